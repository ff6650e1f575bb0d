import type { ReactNode } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { cx } from '#web/components/ui/cx';
import { TableBody, type RowProps } from './data-table-body';
import { DENSITY } from './data-table-columns';
import { HeaderCell, type ServerSort } from './data-table-header';
import { selectColumn, type Selection } from './data-table-select';

export type { Selection, ServerSort };

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
  rowProps?: RowProps<T>;
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
 * column headers that sort with the keyboard (aria-sort) in the browser or on the server
 * (data-table-header.tsx), right-aligned figures, a loading skeleton and an empty state
 * (data-table-body.tsx), and an optional selection (data-table-select.tsx); the columns' own
 * presentation is in data-table-columns.ts (docs/decisions/018-back-office-app.md). Generic: each
 * screen defines its columns and renders its own cells.
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
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} serverSort={serverSort} space={space} />
              ))}
            </tr>
          ))}
        </thead>
        <TableBody
          table={table}
          loading={loading}
          skeletonRows={skeletonRows}
          empty={empty}
          rowProps={rowProps}
          isChosen={(id) => selection?.selected.has(id) ?? false}
          verticalAlign={verticalAlign}
          space={space}
        />
      </table>
    </div>
  );
}
