import type { ColumnDef } from '@tanstack/react-table';

export interface Selection<T> {
  /** The ids (`getRowId`) of the chosen rows: kept by the page, so a choice survives paging. */
  selected: ReadonlySet<string>;
  onSelect: (rows: T[], checked: boolean) => void;
  /** The label of the header's box (every row of this page). */
  pageLabel: string;
  /** The label of a row's box. */
  rowLabel: (row: T) => string;
}

const checkboxClass = 'size-4.5 cursor-pointer accent-brand-700';

/** The selection's column: a box per row and one for the whole page. */
export function selectColumn<T>(rows: T[], selection: Selection<T>, idOf: (row: T) => string) {
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
