import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { RequestStatus, RequestSummary } from '#contracts/admin/requests';
import { PagedTable } from '#web/admin/components/pager';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { useRequestsT } from './i18n';
import { formatDateTime } from '#web/admin/lib/format';
import { useRequestList } from './request-queries';
import { RequestStatusBadge } from './request-status';

const column = createColumnHelper<RequestSummary>();

/** The inbox: newest first, one status or all, paged by the address. */
export function RequestTable({ status, page }: { status: RequestStatus | null; page: number }) {
  const t = useRequestsT();
  const locale = useAdminLocale();
  const list = useRequestList(status, page);
  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: t('req.when'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatDateTime(locale, getValue())}</span>
        ),
      }),
      column.accessor('name', {
        header: t('req.from'),
        cell: ({ row }) => (
          <Link
            to={`/admin/requests/${row.original.id}`}
            aria-label={t('req.open', { id: row.original.id })}
            className="flex flex-col font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <span>{row.original.name}</span>
            <span className="text-xs font-normal break-all text-muted">{row.original.email}</span>
          </Link>
        ),
      }),
      column.accessor('product_title', { header: t('req.product') }),
      column.accessor('excerpt', {
        header: t('req.message'),
        enableSorting: false,
        meta: { className: 'min-w-56 max-w-md text-muted' },
      }),
      column.accessor('status', {
        header: t('req.status'),
        cell: ({ getValue }) => <RequestStatusBadge status={getValue()} />,
      }),
    ],
    [t, locale],
  );
  return (
    <PagedTable
      list={list}
      page={page}
      columns={columns}
      caption={t('req.list')}
      empty={t('req.empty')}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-request-id': String(r.id) })}
      verticalAlign="top"
    />
  );
}
