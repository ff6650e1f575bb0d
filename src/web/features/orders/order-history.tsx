import type { Order } from '#contracts/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { Badge } from '#web/components/ui/badge';
import { Skeleton } from '#web/components/ui/skeleton';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { useLoad } from '#web/lib/use-load';
import '#web/lib/i18n/later-messages';
import type { MessageKey } from '#web/lib/i18n/translate';
import { orderCalls } from './order-calls';

/** When the order reached each status (the shop's staff stay unnamed). */
function StatusSteps({ order, date }: { order: Order; date: Intl.DateTimeFormat }) {
  const t = useT();
  if (order.history.length < 2) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-brand-700">{t('order.history.steps')}</summary>
      <ol className="mt-1 flex flex-col gap-0.5 text-muted" data-testid="order-history">
        {order.history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.created_at}>{date.format(new Date(h.created_at))}</time>
            {' — '}
            {t(`order.status.${h.status}` as MessageKey)}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The account's order history (`GET /api/client/orders`), newest first. */
export function OrderHistory() {
  const t = useT();
  const locale = useLocale();
  const loaded = useLoad(['orders'], () => orderCalls.list());
  const orders = loaded.data;
  const failed = loaded.error !== undefined;

  if (failed) return <p className="text-muted">{t('order.history.failed')}</p>;
  if (!orders)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (orders.length === 0) return <p className="text-muted">{t('auth.account.ordersEmpty')}</p>;

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="flex w-full flex-col divide-y divide-line">
      {orders.map((order) => (
        <li key={order.order_id} data-order-id={order.order_id} className="py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">
              {t('cart.order.number', { id: order.order_id.slice(0, 8) })}
            </p>
            <p className="font-semibold tabular-nums">
              {formatMoney(fromDecimal(order.total), locale)}
            </p>
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
            <time dateTime={order.created_at}>{date.format(new Date(order.created_at))}</time>
            <span data-testid="order-status" data-status={order.status}>
              <Badge tone={order.status === 'cancelled' ? 'neutral' : 'brand'}>
                {t(`order.status.${order.status}` as MessageKey)}
              </Badge>
            </span>
          </p>
          {(order.carrier || order.tracking_number) && (
            <p className="mt-0.5 text-sm text-muted">
              {t('order.tracking', {
                parcel: [order.carrier, order.tracking_number].filter(Boolean).join(' · '),
              })}
            </p>
          )}
          <ul className="mt-1 text-sm">
            {order.lines.map((line) => (
              <li key={line.id}>
                {line.title} × {line.count}
              </li>
            ))}
          </ul>
          <StatusSteps order={order} date={date} />
        </li>
      ))}
    </ul>
  );
}
