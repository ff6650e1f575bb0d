import { flexRender, type Header } from '@tanstack/react-table';
import { cx } from '#web/components/ui/cx';
import { ChevronDownIcon, ChevronUpIcon } from '#web/components/ui/icons';
import { alignClass, wideOnlyClass, type Density } from './data-table-columns';

export interface ServerSort {
  /** How the column of this `sortKey` sorts the list now, if it does. */
  sortOf: (key: string) => 'asc' | 'desc' | null;
  onSort: (key: string) => void;
}

/** A faint up-and-down arrow: this header sorts, it just does not sort now. */
function SortableIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="text-subtle/70">
      <path d="m8 9 4-4 4 4M8 15l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * One column header: a button when it sorts, on the server (`serverSort` and the column's
 * `sortKey`) or in the browser, with `aria-sort` saying how it sorts now.
 */
export function HeaderCell<T>({
  header,
  serverSort,
  space,
}: {
  header: Header<T, unknown>;
  serverSort: ServerSort | undefined;
  space: Density;
}) {
  const meta = header.column.columnDef.meta;
  const sortKey = serverSort && meta?.sortKey;
  const sorted = sortKey ? serverSort.sortOf(sortKey) : header.column.getIsSorted();
  const label = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cx(
        space.th,
        'text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
        alignClass(meta?.align),
        wideOnlyClass(meta?.wideOnly),
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
}
