import { formatMoney, fromDecimal } from '#domain/money';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { Badge } from './badge';
import { cx } from './cx';

/** Whole percent saved by a sale price, or null when there is no real discount. */
export function discountPercent(price: number, sale: number | null): number | null {
  if (sale === null || !(price > 0) || !(sale < price)) return null;
  const pct = Math.round(((price - sale) / price) * 100);
  return pct >= 1 ? pct : null;
}

export interface PriceProps {
  /** Regular price, decimal PLN (the API's shape). */
  price: number;
  /** Sale price, decimal PLN, or null. */
  sale: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** Show the "-20%" badge next to the prices. */
  showDiscount?: boolean;
  className?: string;
}

/**
 * A price; with a sale price, the sale price in red first and the old one struck through.
 * Screen readers hear "Price now … , previously …" instead of an unannounced strike-through.
 */
export function Price({ price, sale, size = 'md', showDiscount = false, className }: PriceProps) {
  const locale = useLocale();
  const t = useT();
  const fmt = (v: number) => formatMoney(fromDecimal(v), locale);
  const main = size === 'lg' ? 'text-2xl sm:text-3xl' : size === 'sm' ? 'price-sm' : 'text-lg';
  const old = size === 'lg' ? 'text-base' : 'text-sm';
  const pct = discountPercent(price, sale);

  if (sale === null || pct === null) {
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
      {showDiscount && (
        <Badge tone="sale" className="self-center">
          {t('price.discount', { percent: pct })}
        </Badge>
      )}
    </span>
  );
}
