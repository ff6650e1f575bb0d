import { href, Link } from 'react-router';
import { canOrder } from '#domain/cart/cart-math';
import { formatMoney, fromDecimal } from '#domain/money';
import { buttonClasses } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Skeleton } from '#web/components/ui/skeleton';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { CartLine } from './cart-line';
import { useCart } from './cart-store';

/**
 * The header cart's side drawer: the lines (with their steppers), the total and the way to the
 * order. Loaded on the first click of the header's cart (mini-cart.tsx), not on a first visit.
 */
export default function MiniCartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { lines, total } = useCart();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('header.cart')}
      variant="drawer-right"
      footer={
        open && lines && lines.length > 0 ? (
          <div className="flex w-full flex-col gap-3">
            <p className="flex items-baseline justify-between">
              <span className="text-muted">{t('cart.total')}</span>
              <span className="text-lg font-bold tabular-nums">
                {formatMoney(fromDecimal(total), locale)}
              </span>
            </p>
            <Link
              to={href('/:locale/cart', { locale })}
              onClick={onClose}
              className={buttonClasses({ size: 'lg', fullWidth: true })}
            >
              {canOrder(lines) ? t('cart.goToOrder') : t('cart.view')}
            </Link>
          </div>
        ) : undefined
      }
    >
      {/* The body only exists while open: the cart page's lines keep their test ids unique. */}
      {!open ? null : !lines ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : lines.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('cart.empty.title')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <CartLine key={line.id} line={line} compact />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
