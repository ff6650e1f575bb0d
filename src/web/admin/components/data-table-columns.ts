import type { RowData } from '@tanstack/react-table';

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

/** A column's text alignment, for its header and its cells alike. */
export const alignClass = (a: 'left' | 'right' | 'center' | undefined) =>
  a === 'right' ? 'text-right' : a === 'center' ? 'text-center' : 'text-left';

/** A `wideOnly` column is hidden below 1024 px, header, skeleton and cells alike. */
export const wideOnlyClass = (wideOnly: boolean | undefined) => wideOnly && 'hidden lg:table-cell';

/** Row and cell spacing: `roomy` for short lists, `compact` for the long products list. */
export const DENSITY = {
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

export type Density = (typeof DENSITY)[keyof typeof DENSITY];
