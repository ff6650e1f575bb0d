import { useEffect } from 'react';
import { href, Link } from 'react-router';
import type { Product } from '#contracts/catalog';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState, LoadFailed } from '#web/components/ui/empty-state';
import { HeartIcon, TrashIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { useSession } from '#web/lib/use-session';
import { AddToCart } from '../cart/add-to-cart';
import { ProductGrid, ProductGridSkeleton } from '#web/components/ui/product-card';
import { useWishlist, wishlist } from './wishlist-store';
import { loginHref } from '#web/lib/shop-links';

export const WISHLIST_TITLE_ID = 'wishlist-title';

/** The wish-list page below its heading: rendered in the browser, where the session lives. */
export function WishlistView() {
  const t = useT();
  const locale = useLocale();
  const loggedIn = useSession().accessToken !== null;
  const { items, loadFailed } = useWishlist();

  useEffect(() => {
    if (loggedIn) void wishlist.ensureLoaded();
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <EmptyState
        icon={<HeartIcon size={28} />}
        title={t('wishlist.guestTitle')}
        text={t('wishlist.guestText')}
      >
        <Link
          to={loginHref(locale, href('/:locale/wishlist', { locale }))}
          className={buttonClasses()}
        >
          {t('auth.login.submit')}
        </Link>
        <Link
          to={href('/:locale/register', { locale })}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('auth.login.register')}
        </Link>
      </EmptyState>
    );
  }
  if (items === null) {
    return loadFailed ? (
      <LoadFailed
        text={t('wishlist.loadFailed')}
        retry={t('wishlist.retry')}
        onRetry={() => void wishlist.load()}
      />
    ) : (
      <div>
        <p role="status" className="sr-only">
          {t('wishlist.loading')}
        </p>
        <ProductGridSkeleton count={4} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon size={28} />}
        title={t('wishlist.emptyTitle')}
        text={t('wishlist.emptyText')}
      >
        <Link to={href('/:locale', { locale })} className={buttonClasses()}>
          {t('wishlist.browse')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div>
      <p className="mb-4 text-muted">{t('listing.products', { count: items.length })}</p>
      <ProductGrid
        products={items}
        eagerCount={4}
        headingLevel={2}
        renderActions={(p) => <AddToCart product={p} size="sm" fullWidth />}
        // Every card here is on the list: where the heart would be, a plain "remove".
        renderImageActions={(p) => <RemoveButton product={p} items={items} />}
      />
    </div>
  );
}

/** Remove, with an undo; focus moves on to the next item, not to the top of the page. */
function RemoveButton({ product, items }: { product: Product; items: Product[] }) {
  const t = useT();
  const { toast } = useToast();

  async function remove() {
    const at = items.findIndex((p) => p.id === product.id);
    const next = items[at + 1] ?? items[at - 1];
    const removing = wishlist.toggle(product);
    // The card is gone already (optimistic): keep the keyboard where the shopper was.
    requestAnimationFrame(() => {
      const target = next && document.querySelector<HTMLElement>(`[data-remove-id="${next.id}"]`);
      (target ?? document.getElementById(WISHLIST_TITLE_ID))?.focus();
    });
    if ((await removing) !== 'removed') return;
    toast({
      id: 'wishlist',
      tone: 'success',
      title: t('wishlist.removed'),
      description: product.title,
      action: { label: t('wishlist.undo'), onClick: () => void wishlist.toggle(product) },
    });
  }

  return (
    <Button
      variant="secondary"
      size="icon-sm"
      data-remove-id={product.id}
      aria-label={t('wishlist.removeItem', { title: product.title })}
      title={t('wishlist.remove')}
      onClick={() => void remove()}
      className="pcard-corner shadow-card"
    >
      <TrashIcon size={18} />
    </Button>
  );
}
