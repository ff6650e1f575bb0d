import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { href, Link } from 'react-router';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { cart, useCart } from './cart-store';
import { lazyPart } from '#web/lib/lazy-part';

// The drawer, its lines, steppers and the dialog load on the first click: a first visit only
// needs the link and its count (docs/decisions/024-lighter-pages.md).
const loadDrawer = () => import('./mini-cart-drawer');
// A failed prefetch is no error: the click loads the drawer again (lib/lazy-part.ts).
const prefetchDrawer = () => void loadDrawer().catch(() => {});
const MiniCartDrawer = lazyPart(loadDrawer);

/**
 * The header's cart: a link to the cart page (which is what it is without JavaScript, or with a
 * modifier key) that opens a compact cart in a side drawer. `children` is the icon and label.
 */
export function MiniCart({ className, children }: { className: string; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on and kept, like a Dialog's content.
  const [opened, setOpened] = useState(false);
  const { count } = useCart();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened(true);
    setOpen(true);
    void cart.ensureLoaded();
  }

  return (
    <>
      <Link
        to={href('/:locale/cart', { locale })}
        className={className}
        onClick={onClick}
        // Fetch the drawer's code as soon as the shopper heads for the button.
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
        aria-haspopup="dialog"
        aria-label={t('cart.headerLabel', { count })}
      >
        {children}
        <span
          data-testid="cart-count"
          aria-hidden="true"
          // Hidden at 0 like the wish-list and compare badges: the cached page cannot know the
          // visitor's count, so a server-drawn "0" would flash before the real number.
          data-empty={count === 0 ? 'true' : undefined}
          className="absolute top-0.5 right-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent-600 px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums lg:top-0 lg:right-1 data-[empty]:invisible"
        >
          {count}
        </span>
      </Link>
      {opened && (
        <Suspense>
          <MiniCartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
