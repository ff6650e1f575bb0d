import { useEffect } from 'react';
import { href, Link, useNavigate } from 'react-router';
import { canOrder } from '#domain/cart/cart-math';
import { formatMoney, fromDecimal } from '#domain/money';
import { Button, buttonClasses } from '#web/components/ui/button';
import { CartIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { CartLine } from './cart-line';
import { ShareCart } from './share-cart';
import { cart, useCart } from './cart-store';

/**
 * The cart page. It is rendered in the browser after hydration (the server's page is the same
 * for everyone); loading merges or fetches when logged in, expands when a guest, then checks
 * availability (docs/rules.md#cart). Ordering waits until no line is flagged empty; it leads
 * guests and shoppers alike to the checkout (docs/decisions/031-checkout.md).
 */
export function CartView() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { lines, total, available, loading } = useCart();

  // Logins and logouts later on are followed by ShopSync (app-shell), which never merges twice.
  useEffect(() => {
    void cart.load();
  }, []);

  if (!lines)
    return (
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <p className="sr-only" role="status">
          {t('cart.loading')}
        </p>
        <div className="flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-48" />
      </div>
    );

  if (lines.length === 0)
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-line bg-white p-8 text-center shadow-card">
        <CartIcon size={48} className="text-brand-600" />
        <h2 className="font-display text-h3 font-semibold">{t('cart.empty.title')}</h2>
        <p className="text-muted">{t('cart.empty.text')}</p>
        <Link to={href('/:locale', { locale })} className={buttonClasses({ variant: 'primary' })}>
          {t('cart.empty.cta')}
        </Link>
      </section>
    );

  const orderable = canOrder(lines);
  const blocked = lines.filter((l) => l.empty).length;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]" aria-busy={loading}>
      <section
        aria-labelledby="cart-lines-title"
        className="rounded-xl border border-line bg-white px-4 shadow-card sm:px-6"
      >
        <h2 id="cart-lines-title" className="sr-only">
          {t('cart.lines')}
        </h2>
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <CartLine key={line.id} line={line} available={available[line.id]} />
          ))}
        </ul>
      </section>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-4">
        <section className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card">
          <h2 className="font-display text-h3 font-semibold">{t('cart.summary')}</h2>
          <dl className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{t('cart.total')}</dt>
            <dd data-testid="cart-total" className="text-xl font-bold tabular-nums">
              {formatMoney(fromDecimal(total), locale)}
            </dd>
          </dl>
          <p className="text-sm text-muted">{t('checkout.cartNote')}</p>
          {blocked > 0 && (
            <p role="status" className="rounded-md bg-sale-50 p-3 text-sm text-sale-700">
              {t('cart.blocked', { count: blocked })}
            </p>
          )}
          <Button
            size="lg"
            fullWidth
            data-testid="cart-order"
            disabled={!orderable}
            onClick={() => void navigate(href('/:locale/checkout', { locale }))}
          >
            {t('checkout.go')}
          </Button>
          <ShareCart />
        </section>
      </aside>
    </div>
  );
}
