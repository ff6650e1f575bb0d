import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import { useAdminLocale, useAdminT } from '../i18n/use-admin-t';
import { formatNumber } from '../lib/format';
import { DataTable, type DataTableProps } from './data-table';

/** What `PagedTable` reads of a list's query: one page of rows, its size and the total. */
export interface PagedList<T> {
  data?: { items: T[]; limit: number; total: number } | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list paged by the address: its `DataTable` over one page of `list` with the `Pager` below,
 * or, when the page did not load, the failure with "try again". The table's own props pass
 * through; `loadFailed` replaces the shared words of the failure where a screen has its own.
 */
export function PagedTable<T>({
  list,
  page,
  loadFailed,
  ...table
}: Omit<DataTableProps<T>, 'data'> & {
  list: PagedList<T>;
  page: number;
  loadFailed?: { text: string; retry: string };
}) {
  const t = useAdminT();
  if (list.isError) {
    return (
      <LoadFailed
        text={loadFailed?.text ?? t('common.loadFailed')}
        retry={loadFailed?.retry ?? t('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <DataTable {...table} data={list.data?.items} />
      {list.data && <Pager page={page} limit={list.data.limit} total={list.data.total} />}
    </div>
  );
}

/**
 * Previous / next through a list whose page is the address's `page` parameter (the other
 * parameters, the filters, are kept), with "41–60 of 1,234" between.
 */
export function Pager({ page, limit, total }: { page: number; limit: number; total: number }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (total === 0) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const disabled = 'pointer-events-none opacity-50';
  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted tabular-nums">
        {t('common.showing', {
          from: formatNumber(locale, from),
          to: formatNumber(locale, to),
          total: formatNumber(locale, total),
        })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <ChevronLeftIcon size={16} />
              {t('common.previous')}
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: disabled })}
            >
              <ChevronLeftIcon size={16} />
              {t('common.previous')}
            </span>
          )}
          <span className="px-1 text-sm tabular-nums">{t('common.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link
              to={href(page + 1)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('common.next')}
              <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: disabled })}
            >
              {t('common.next')}
              <ChevronRightIcon size={16} />
            </span>
          )}
        </div>
      )}
    </nav>
  );
}
