import { useMemo } from 'react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { AdminProduct, ProductSort } from '../../../../contracts/admin/products';
import type { Locale } from '../../../../domain/locale';
import { cx } from '../../../components/ui/cx';
import { ChevronDownIcon, ChevronUpIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ProductsT } from './i18n';
import { columnSort, type SortColumn } from './list-state';
import { productColumns, type ProductColumnMeta } from './product-columns';

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

type Meta = ProductColumnMeta;

/** A faint up-and-down arrow: this header sorts, it just does not sort now. */
function SortableIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="text-subtle/70">
      <path d="m8 9 4-4 4 4M8 15l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
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
    () =>
      productColumns({
        rows,
        selected,
        allChecked,
        someChecked,
        onSelect,
        categoryPath,
        locale,
        t,
      }),
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
  const align = (a?: Meta['align']) => (a === 'right' ? 'text-right' : 'text-left');
  const visibility = (meta?: Meta) => (meta?.wideOnly ? 'hidden lg:table-cell' : undefined);

  return (
    <div
      role="region"
      aria-label={t('list.caption')}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white shadow-card"
    >
      <table
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
