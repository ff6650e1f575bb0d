import type { AdminProduct } from '#contracts/admin/products';
import { formatMoney, fromDecimal } from '#domain/money';
import type { Locale } from '#domain/locale';
import { Badge } from '#web/components/ui/badge';
import { formatDate } from '#web/admin/lib/format';
import { useProductsT } from './i18n';
import { priceShown } from './price-shown';

/** Small cells of the products table, also used by the editor's header. */

export function StatusBadge({ product }: { product: AdminProduct }) {
  const t = useProductsT();
  if (product.archived) return <Badge tone="dark">{t('status.archived')}</Badge>;
  return product.published ? (
    <Badge tone="success">{t('status.published')}</Badge>
  ) : (
    <Badge tone="neutral">{t('status.unpublished')}</Badge>
  );
}

/**
 * The price; a sale in force shows the sale price with the regular one struck through beneath
 * it, a sale still ahead a note with its price and start (price-shown.ts).
 */
export function PriceCell({
  product,
  locale,
  now,
}: {
  product: AdminProduct;
  locale: Locale;
  /** The moment the sale's window is judged at (ms): when the product was read. */
  now: number;
}) {
  const t = useProductsT();
  const price = formatMoney(fromDecimal(product.price), locale);
  const shown = priceShown(product, now);
  if (shown.kind === 'regular') return <span className="font-medium text-ink">{price}</span>;
  const sale = formatMoney(fromDecimal(shown.sale), locale);
  if (shown.kind === 'planned')
    return (
      <span className="inline-flex flex-col items-end leading-tight">
        <span className="font-medium text-ink">{price}</span>
        <span className="text-xs text-muted" data-testid="product-sale-planned">
          {t('list.salePlanned', { price: sale, date: formatDate(locale, shown.starts) })}
        </span>
      </span>
    );
  return (
    <span className="inline-flex flex-col items-end leading-tight">
      <span className="font-semibold text-sale-700">
        <span className="sr-only">{t('list.salePrice')} </span>
        {sale}
      </span>
      <s className="text-xs text-muted">
        <span className="sr-only">{t('list.regularPrice')} </span>
        {price}
      </s>
    </span>
  );
}

/** Stock; none left stands out, since it takes the product out of the shop's carts. */
export function StockCell({ stock }: { stock: number }) {
  const t = useProductsT();
  if (stock === 0)
    return (
      <Badge tone="danger">
        0<span className="sr-only"> {t('list.outOfStock')}</span>
      </Badge>
    );
  return <span className={stock <= 3 ? 'font-semibold text-warning-700' : undefined}>{stock}</span>;
}

/** Back-in-stock subscribers waiting for the product: shown only when someone waits. */
export function WaitingCell({ count }: { count: number }) {
  const t = useProductsT();
  if (count <= 0) return null;
  return (
    <Badge tone="brand">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('list.waiting', { count })}</span>
    </Badge>
  );
}
