import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminReturnListItem } from '#contracts/admin/returns';
import { PagedTable } from '#web/admin/components/pager';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { addressPage } from '#web/admin/lib/address-filters';
import { formatDateTime } from '#web/admin/lib/format';
import { useReturnsT } from './i18n';
import { KindBadge, OverdueBadge, ReturnStatusBadge } from './return-badges';
import { useReturnList } from './returns-queries';

const column = createColumnHelper<AdminReturnListItem>();

/** Withdrawals and complaints, newest first, filtered and paged by the address. */
export function ReturnsTable() {
  const t = useReturnsT();
  const locale = useAdminLocale();
  const [params] = useSearchParams();
  const page = addressPage(params);
  const list = useReturnList(params);
  const when = (value: string | null) =>
    value ? <span className="whitespace-nowrap">{formatDateTime(locale, value)}</span> : '—';

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: '#',
        cell: ({ getValue }) => (
          <Link
            to={`/admin/returns/${getValue()}`}
            className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
            aria-label={t('list.open', { id: getValue() })}
            data-testid="return-link"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('kind', {
        header: t('list.kind'),
        cell: ({ getValue }) => <KindBadge kind={getValue()} />,
      }),
      column.display({
        id: 'order',
        header: t('list.order'),
        cell: ({ row }) => (
          <span className="block min-w-32">
            <Link
              to={`/admin/orders/${row.original.order_id}`}
              className="font-mono text-brand-700 hover:underline"
            >
              {row.original.order_number}
            </Link>
            <span className="block text-xs text-muted">{row.original.name}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('list.status'),
        cell: ({ getValue }) => <ReturnStatusBadge status={getValue()} />,
      }),
      column.accessor('received_at', {
        header: t('list.received'),
        cell: ({ getValue }) => when(getValue()),
      }),
      column.accessor('due_by', {
        header: t('list.due'),
        cell: ({ row }) => (
          <span className="flex flex-col items-start gap-0.5">
            {when(row.original.due_by)}
            {row.original.overdue && <OverdueBadge />}
          </span>
        ),
      }),
      column.accessor('lines', {
        header: t('list.lines'),
        cell: ({ getValue }) => (
          <span className="block min-w-40 text-xs">
            {getValue()
              .map((l) => `${l.title} × ${l.count}`)
              .join(', ')}
          </span>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `when` reads only the locale
    [t, locale],
  );

  return (
    <PagedTable
      list={list}
      page={page}
      // The returns screens' own words for a failure (English differs from the shared ones).
      loadFailed={{ text: t('common.loadFailed'), retry: t('common.retry') }}
      columns={columns}
      caption={t('list.caption')}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-return-id': String(r.id), 'data-overdue': String(r.overdue) })}
      empty={
        <>
          <span className="block font-semibold text-ink">{t('list.empty')}</span>
          <span className="mt-1 block">{t('list.emptyText')}</span>
        </>
      }
    />
  );
}
