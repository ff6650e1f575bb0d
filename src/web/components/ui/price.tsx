import { formatMoney } from '../../../domain/money';
import { useLocale } from '../../lib/i18n/use-translate';

/** Shows a price, and the old one struck through when a sale price is set. Input is decimal PLN. */
export function Price({ price, sale, size = 'md' }: { price: number; sale: number | null; size?: 'md' | 'lg' }) {
  const locale = useLocale();
  const fmt = (v: number) => formatMoney(Math.round(v * 100), locale);
  const big = size === 'lg' ? 'text-2xl' : 'text-base';
  if (sale === null) return <span className={`${big} font-semibold`}>{fmt(price)}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`${big} font-semibold text-sale`}>{fmt(sale)}</span>
      <s className="text-sm text-muted">{fmt(price)}</s>
    </span>
  );
}
