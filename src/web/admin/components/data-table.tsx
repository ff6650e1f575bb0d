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
import { cx } from '#web/components/ui/cx';
import { ChevronDownIcon, ChevronUpIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';

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
    /** Extra classes for the column's header. */
    headerClassName?: string;
    /** The header sorts on the server under this key (`serverSort`). */
    sortKey?: string;
    /** Shown from 1024 px up (a 768 px tablet leaves it out). */
    wideOnly?: boolean;
  }
}

export interface Selection<T> {
  /** The ids (`getRowId`) of the chosen rows: kept by the page, so a choice survives paging. */
  selected: ReadonlySet<string>;
  onSelect: (rows: T[], checked: boolean) => void;
  /** The label of the header's box (every row of this page). */
  pageLabel: string;
  /** The label of a row's box. */
  rowLabel: (row: T) => string;
}

export interface ServerSort {
  /** How the column of this `sortKey` sorts the list now, if it does. */
  sortOf: (key: string) => 'asc' | 'desc' | null;
  onSort: (key: string) => void;
}

/** Row and cell spacing: `roomy` for short lists, `compact` for the long products list. */
const DENSITY = {
  roomy: {
    // `relative`: a hidden header's sr-only text (absolute) stays inside the scroll box instead
    // of widening the whole page on a phone.
    wrapper: 'relative',
    th: 'px-4 py-2.5',
    td: 'px-4 py-3',
    skeleton: 'px-4 py-3.5',
    empty: 'px-4 py-10 text-center text-muted',
  },
  compact: {
    wrapper: undefined,
    th: 'px-3 py-2.5 first:pl-4 last:pr-4',
    td: 'px-3 py-2.5 first:pl-4 last:pr-4',
    skeleton: 'px-3 py-4 first:pl-4 last:pr-4',
    empty: 'px-4 py-12 text-center',
  },
};

/** A faint up-and-down arrow: this header sorts, it just does not sort now. */
function SortableIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="text-subtle/70">
      <path d="m8 9 4-4 4 4M8 15l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const checkboxClass = 'size-4.5 cursor-pointer accent-brand-700';

/** The selection's column: a box per row and one for the whole page. */
function selectColumn<T>(rows: T[], selection: Selection<T>, idOf: (row: T) => string) {
  const allChecked = rows.length > 0 && rows.every((r) => selection.selected.has(idOf(r)));
  const someChecked = !allChecked && rows.some((r) => selection.selected.has(idOf(r)));
  return {
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={selection.pageLabel}
        checked={allChecked}
        ref={(el) => {
          if (el) el.indeterminate = someChecked;
        }}
        onChange={(e) => selection.onSelect(rows, e.target.checked)}
        disabled={rows.length === 0}
      />
    ),
    cell: ({ row }: { row: { original: T } }) => (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={selection.rowLabel(row.original)}
        checked={selection.selected.has(idOf(row.original))}
        onChange={(e) => selection.onSelect([row.original], e.target.checked)}
      />
    ),
    meta: { className: 'w-10 pr-0', headerClassName: 'w-10 pr-0' },
  } satisfies ColumnDef<T, unknown>;
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
  /** A box per row (needs `getRowId`); chosen rows are tinted. */
  selection?: Selection<T>;
  /** Headers with a `sortKey` sort on the server; no sorting in the browser then. */
  serverSort?: ServerSort;
  /** A newer answer is on its way: the old rows stay, dimmed. */
  refreshing?: boolean;
  density?: keyof typeof DENSITY;
}

/**
 * The back office's one data table, on TanStack Table (headless): a real <table> with a caption,
 * column headers that sort with the keyboard (aria-sort) in the browser or on the server,
 * right-aligned figures, a loading skeleton, an empty state, and an optional selection
 * (docs/decisions/018-back-office-app.md). Generic: each screen defines its columns and renders
 * its own cells.
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
  selection,
  serverSort,
  refreshing = false,
  density = 'roomy',
}: DataTableProps<T>) {
  const rows = data ?? [];
  const space = DENSITY[density];
  const idOf = (row: T) => getRowId?.(row) ?? '';
  const allColumns = selection ? [selectColumn(rows, selection, idOf), ...columns] : columns;
  // TanStack Table keeps its own state and returns fresh functions; this project does not run
  // the React Compiler, so the rule's warning (no automatic memoizing here) costs nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting || serverSort ? undefined : getSortedRowModel(),
    manualSorting: manualSorting || !!serverSort,
    enableSorting: !serverSort,
    ...(getRowId ? { getRowId } : {}),
    ...(sorting ? { state: { sorting } } : {}),
    ...(onSortingChange ? { onSortingChange } : {}),
    enableSortingRemoval: false,
  });
  const loading = data === undefined;
  const columnCount = table.getVisibleLeafColumns().length;
  const align = (a: 'left' | 'right' | 'center' | undefined) =>
    a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left';
  const visibility = (wideOnly: boolean | undefined) => wideOnly && 'hidden lg:table-cell';

  return (
    <div
      role="region"
      aria-label={caption}
      // Keyboard users can scroll a table wider than the screen.
      tabIndex={0}
      className={cx(
        space.wrapper,
        'overflow-x-auto rounded-lg border border-line bg-white shadow-card',
      )}
    >
      <table
        aria-busy={loading || refreshing || undefined}
        className={cx('w-full text-sm transition-opacity', refreshing && 'opacity-60')}
      >
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
                const sortKey = serverSort && meta?.sortKey;
                const sorted = sortKey ? serverSort.sortOf(sortKey) : header.column.getIsSorted();
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
                      space.th,
                      'text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
                      align(meta?.align),
                      visibility(meta?.wideOnly),
                      meta?.headerClassName,
                    )}
                  >
                    {meta?.hideHeader ? (
                      <span className="sr-only">{label}</span>
                    ) : sortKey ? (
                      <button
                        type="button"
                        onClick={() => serverSort.onSort(sortKey)}
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
                  <td
                    key={column.id}
                    className={cx(space.skeleton, visibility(column.columnDef.meta?.wideOnly))}
                  >
                    <Skeleton
                      className={column.id === 'select' ? 'size-4' : 'h-4 w-full max-w-40'}
                    />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && table.getRowModel().rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className={space.empty}>
                {empty}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => {
            const extra = rowProps?.(row.original) ?? {};
            const chosen = selection?.selected.has(row.id);
            return (
              <tr
                key={row.id}
                {...extra}
                className={cx(
                  'hover:bg-surface',
                  chosen && 'bg-brand-50/60 hover:bg-brand-50',
                  extra.className,
                )}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cx(
                        space.td,
                        verticalAlign === 'top' ? 'align-top' : 'align-middle',
                        align(meta?.align),
                        visibility(meta?.wideOnly),
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
