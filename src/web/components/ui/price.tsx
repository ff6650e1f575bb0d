import { formatMoney, fromDecimal } from '#domain/money';
import { reductionPercent } from '#domain/prices/lowest-price';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { Badge } from './badge';
import { cx } from './cx';

/**
 * The `-N%` of a sale price, from the lowest price of the 30 days before the reduction (the law's
 * reference, docs/rules.md#lowest-price), never from the regular price; null (no badge) when
 * there is no such price or the sale is not below it.
 */
export function discountPercent(
  sale: number | null,
  lowest30d: number | null | undefined,
): number | null {
  if (sale === null || lowest30d == null) return null;
  return reductionPercent(fromDecimal(sale), fromDecimal(lowest30d));
}

export interface PriceProps {
  /** Regular price, decimal PLN (the API's shape). */
  price: number;
  /** Sale price, decimal PLN, or null. */
  sale: number | null;
  /**
   * The lowest price of the 30 days before the reduction (`price_lowest_30d`): shown on its own
   * line under a sale price, and the base of the badge. Absent or null: no line, no badge.
   */
  lowest30d?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** Show the "-20%" badge next to the prices. */
  showDiscount?: boolean;
  className?: string;
}

/**
 * A price; with a sale price, the sale price in red first and the old one struck through.
 * Screen readers hear "Price now … , previously …" instead of an unannounced strike-through.
 */
export function Price({
  price,
  sale,
  lowest30d,
  size = 'md',
  showDiscount = false,
  className,
}: PriceProps) {
  const locale = useLocale();
  const t = useT();
  const fmt = (v: number) => formatMoney(fromDecimal(v), locale);
  const main = size === 'lg' ? 'text-2xl sm:text-3xl' : size === 'sm' ? 'price-sm' : 'text-lg';
  const old = size === 'lg' ? 'text-base' : 'text-sm';
  const reduced = sale !== null && sale < price;
  const pct = discountPercent(sale, lowest30d);

  if (!reduced) {
    return <span className={cx('price', main, className)}>{fmt(sale ?? price)}</span>;
  }
  return (
    <span className={cx('price-pair', className)}>
      <span className={cx('price text-sale', main)}>
        <span className="sr-only">{`${t('price.now')} `}</span>
        {fmt(sale)}
      </span>
      <s className={cx('price-old', old)}>
        <span className="sr-only">{`${t('price.was')} `}</span>
        {fmt(price)}
      </s>
      {showDiscount && pct !== null && (
        <Badge tone="sale" className="self-center">
          {t('price.discount', { percent: pct })}
        </Badge>
      )}
      {lowest30d != null && (
        <span className="price-lowest">{t('price.lowest30d', { price: fmt(lowest30d) })}</span>
      )}
    </span>
  );
}
