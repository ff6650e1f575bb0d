import { Suspense, useState } from 'react';
import { href, useLocation, useNavigate } from 'react-router';
import type { Product } from '#contracts/catalog';
import { buttonClasses } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { HeartIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { useWishlist, wishlist } from './wishlist-store';
import { lazyPart } from '#web/lib/lazy-part';

// Only a guest who presses a heart sees the prompt: its code loads then.
const LoginPrompt = lazyPart(() =>
  import('./login-prompt').then((m) => ({ default: m.LoginPrompt })),
);

export interface WishlistToggleProps {
  product: Product;
  /** `icon`: a round heart over a card's image; `button`: a labelled button (product page). */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * The heart: a toggle button (aria-pressed) that adds the product to the wish list or removes it.
 * A guest is asked to log in instead (docs/rules.md#wish-list), with the way back to this page.
 */
export function WishlistToggle({ product, variant = 'icon', className }: WishlistToggleProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const pressed = useWishlist().ids.has(product.id);
  const [asking, setAsking] = useState(false);
  // The prompt's <dialog> exists only once asked: a listing has dozens of hearts.
  const [asked, setAsked] = useState(false);
  const label = t(pressed ? 'wishlist.remove' : 'wishlist.add');

  async function press() {
    const result = await wishlist.toggle(product);
    if (result === 'login') {
      setAsked(true);
      setAsking(true);
    }
    if (result === 'added' || result === 'removed')
      toast({
        id: 'wishlist',
        tone: 'success',
        title: t(result === 'added' ? 'wishlist.added' : 'wishlist.removed'),
        description: product.title,
        ...(result === 'added'
          ? {
              action: {
                label: t('wishlist.view'),
                onClick: () => void navigate(href('/:locale/wishlist', { locale })),
              },
            }
          : {}),
      });
  }

  const heart = (
    <HeartIcon
      size={variant === 'icon' ? 20 : 18}
      filled={pressed}
      className={pressed ? 'text-sale' : undefined}
    />
  );
  return (
    <>
      <button
        type="button"
        data-testid="wishlist-toggle"
        aria-pressed={pressed}
        aria-label={variant === 'icon' ? label : undefined}
        onClick={() => void press()}
        className={
          variant === 'icon'
            ? cx('icon-toggle tip tip-below', className)
            : buttonClasses({ variant: 'secondary', className })
        }
      >
        {heart}
        {variant === 'button' && <span>{label}</span>}
      </button>
      {asked && (
        <Suspense>
          <LoginPrompt
            open={asking}
            next={location.pathname + location.search}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
