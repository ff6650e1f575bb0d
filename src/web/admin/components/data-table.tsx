import type { ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { cx } from '../../components/ui/cx';
import { ChevronDownIcon, ChevronUpIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';

declare module '@tanstack/react-table' {
  // TanStack's extension point for per-column presentation; the type parameters must match its own.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers and money align right, so their digits line up. */
    align?: 'left' | 'right' | 'center';
    /** The header is for screen readers only (an actions column). */
    hideHeader?: boolean;
    /** Extra classes for the column's cells. */
    className?: string;
  }
}

export interface DataTableProps<T> {
  // `any`: a table's columns hold values of different types (TanStack's own signature).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** undefined while loading. */
  data: T[] | undefined;
  /** What the table lists: its caption, for screen readers (and its scroll region's name). */
  caption: string;
  /** Show the caption above the table too. */
  showCaption?: boolean;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
  getRowId?: (row: T) => string;
  /** Sorting: uncontrolled in the browser by default; pass these to sort on the server. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  manualSorting?: boolean;
  /** Row count of the loading skeleton. */
  skeletonRows?: number;
  /** `top` for rows of uneven height (details that open), `middle` otherwise. */
  verticalAlign?: 'top' | 'middle';
  /** Extra attributes of a row (a `data-` id for tests, a muted look for a disabled item). */
  rowProps?: (row: T) => { className?: string; [data: `data-${string}`]: string | undefined };
}

/**
 * A data table on TanStack Table (headless): a real <table> with a caption, column headers
 * that sort with the keyboard (aria-sort), right-aligned figures, a loading skeleton and an
 * empty state. Generic: each screen defines its columns and renders its own cells.
 */
export function DataTable<T>({
  columns,
  data,
  caption,
  showCaption = false,
  empty,
  getRowId,
  sorting,
  onSortingChange,
  manualSorting = false,
  skeletonRows = 5,
  rowProps,
  verticalAlign = 'middle',
}: DataTableProps<T>) {
  // TanStack Table keeps its own state and returns fresh functions; this project does not run
  // the React Compiler, so the rule's warning (no automatic memoizing here) costs nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    manualSorting,
    ...(getRowId ? { getRowId } : {}),
    ...(sorting ? { state: { sorting } } : {}),
    ...(onSortingChange ? { onSortingChange } : {}),
    enableSortingRemoval: false,
  });
  const loading = data === undefined;
  const columnCount = table.getVisibleLeafColumns().length;
  const align = (a: 'left' | 'right' | 'center' | undefined) =>
    a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left';

  return (
    <div
      role="region"
      aria-label={caption}
      // Keyboard users can scroll a table wider than the screen.
      tabIndex={0}
      // `relative`: a hidden header's sr-only text (absolute) stays inside the scroll box instead
      // of widening the whole page on a phone.
      className="relative overflow-x-auto rounded-lg border border-line bg-white shadow-card"
    >
      <table aria-busy={loading || undefined} className="w-full text-sm">
        <caption
          className={cx(showCaption ? 'px-4 pt-3 text-left font-semibold text-ink' : 'sr-only')}
        >
          {caption}
        </caption>
        <thead className="border-b border-line bg-surface">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={cx(
                      'px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
                      align(meta?.align),
                    )}
                  >
                    {meta?.hideHeader ? (
                      <span className="sr-only">{label}</span>
                    ) : header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded-sm uppercase hover:text-ink"
                      >
                        {label}
                        {sorted === 'asc' ? (
                          <ChevronUpIcon size={14} />
                        ) : sorted === 'desc' ? (
                          <ChevronDownIcon size={14} />
                        ) : (
                          <span className="inline-block w-3.5" />
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
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={`skeleton-${i}`}>
                {table.getVisibleLeafColumns().map((column) => (
                  <td key={column.id} className="px-4 py-3.5">
                    <Skeleton className="h-4 w-full max-w-40" />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && table.getRowModel().rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-4 py-10 text-center text-muted">
                {empty}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => {
            const extra = rowProps?.(row.original) ?? {};
            return (
              <tr key={row.id} {...extra} className={cx('hover:bg-surface', extra.className)}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cx(
                        'px-4 py-3',
                        verticalAlign === 'top' ? 'align-top' : 'align-middle',
                        align(meta?.align),
                        meta?.className,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
