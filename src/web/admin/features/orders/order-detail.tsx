import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrder } from '#contracts/admin/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { AdminPage, Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { OrderHistory } from './order-history';
import { shortNumber, useOrdersT } from './i18n';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 px-5 py-4 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order: what was bought at which price, who to deliver it to, its status moves and history. */
export function OrderDetail({ order }: { order: AdminOrder }) {
  const t = useOrdersT();
  const locale = useAdminLocale();
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const none = t('detail.none');
  return (
    <AdminPage
      title={t('detail.title', { number: shortNumber(order.id) })}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={order.status} />
          <span>{formatDateTime(locale, order.created_at)}</span>
          <span className="font-mono text-xs break-all">{order.id}</span>
        </span>
      }
      actions={
        <Link to="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t('detail.back')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t('detail.lines')}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="order-lines">
                <thead className="border-b border-line bg-surface text-left text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className="px-5 py-2 font-semibold">
                      {t('detail.product')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('detail.count')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('detail.price')}
                    </th>
                    <th scope="col" className="px-5 py-2 text-right font-semibold">
                      {t('detail.subtotal')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {order.lines.map((line, i) => (
                    <tr key={`${line.product_id}-${i}`}>
                      <td className="px-5 py-2.5">
                        <Link
                          to={`/admin/products/${line.product_id}`}
                          className="text-brand-700 hover:underline"
                        >
                          {line.title}
                        </Link>
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{line.count}</td>
                      <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                        {money(line.price)}
                      </td>
                      <td className="px-5 py-2.5 text-right whitespace-nowrap tabular-nums">
                        {money(line.subtotal)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-line font-semibold">
                  <tr>
                    <th scope="row" colSpan={3} className="px-5 py-2.5 text-left">
                      {t('detail.total')}
                    </th>
                    <td
                      className="px-5 py-2.5 text-right whitespace-nowrap tabular-nums"
                      data-testid="order-total"
                    >
                      {money(order.total)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </Panel>
          <Panel title={t('detail.contact')}>
            <Facts
              rows={[
                [t('detail.name'), order.name],
                [t('detail.email'), order.email ?? none],
                [t('detail.phone'), order.phone],
                [t('detail.address'), order.address ?? none],
                [t('detail.comment'), order.comment ?? none],
                [t('detail.kind'), t(`kind.${order.kind}`)],
                [t('detail.language'), t(`locale.${order.locale}`)],
              ]}
            />
          </Panel>
        </div>
        {/* On a phone the status actions come first: moving the order is what staff come for. */}
        <div className="order-first flex min-w-0 flex-col gap-6 lg:order-none">
          <Panel title={t('actions.title')}>
            <div className="px-5 py-4">
              <StatusActions order={order} />
            </div>
          </Panel>
          {(order.carrier || order.tracking_number) && (
            <Panel title={t('detail.parcel')}>
              <Facts
                rows={[
                  [t('detail.carrier'), order.carrier ?? none],
                  [t('detail.tracking'), order.tracking_number ?? none],
                ]}
              />
            </Panel>
          )}
          <Panel title={t('history.title')}>
            <OrderHistory history={order.history} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
