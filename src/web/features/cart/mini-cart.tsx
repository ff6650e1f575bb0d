import { useState, type MouseEvent, type ReactNode } from 'react';
import { href, Link } from 'react-router';
import { canOrder } from '../../../domain/cart/cart-math';
import { formatMoney, fromDecimal } from '../../../domain/money';
import { buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n/use-translate';
import { CartLine } from './cart-line';
import { cart, useCart } from './cart-store';

/**
 * The header's cart: a link to the cart page (which is what it is without JavaScript, or with a
 * modifier key) that opens a compact cart in a side drawer. `children` is the icon and label.
 */
export function MiniCart({ className, children }: { className: string; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { lines, total, count } = useCart();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
    void cart.ensureLoaded();
  }

  return (
    <>
      <Link
        to={href('/:locale/cart', { locale })}
        className={className}
        onClick={onClick}
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
      {/* The body only exists while open: the cart page's lines keep their test ids unique. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
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
                onClick={() => setOpen(false)}
                className={buttonClasses({ size: 'lg', fullWidth: true })}
              >
                {canOrder(lines) ? t('cart.goToOrder') : t('cart.view')}
              </Link>
            </div>
          ) : undefined
        }
      >
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
    </>
  );
}
