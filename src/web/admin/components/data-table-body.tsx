import type { ReactNode } from 'react';
import { flexRender, type Table } from '@tanstack/react-table';
import { cx } from '#web/components/ui/cx';
import { Skeleton } from '#web/components/ui/skeleton';
import { alignClass, wideOnlyClass, type Density } from './data-table-columns';

/** Extra attributes of a row (a `data-` id for tests, a muted look for a disabled item). */
export type RowProps<T> = (row: T) => {
  className?: string;
  [data: `data-${string}`]: string | undefined;
};

/**
 * The table's body: skeleton rows while loading, the empty state when there is nothing, and
 * otherwise the rows, chosen ones tinted.
 */
export function TableBody<T>({
  table,
  loading,
  skeletonRows,
  empty,
  rowProps,
  isChosen,
  verticalAlign,
  space,
}: {
  table: Table<T>;
  loading: boolean;
  skeletonRows: number;
  empty: ReactNode;
  rowProps: RowProps<T> | undefined;
  isChosen: (rowId: string) => boolean;
  verticalAlign: 'top' | 'middle';
  space: Density;
}) {
  const columns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  return (
    <tbody className="divide-y divide-line">
      {loading &&
        Array.from({ length: skeletonRows }, (_, i) => (
          <tr key={`skeleton-${i}`}>
            {columns.map((column) => (
              <td
                key={column.id}
                className={cx(space.skeleton, wideOnlyClass(column.columnDef.meta?.wideOnly))}
              >
                <Skeleton className={column.id === 'select' ? 'size-4' : 'h-4 w-full max-w-40'} />
              </td>
            ))}
          </tr>
        ))}
      {!loading && rows.length === 0 && (
        <tr>
          <td colSpan={columns.length} className={space.empty}>
            {empty}
          </td>
        </tr>
      )}
      {rows.map((row) => {
        const extra = rowProps?.(row.original) ?? {};
        return (
          <tr
            key={row.id}
            {...extra}
            className={cx(
              'hover:bg-surface',
              isChosen(row.id) && 'bg-brand-50/60 hover:bg-brand-50',
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
                    alignClass(meta?.align),
                    wideOnlyClass(meta?.wideOnly),
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
  );
}
