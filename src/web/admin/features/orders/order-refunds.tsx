import { Link } from 'react-router';
import type { AdminOrder } from '#contracts/admin/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { useOrdersT } from './i18n';

/**
 * After the sale: the order's withdrawals and complaints (each a link to its case) and its
 * refunds, with what went back and the VAT it corrects by rate.
 */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const t = useOrdersT();
  const locale = useAdminLocale();
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <Panel title={t('returns.title')}>
      <div className="flex flex-col gap-3 px-5 py-4 text-sm" data-testid="order-returns">
        <ul className="flex flex-col gap-1">
          {order.returns.map((r) => (
            <li key={r.id}>
              <Link to={`/admin/returns/${r.id}`} className="text-brand-700 hover:underline">
                {t(`returns.kind.${r.kind}`, { id: r.id })}
              </Link>
            </li>
          ))}
        </ul>
        {order.refunds.map((r) => (
          <p key={r.id} data-testid="order-refund" data-status={r.status}>
            <span className="font-medium tabular-nums">{money(r.amount)}</span> ·{' '}
            {t(`returns.refund.${r.status}`)}
          </p>
        ))}
        <p className="font-semibold" data-testid="order-refunded-total">
          {t('returns.refunded', { amount: money(order.refunded_total) })}
        </p>
        {order.refunded_vat.map((v) => (
          <p key={v.rate} className="text-xs text-muted">
            {t('returns.vat', { rate: v.rate, vat: money(v.vat) })}
          </p>
        ))}
      </div>
    </Panel>
  );
}
