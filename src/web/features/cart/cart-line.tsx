import { Link } from 'react-router';
import type { CartLine as CartLineData } from '#contracts/cart';
import { Button } from '#web/components/ui/button';
import { AlertIcon } from '#web/components/ui/icons';
import { Price } from '#web/components/ui/price';
import { cx } from '#web/components/ui/cx';
import { formatMoney, fromDecimal } from '#domain/money';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { QuantityStepper } from './quantity-stepper';
import { cart } from './cart-store';

/**
 * One line of the cart page. An unavailable line (flagged empty; docs/rules.md#cart) says so and offers what
 * makes the cart orderable again: remove it, or reduce it to what is left.
 */
export function CartLine({
  line,
  available,
  compact = false,
}: {
  line: CartLineData;
  /** How many can be bought now (from the check call), when known. */
  available?: number;
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const unit = line.price_sale ?? line.price;
  const canReduce =
    line.empty && available !== undefined && available > 0 && available < line.count;
  return (
    <li
      data-testid="cart-line"
      data-product-id={line.id}
      data-empty={line.empty ? 'true' : 'false'}
      className={cx(
        'flex gap-3 py-4 sm:gap-4',
        line.empty && 'rounded-lg bg-sale-50 px-2 ring-1 ring-sale/30 sm:px-3',
      )}
    >
      {line.image ? (
        <img
          src={line.image}
          alt=""
          width={compact ? 64 : 96}
          height={compact ? 64 : 96}
          loading="lazy"
          className={cx(
            'shrink-0 rounded-md bg-canvas object-cover',
            compact ? 'size-16' : 'size-20 sm:size-24',
            line.empty && 'opacity-60 grayscale',
          )}
        />
      ) : (
        <div
          className={cx(
            'shrink-0 rounded-md bg-canvas',
            compact ? 'size-16' : 'size-20 sm:size-24',
          )}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            {!compact && (
              <p className="truncate text-xs font-medium tracking-wide text-muted uppercase">
                {line.category}
              </p>
            )}
            <Link
              to={line.url}
              className="line-clamp-2 font-medium text-ink hover:text-brand-700 hover:underline"
            >
              {line.title}
            </Link>
            {!compact && (
              <Price
                price={line.price}
                sale={line.price_sale}
                lowest30d={line.price_lowest_30d}
                size="sm"
                className="mt-1"
              />
            )}
          </div>
          <p className="text-right font-semibold tabular-nums text-ink">
            {formatMoney(fromDecimal(unit) * line.count, locale)}
          </p>
        </div>
        <QuantityStepper id={line.id} count={line.count} title={line.title} />
        {line.empty && (
          <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-sale-700">
            <AlertIcon size={16} />
            <span>
              {canReduce ? t('cart.onlyLeft', { count: available }) : t('cart.unavailable')}
            </span>
            {canReduce && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void cart.setCount(line.id, available)}
              >
                {t('cart.reduceTo', { count: available })}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void cart.change(line.id, 'delete')}
            >
              {t('cart.remove')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
