import { Link } from 'react-router';
import { createColumnHelper, type ColumnMeta, type RowData } from '@tanstack/react-table';
import type { AdminProduct } from '../../../../contracts/admin/products';
import type { Locale } from '../../../../domain/locale';
import { formatDate } from '../../lib/format';
import type { ProductsT } from './i18n';
import type { SortColumn } from './list-state';
import { PriceCell, StatusBadge, StockCell, productTitle } from './product-cells';

declare module '@tanstack/react-table' {
  // The products table's own presentation keys, beside the shared DataTable's (align, className).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- TanStack's own type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The header sorts the list on the server, in this column's orders (list-state.ts). */
    sortColumn?: SortColumn;
    /** Shown from 1024 px up (a 768 px tablet leaves the category and date out). */
    wideOnly?: boolean;
  }
}

/** How a column of the products table is drawn (TanStack's `meta`, with our keys). */
export type ProductColumnMeta = ColumnMeta<AdminProduct, unknown>;

const column = createColumnHelper<AdminProduct>();

export interface ColumnOptions {
  rows: AdminProduct[];
  selected: ReadonlySet<number>;
  allChecked: boolean;
  someChecked: boolean;
  onSelect: (products: AdminProduct[], checked: boolean) => void;
  categoryPath: (id: number) => string;
  locale: Locale;
  t: ProductsT;
}

/** The products table's columns: selection, product, SKU, category, price, stock, status, date. */
export function productColumns({
  rows,
  selected,
  allChecked,
  someChecked,
  onSelect,
  categoryPath,
  locale,
  t,
}: ColumnOptions) {
  return [
    column.display({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className="size-4.5 cursor-pointer accent-brand-700"
          aria-label={t('list.selectPage')}
          checked={allChecked}
          ref={(el) => {
            if (el) el.indeterminate = someChecked;
          }}
          onChange={(e) => onSelect(rows, e.target.checked)}
          disabled={rows.length === 0}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="size-4.5 cursor-pointer accent-brand-700"
          aria-label={t('list.selectOne', { title: productTitle(row.original, locale) })}
          checked={selected.has(row.original.id)}
          onChange={(e) => onSelect([row.original], e.target.checked)}
        />
      ),
      meta: { className: 'w-10 pr-0' },
    }),
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
      meta: { sortColumn: 'title', className: 'min-w-48' },
    }),
    column.accessor('sku', {
      header: () => t('list.col.sku'),
      cell: ({ getValue }) => (
        <span className="font-mono text-[0.8125rem] whitespace-nowrap text-muted">
          {getValue()}
        </span>
      ),
      meta: { sortColumn: 'sku', wideOnly: true },
    }),
    column.accessor('price', {
      header: () => t('list.col.price'),
      cell: ({ row }) => <PriceCell product={row.original} locale={locale} t={t} />,
      meta: {
        align: 'right',
        sortColumn: 'price',
        className: 'whitespace-nowrap',
      },
    }),
    column.accessor('stock', {
      header: () => t('list.col.stock'),
      cell: ({ getValue }) => <StockCell stock={getValue()} t={t} />,
      meta: { align: 'right', sortColumn: 'stock' },
    }),
    column.display({
      id: 'status',
      header: () => t('list.col.status'),
      cell: ({ row }) => <StatusBadge product={row.original} t={t} />,
    }),
    column.accessor('updated_at', {
      header: () => t('list.col.updated'),
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap text-muted">{formatDate(locale, getValue())}</span>
      ),
      meta: { align: 'right', sortColumn: 'updated', wideOnly: true },
    }),
  ];
}
