import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type { AdminProduct, ProductSort } from '../../../../contracts/admin/products';
import type { Locale } from '../../../../domain/locale';
import { cx } from '../../../components/ui/cx';
import { ChevronDownIcon, ChevronUpIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ProductsT } from './i18n';
import { columnSort, type SortColumn } from './list-state';
import { PriceCell, StatusBadge, StockCell, productTitle } from './product-cells';

export interface ProductsTableProps {
  /** undefined while the first page loads. */
  items: AdminProduct[] | undefined;
  /** A newer page is on its way: the old rows stay, dimmed. */
  refreshing: boolean;
  sort: ProductSort | null;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<number>;
  onSelect: (products: AdminProduct[], checked: boolean) => void;
  categoryPath: (id: number) => string;
  locale: Locale;
  t: ProductsT;
  empty: React.ReactNode;
}

type Align = 'left' | 'right';
interface Meta {
  align?: Align;
  sortColumn?: SortColumn;
  /** Shown from this width up (a 768 px tablet leaves the category and date out). */
  wideOnly?: boolean;
  className?: string;
}

const column = createColumnHelper<AdminProduct>();

/** A faint up-and-down arrow: this header sorts, it just does not sort now. */
function SortableIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="text-subtle/70">
      <path d="m8 9 4-4 4 4M8 15l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatDate(iso: string, locale: Locale) {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })));
  return format.format(new Date(iso));
}

/**
 * The products table on TanStack Table (headless): a real <table> whose column headers sort on
 * the server (aria-sort), with a checkbox per row and one for the whole page. Selection lives
 * with the page above, keyed by id, so it survives paging.
 */
export function ProductsTable(props: ProductsTableProps) {
  const { items, refreshing, sort, onSort, selected, onSelect, categoryPath, locale, t, empty } =
    props;
  const rows = useMemo(() => items ?? [], [items]);
  const allChecked = rows.length > 0 && rows.every((p) => selected.has(p.id));
  const someChecked = !allChecked && rows.some((p) => selected.has(p.id));

  const columns = useMemo(
    () => [
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
        meta: { className: 'w-10 pr-0' } satisfies Meta,
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
              <Link
                to={`/admin/products/${row.original.id}`}
                className="min-w-0 font-medium text-ink underline-offset-2 hover:text-brand-700 hover:underline"
              >
                <span className="line-clamp-2">{getValue()}</span>
              </Link>
            </div>
          );
        },
        meta: { sortColumn: 'title', className: 'min-w-56' } satisfies Meta,
      }),
      column.accessor('sku', {
        header: () => t('list.col.sku'),
        cell: ({ getValue }) => (
          <span className="font-mono text-[0.8125rem] whitespace-nowrap text-muted">
            {getValue()}
          </span>
        ),
        meta: { sortColumn: 'sku' } satisfies Meta,
      }),
      column.accessor('category_id', {
        header: () => t('list.col.category'),
        cell: ({ getValue }) => <span className="text-muted">{categoryPath(getValue())}</span>,
        meta: { wideOnly: true, className: 'max-w-56' } satisfies Meta,
      }),
      column.accessor('price', {
        header: () => t('list.col.price'),
        cell: ({ row }) => <PriceCell product={row.original} locale={locale} t={t} />,
        meta: {
          align: 'right',
          sortColumn: 'price',
          className: 'whitespace-nowrap',
        } satisfies Meta,
      }),
      column.accessor('stock', {
        header: () => t('list.col.stock'),
        cell: ({ getValue }) => <StockCell stock={getValue()} t={t} />,
        meta: { align: 'right', sortColumn: 'stock' } satisfies Meta,
      }),
      column.display({
        id: 'status',
        header: () => t('list.col.status'),
        cell: ({ row }) => <StatusBadge product={row.original} t={t} />,
      }),
      column.accessor('updated_at', {
        header: () => t('list.col.updated'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap text-muted">{formatDate(getValue(), locale)}</span>
        ),
        meta: { align: 'right', sortColumn: 'updated', wideOnly: true } satisfies Meta,
      }),
    ],
    [t, locale, rows, selected, allChecked, someChecked, onSelect, categoryPath],
  );

  // TanStack Table keeps its own mutable state; the React Compiler must leave this hook alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (p) => String(p.id),
  });

  const loading = items === undefined;
  const align = (a?: Align) => (a === 'right' ? 'text-right' : 'text-left');
  const visibility = (meta?: Meta) => (meta?.wideOnly ? 'hidden lg:table-cell' : undefined);

  return (
    <div
      role="region"
      aria-label={t('list.caption')}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white shadow-card"
    >
      <table
        data-testid="admin-products-table"
        aria-busy={loading || refreshing || undefined}
        className={cx('w-full text-sm transition-opacity', refreshing && 'opacity-60')}
      >
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-line bg-surface">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as Meta | undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const sorted = meta?.sortColumn ? columnSort(sort, meta.sortColumn) : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={cx(
                      'px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase first:pl-4 last:pr-4',
                      align(meta?.align),
                      visibility(meta),
                      meta?.className?.includes('w-10') && 'w-10 pr-0',
                    )}
                  >
                    {meta?.sortColumn ? (
                      <button
                        type="button"
                        onClick={() => onSort(meta.sortColumn!)}
                        className={cx(
                          'inline-flex items-center gap-1 rounded-sm uppercase hover:text-ink',
                          sorted && 'text-ink',
                        )}
                      >
                        {label}
                        {sorted === 'asc' ? (
                          <ChevronUpIcon size={14} />
                        ) : sorted === 'desc' ? (
                          <ChevronDownIcon size={14} />
                        ) : (
                          <SortableIcon />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {loading &&
            Array.from({ length: 8 }, (_, i) => (
              <tr key={`skeleton-${i}`}>
                {table.getVisibleLeafColumns().map((c) => (
                  <td
                    key={c.id}
                    className={cx(
                      'px-3 py-4 first:pl-4 last:pr-4',
                      visibility(c.columnDef.meta as Meta),
                    )}
                  >
                    <Skeleton className={c.id === 'select' ? 'size-4' : 'h-4 w-full max-w-40'} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length} className="px-4 py-12 text-center">
                {empty}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid="admin-product-row"
              data-product-id={row.original.id}
              className={cx(
                'hover:bg-surface',
                selected.has(row.original.id) && 'bg-brand-50/60 hover:bg-brand-50',
              )}
            >
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta as Meta | undefined;
                return (
                  <td
                    key={cell.id}
                    className={cx(
                      'px-3 py-2.5 align-middle first:pl-4 last:pr-4',
                      align(meta?.align),
                      visibility(meta),
                      meta?.className,
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
