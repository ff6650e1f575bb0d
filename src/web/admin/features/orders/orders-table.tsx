import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminOrderListItem } from '#contracts/admin/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { LoadFailed } from '#web/components/ui/empty-state';
import { DataTable } from '#web/admin/components/data-table';
import { Pager } from '#web/admin/components/pager';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { addressPage } from '#web/admin/lib/address-filters';
import { formatDateTime } from '#web/admin/lib/format';
import { BulkShipments } from '../shipping/bulk-shipments';
import { useShippingT } from '../shipping/i18n';
import { useOrdersT } from './i18n';
import { useOrderList } from './order-queries';
import { PaymentBadge } from './payment-badge';
import { StatusBadge } from './status-badge';

const column = createColumnHelper<AdminOrderListItem>();

/**
 * The orders, newest first, filtered and paged by the address; with `parcels`, a box per row and
 * the bulk shipments' bar (without InPost there is nothing to do with a selection).
 */
export function OrdersTable({ parcels }: { parcels: boolean }) {
  const t = useOrdersT();
  const locale = useAdminLocale();
  const [params] = useSearchParams();
  const page = addressPage(params);
  const orders = useOrderList(params);
  const ts = useShippingT();
  // The chosen orders survive paging: a parcel run may span pages.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onSelect = (rows: AdminOrderListItem[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (checked) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('list.number'),
        cell: ({ getValue, row }) => (
          <Link
            to={`/admin/orders/${row.original.id}`}
            className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
            aria-label={t('list.open', { number: getValue() })}
            data-testid="order-link"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', {
        header: t('list.placed'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatDateTime(locale, getValue())}</span>
        ),
      }),
      column.display({
        id: 'customer',
        header: t('list.customer'),
        cell: ({ row }) => (
          <span className="block min-w-40">
            <span className="block font-medium text-ink">{row.original.name}</span>
            <span className="block text-xs break-all text-muted">
              {[row.original.email, row.original.phone].filter(Boolean).join(' · ')}
            </span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('list.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      }),
      column.accessor('payment', {
        header: t('list.payment'),
        cell: ({ getValue }) => {
          const payment = getValue();
          if (!payment) return <span className="text-muted">{t('detail.none')}</span>;
          return (
            <span className="flex flex-col items-start gap-0.5">
              <PaymentBadge status={payment.status} />
              <span className="text-xs whitespace-nowrap text-muted">
                {t(`method.${payment.method}`)}
              </span>
            </span>
          );
        },
      }),
      column.accessor('total', {
        header: t('list.total'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(fromDecimal(getValue()), locale)}
          </span>
        ),
        meta: { align: 'right' },
      }),
    ],
    [t, locale],
  );

  if (orders.isError) {
    return (
      <LoadFailed
        text={t('common.loadFailed')}
        retry={t('common.retry')}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  // The number staff read for an order of this page (the selection holds its ids).
  const numberOf = (id: string) =>
    String(orders.data?.items.find((o) => o.id === id)?.number ?? id.slice(0, 8));
  return (
    <div className="flex flex-col gap-4">
      {parcels && (
        <BulkShipments
          ids={[...selected]}
          onDone={() => setSelected(new Set())}
          numberOf={numberOf}
        />
      )}
      <DataTable
        columns={columns}
        data={orders.data?.items}
        caption={t('list.caption')}
        getRowId={(o) => o.id}
        rowProps={(o) => ({ 'data-order-id': o.id })}
        {...(parcels && {
          selection: {
            selected,
            onSelect,
            pageLabel: ts('bulk.selectPage'),
            rowLabel: (o: AdminOrderListItem) => ts('bulk.selectOne', { number: String(o.number) }),
          },
        })}
        empty={
          <>
            <span className="block font-semibold text-ink">{t('list.empty')}</span>
            <span className="mt-1 block">{t('list.emptyText')}</span>
          </>
        }
      />
      {orders.data && <Pager page={page} limit={orders.data.limit} total={orders.data.total} />}
    </div>
  );
}
