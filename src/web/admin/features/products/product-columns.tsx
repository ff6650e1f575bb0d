import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminProduct } from '#contracts/admin/products';
import type { Locale } from '#domain/locale';
import { formatDate } from '#web/admin/lib/format';
import type { ProductsT } from './i18n';
import type { SortColumn } from './list-state';
import { productTitle } from '#web/admin/lib/product-title';
import { PriceCell, StatusBadge, StockCell, WaitingCell } from './product-cells';

const column = createColumnHelper<AdminProduct>();

export interface ColumnOptions {
  categoryPath: (id: number) => string;
  locale: Locale;
  t: ProductsT;
  /** Some product of the page has back-in-stock subscribers: show their column. */
  waiting?: boolean;
  /** When the products were read (ms): the moment a sale's window is judged at. */
  asOf: number;
}

/**
 * The products table's columns: product (with its category), SKU, price, stock, the subscribers
 * waiting for a sold-out product (only when a product of the page has some), status, date.
 * Headers with a `sortKey` sort on the server, in that column's orders (list-state.ts); the
 * selection's column is the DataTable's.
 */
export function productColumns({ categoryPath, locale, t, waiting = false, asOf }: ColumnOptions) {
  return [
    column.accessor((p) => productTitle(p, locale), {
      id: 'title',
      header: () => t('list.col.product'),
      cell: ({ row, getValue }) => {
        const image = row.original.images[0];
        return (
          <div className="flex min-w-0 items-center gap-3">
            {image ? (
              <img
                src={image.url}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 shrink-0 rounded-md border border-line bg-canvas object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="size-10 shrink-0 rounded-md border border-dashed border-line-strong/50 bg-surface"
              />
            )}
            <div className="flex min-w-0 flex-col">
              <Link
                to={`/admin/products/${row.original.id}`}
                className="font-medium text-ink underline-offset-2 hover:text-brand-700 hover:underline"
              >
                <span className="line-clamp-2">{getValue()}</span>
              </Link>
              {/* The category under the title (a column of its own left titles no room); below
                  1024 px the SKU too, instead of its column. */}
              <span className="line-clamp-1 text-xs text-muted">
                <span className="font-mono lg:hidden">{row.original.sku} · </span>
                {categoryPath(row.original.category_id)}
              </span>
            </div>
          </div>
        );
      },
      meta: { sortKey: 'title' satisfies SortColumn, className: 'min-w-48' },
    }),
    column.accessor('sku', {
      header: () => t('list.col.sku'),
      cell: ({ getValue }) => (
        <span className="font-mono text-[0.8125rem] whitespace-nowrap text-muted">
          {getValue()}
        </span>
      ),
      meta: { sortKey: 'sku' satisfies SortColumn, wideOnly: true },
    }),
    column.accessor('price', {
      header: () => t('list.col.price'),
      cell: ({ row }) => <PriceCell product={row.original} locale={locale} now={asOf} />,
      meta: {
        align: 'right',
        sortKey: 'price' satisfies SortColumn,
        className: 'whitespace-nowrap',
      },
    }),
    column.accessor('stock', {
      header: () => t('list.col.stock'),
      cell: ({ getValue }) => <StockCell stock={getValue()} />,
      meta: { align: 'right', sortKey: 'stock' satisfies SortColumn },
    }),
    ...(waiting
      ? [
          column.accessor((p) => p.waiting ?? 0, {
            id: 'waiting',
            header: () => t('list.col.waiting'),
            cell: ({ getValue }) => <WaitingCell count={getValue()} />,
            meta: { align: 'right' },
          }),
        ]
      : []),
    column.display({
      id: 'status',
      header: () => t('list.col.status'),
      cell: ({ row }) => <StatusBadge product={row.original} />,
    }),
    column.accessor('updated_at', {
      header: () => t('list.col.updated'),
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap text-muted">{formatDate(locale, getValue())}</span>
      ),
      meta: { align: 'right', sortKey: 'updated' satisfies SortColumn, wideOnly: true },
    }),
  ];
}
