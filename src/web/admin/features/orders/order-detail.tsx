import { Link } from 'react-router';
import type { AdminOrder } from '#contracts/admin/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { Panel } from '#web/admin/components/admin-page';
import { DetailLines, DetailPage, Facts } from '#web/admin/components/detail-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { ShipmentPanel } from '../shipping/shipment-panel';
import { DeliveryPanel, InvoicePanel, PaymentPanel } from './checkout-panels';
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
    <DetailPage
      title={t('detail.title', { number: order.number })}
      summary={
        <>
          <StatusBadge status={order.status} />
          <span>{formatDateTime(locale, order.created_at)}</span>
          <span className="font-mono text-xs break-all">{order.id}</span>
        </>
      }
      back={{ to: '/admin/orders', label: t('detail.back') }}
      moves={{ title: t('actions.title'), children: <StatusActions order={order} /> }}
      side={
        <>
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
        </>
      }
    >
      <Panel title={t('detail.lines')}>
        <div className="overflow-x-auto">
          <DetailLines
            testId="order-lines"
            headings={[
              t('detail.product'),
              t('detail.count'),
              t('detail.price'),
              t('detail.subtotal'),
            ]}
            foot={
              <>
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
                    <th scope="row" colSpan={3} className="px-5 py-1 text-left text-xs font-normal">
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
              </>
            }
          >
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
          </DetailLines>
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
    </DetailPage>
  );
}
