import { Suspense, useState } from 'react';
import type { Product } from '#contracts/catalog';
import { Button, type ButtonSize } from '#web/components/ui/button';
import { BoltIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';
import { lazyPart } from '#web/lib/lazy-part';

// The form, its schema (zod) and the order calls load on the first click: every product card
// has this button, and the dialog's code was a fifth of a listing page's JavaScript.
const QuickOrderDialog = lazyPart(() => import('./quick-order-dialog'));

/**
 * Quick order (`products/order/{id}`), guests too: one product, a name and a phone, and the shop
 * calls back. The dialog is mounted only while open, so a grid of cards carries one button each.
 */
export function QuickOrder({ product, size = 'md' }: { product: Product; size?: ButtonSize }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const icon = size === 'icon' || size === 'icon-sm';
  return (
    <>
      <Button
        data-testid="quick-order"
        variant="secondary"
        size={size}
        disabled={!product.available}
        aria-haspopup="dialog"
        aria-label={icon ? t('order.quick.button') : undefined}
        className={icon ? 'tip' : undefined}
        icon={<BoltIcon size={18} />}
        onClick={() => setOpen(true)}
      >
        {icon ? null : t('order.quick.button')}
      </Button>
      {open && (
        <Suspense>
          <QuickOrderDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
