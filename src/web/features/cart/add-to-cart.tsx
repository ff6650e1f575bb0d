import { href } from 'react-router';
import { useState } from 'react';
import type { Product } from '#contracts/catalog';
import { Button, type ButtonSize } from '#web/components/ui/button';
import { CartIcon, CheckIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { cart, useCart } from './cart-store';

/**
 * "Add to cart" on cards and the product page: +1 of the product (a product not yet in the cart
 * comes in with count 1; docs/rules.md#cart). Unavailable products cannot be added. After adding, a toast
 * offers the way to the cart rather than moving the shopper away from what they browse.
 */
export function AddToCart({
  product,
  size = 'md',
  fullWidth,
  compact = false,
}: {
  product: Product;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon only (product cards): the label is the accessible name and the tooltip. */
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const { lines } = useCart();
  const [busy, setBusy] = useState(false);
  const inCart = lines?.find((l) => l.id === product.id)?.count ?? 0;

  async function add() {
    setBusy(true);
    let added = false;
    try {
      added = await cart.change(product.id, 'inc', product);
    } finally {
      setBusy(false);
    }
    if (added)
      toast({
        id: 'cart-added',
        tone: 'success',
        title: t('cart.added'),
        description: product.title,
        action: {
          label: t('cart.view'),
          onClick: () => window.location.assign(href('/:locale/cart', { locale })),
        },
      });
  }

  const label = !product.available
    ? t('product.outOfStock')
    : inCart > 0
      ? t('cart.addMore', { count: inCart })
      : t('cart.add');
  return (
    <Button
      data-testid="add-to-cart"
      size={size}
      fullWidth={fullWidth}
      variant="primary"
      disabled={!product.available}
      loading={busy}
      icon={inCart > 0 ? <CheckIcon size={18} /> : <CartIcon size={18} />}
      onClick={add}
      // On cards there is room for the icon only: the label is the button's name and its tooltip.
      aria-label={compact ? label : undefined}
      className={compact ? 'tip' : undefined}
    >
      {compact ? null : label}
    </Button>
  );
}
