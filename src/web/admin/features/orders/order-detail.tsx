import { Link } from 'react-router';
import type { AdminOrder } from '#contracts/admin/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { AdminPage, Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { ShipmentPanel } from '../shipping/shipment-panel';
import { DeliveryPanel, InvoicePanel, PaymentPanel } from './checkout-panels';
import { Facts } from './facts';
import { OrderHistory } from './order-history';
import { OrderRefunds } from './order-refunds';
import { useOrdersT } from './i18n';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';

/** One order: what was bought at which price, who to deliver it to, its status moves and history. */
export function OrderDetail({ order }: { order: AdminOrder }) {
  const t = useOrdersT();
  const locale = useAdminLocale();
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const none = t('detail.none');
  return (
    <AdminPage
      title={t('detail.title', { number: order.number })}
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
                        {line.withdrawal_exempt && (
                          <span className="mt-0.5 block text-xs text-muted">
                            {t('detail.withdrawalExempt')}
                          </span>
                        )}
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
                <tfoot className="border-t border-line">
                  {order.delivery && (
                    <tr>
                      <th scope="row" colSpan={3} className="px-5 py-1.5 text-left font-normal">
                        {t('delivery.title')}
                      </th>
                      <td className="px-5 py-1.5 text-right whitespace-nowrap tabular-nums">
                        {money(order.delivery.price)}
                      </td>
                    </tr>
                  )}
                  {order.discount > 0 && (
                    <tr>
                      <th scope="row" colSpan={3} className="px-5 py-1.5 text-left font-normal">
                        {t('detail.discount')}
                      </th>
                      <td className="px-5 py-1.5 text-right whitespace-nowrap tabular-nums">
                        −{money(order.discount)}
                      </td>
                    </tr>
                  )}
                  <tr className="font-semibold">
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
                  {order.vat.map((v) => (
                    <tr key={v.rate} className="text-muted" data-testid="order-vat-rate">
                      <th
                        scope="row"
                        colSpan={3}
                        className="px-5 py-1 text-left text-xs font-normal"
                      >
                        {t('detail.vatRow', {
                          rate: v.rate,
                          net: money(v.net),
                        })}
                      </th>
                      <td className="px-5 py-1 text-right text-xs whitespace-nowrap tabular-nums">
                        {money(v.vat)}
                      </td>
                    </tr>
                  ))}
                </tfoot>
              </table>
            </div>
          </Panel>
          {order.delivery && <DeliveryPanel delivery={order.delivery} />}
          <Panel title={t('detail.contact')}>
            <Facts
              rows={[
                [t('detail.name'), [order.name, order.surname].filter(Boolean).join(' ')],
                [t('detail.email'), order.email ?? none],
                [t('detail.phone'), order.phone],
                [t('detail.address'), order.address ?? none],
                [t('detail.comment'), order.comment ?? none],
                [t('detail.kind'), t(`kind.${order.kind}`)],
                [t('detail.language'), t(`locale.${order.locale}`)],
                [
                  t('detail.terms'),
                  order.terms_version === null
                    ? none
                    : t('detail.termsVersion', { version: order.terms_version }),
                  'order-terms-version',
                ],
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
          {order.payment_detail && (
            <PaymentPanel payment={order.payment_detail} orderId={order.id} />
          )}
          <ShipmentPanel orderId={order.id} confirmed={order.status === 'confirmed'} />
          <OrderRefunds order={order} />
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
          {order.delivery && <InvoicePanel invoice={order.invoice} />}
          <Panel title={t('history.title')}>
            <OrderHistory history={order.history} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
