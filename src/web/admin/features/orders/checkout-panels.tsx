import { useState } from 'react';
import type { AdminOrder } from '#contracts/admin/orders';
import { formatMoney, fromDecimal } from '#domain/money';
import { Button } from '#web/components/ui/button';
import { Panel } from '#web/admin/components/admin-page';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { Facts } from '#web/admin/components/detail-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { formatDateTime } from '#web/admin/lib/format';
import { useOrdersT } from './i18n';
import { useMarkPaid } from './order-queries';
import { PaymentBadge } from './payment-badge';

function useMoney() {
  const locale = useAdminLocale();
  return (amount: number) => formatMoney(fromDecimal(amount), locale);
}

/** How the order travels: the method, its price, and the address or the parcel-locker point. */
export function DeliveryPanel({ delivery }: { delivery: NonNullable<AdminOrder['delivery']> }) {
  const t = useOrdersT();
  const money = useMoney();
  const kind = delivery.kind;
  const address = delivery.address;
  return (
    <Panel title={t('delivery.title')}>
      <div data-testid="order-delivery">
        <Facts
          rows={[
            [
              t('delivery.method'),
              kind === 'courier' || kind === 'locker' || kind === 'pickup'
                ? `${t(`delivery.kind.${kind}`)} (${delivery.method})`
                : delivery.method,
              'order-delivery-method',
            ],
            [t('delivery.price'), money(delivery.price)],
            ...(address
              ? ([
                  [
                    t('detail.address'),
                    `${address.street}\n${address.postal_code} ${address.city}\n${address.country}`,
                  ],
                ] as Array<[string, string]>)
              : []),
            ...(delivery.point
              ? ([[t('delivery.point'), delivery.point, 'order-delivery-point']] as Array<
                  [string, string, string]
                >)
              : []),
            ...(delivery.point_address
              ? ([
                  [
                    t('delivery.pointAddress'),
                    delivery.point_address,
                    'order-delivery-point-address',
                  ],
                ] as Array<[string, string, string]>)
              : []),
          ]}
        />
      </div>
    </Panel>
  );
}

/**
 * The payment apart from the order's status: method, state, amount and the provider's events.
 * A pending transfer (or cash on delivery handed over) is recorded as paid here, after a question.
 */
export function PaymentPanel({
  payment,
  orderId,
}: {
  payment: NonNullable<AdminOrder['payment_detail']>;
  orderId: string;
}) {
  const t = useOrdersT();
  const locale = useAdminLocale();
  const money = useMoney();
  const markPaid = useMarkPaid(orderId);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A transfer waiting for its money, or cash the courier collected; online payments move by
  // their provider's webhooks alone.
  const canMarkPaid =
    (payment.status === 'pending' && payment.method === 'transfer') ||
    payment.status === 'on_delivery';
  return (
    <Panel title={t('payment.title')}>
      <div data-testid="order-payment">
        <Facts
          rows={[
            [t('payment.method'), t(`method.${payment.method}`), 'order-payment-method'],
            [t('payment.state'), <PaymentBadge key="s" status={payment.status} />],
            [t('payment.amount'), money(payment.amount)],
          ]}
        />
        {payment.events.length > 0 && (
          <div className="border-t border-line px-5 py-3">
            <h3 className="mb-2 text-xs font-semibold text-muted uppercase">
              {t('payment.events')}
            </h3>
            <ol className="flex flex-col gap-1.5 text-sm" data-testid="order-payment-events">
              {payment.events.map((e, i) => (
                <li key={`${e.created_at}-${i}`} className="flex flex-wrap gap-x-2">
                  <span className="font-mono text-xs break-all">{e.type}</span>
                  <span className="text-muted">{e.outcome}</span>
                  <span className="text-xs text-muted">{formatDateTime(locale, e.created_at)}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        <div className="flex flex-col gap-2 border-t border-line px-5 py-3 empty:hidden">
          <p role="status" className="text-sm font-medium text-brand-700 empty:hidden">
            {notice}
          </p>
          {canMarkPaid && (
            <div>
              <Button
                size="sm"
                aria-haspopup="dialog"
                onClick={() => setAsking(true)}
                data-testid="order-mark-paid"
              >
                {t('payment.markPaid')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('payment.markPaidTitle')}
        confirmLabel={t('payment.markPaid')}
        tone="primary"
        onConfirm={async () => {
          await markPaid.mutateAsync();
          setNotice(t('payment.markedPaid'));
        }}
        describeError={(e) =>
          e instanceof ApiError && e.status === 409 ? t('payment.markPaidConflict') : null
        }
      >
        <p className="text-sm">{t('payment.markPaidText', { amount: money(payment.amount) })}</p>
      </ConfirmDialog>
    </Panel>
  );
}

/** The invoice the shopper asked for: stored with the order and exported in the orders CSV. */
export function InvoicePanel({ invoice }: { invoice: AdminOrder['invoice'] }) {
  const t = useOrdersT();
  return (
    <Panel title={t('invoice.title')}>
      <div data-testid="order-invoice">
        {invoice ? (
          <Facts
            rows={[
              [t('invoice.company'), invoice.company],
              [t('invoice.nip'), invoice.nip, 'order-invoice-nip'],
              [t('detail.address'), `${invoice.street}\n${invoice.postal_code} ${invoice.city}`],
            ]}
          />
        ) : (
          <p className="px-5 py-4 text-sm text-muted">{t('invoice.none')}</p>
        )}
      </div>
    </Panel>
  );
}
