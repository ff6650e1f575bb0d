import { useState } from 'react';
import { href, Link } from 'react-router';
import type { SharedCart } from '#contracts/cart';
import { formatMoney, fromDecimal } from '#domain/money';
import { Badge } from '#web/components/ui/badge';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Price } from '#web/components/ui/price';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { cart } from './cart-store';

/**
 * A shared cart: the snapshot's lines at today's prices and availability, with "add to my cart"
 * (counts added) and "replace my cart". Unavailable lines are shown but not taken.
 */
export function SharedCartView({ shared }: { shared: SharedCart }) {
  const t = useT();
  const locale = useLocale();
  const [taken, setTaken] = useState<'add' | 'replace' | null>(null);
  const [pending, setPending] = useState(false);
  const takeable = shared.products.filter((l) => !l.empty).map(({ id, count }) => ({ id, count }));

  async function take(mode: 'add' | 'replace') {
    setPending(true);
    try {
      // A refusal was already told by a notice; the buttons stay for another try.
      if (await cart.take(takeable, mode)) setTaken(mode);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <ul className="divide-y divide-line rounded-xl border border-line bg-white px-4 shadow-card sm:px-6">
        {shared.products.map((line) => (
          <li
            key={line.id}
            data-product-id={line.id}
            data-empty={line.empty ? 'true' : 'false'}
            className="flex gap-4 py-4"
          >
            {line.image && (
              <img
                src={line.image}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-20 shrink-0 rounded-md bg-canvas object-cover"
              />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link to={line.url} className="font-medium hover:text-brand-700 hover:underline">
                {line.title}
              </Link>
              <Price
                price={line.price}
                sale={line.price_sale}
                lowest30d={line.price_lowest_30d}
                size="sm"
              />
              <p className="text-sm text-muted">{t('cart.shared.count', { count: line.count })}</p>
              {line.empty && (
                <Badge tone="sale" className="self-start">
                  {t('product.outOfStock')}
                </Badge>
              )}
            </div>
          </li>
        ))}
      </ul>
      <aside className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
        <p className="flex items-baseline justify-between">
          <span className="text-muted">{t('cart.total')}</span>
          <span className="text-xl font-bold tabular-nums">
            {formatMoney(fromDecimal(shared.totalPrice), locale)}
          </span>
        </p>
        {taken ? (
          <>
            <p role="status" className="rounded-md bg-success-50 p-3 text-sm text-success-700">
              {taken === 'add' ? t('cart.shared.added') : t('cart.shared.replaced')}
            </p>
            <Link
              to={href('/:locale/cart', { locale })}
              className={buttonClasses({ fullWidth: true })}
            >
              {t('cart.view')}
            </Link>
          </>
        ) : (
          <>
            <Button
              fullWidth
              loading={pending}
              disabled={takeable.length === 0}
              onClick={() => take('add')}
            >
              {t('cart.shared.add')}
            </Button>
            <Button
              fullWidth
              variant="secondary"
              disabled={pending || takeable.length === 0}
              onClick={() => take('replace')}
            >
              {t('cart.shared.replace')}
            </Button>
          </>
        )}
      </aside>
    </div>
  );
}
