import { useEffect, useState } from 'react';
import { href, Link } from 'react-router';
import { formatMoney, fromDecimal } from '#domain/money';
import { formatIban } from '#domain/payments/iban';
import {
  complaintPath,
  WITHDRAWAL_LINK_LABEL,
  withdrawalPath,
} from '#domain/returns/withdrawal-link';
import { buttonClasses } from '#web/components/ui/button';
import { FormMessage } from '#web/components/ui/form-message';
import { CheckCircleIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { useLoad } from '#web/lib/use-load';
import '#web/lib/i18n/later-messages';
import type { MessageKey } from '#web/lib/i18n/translate';
import { checkoutCalls } from './checkout-calls';

/** How often an online payment still pending is asked again (its webhook is on its way). */
const POLL_MS = 3_000;
const POLL_TIMES = 40;

/**
 * The confirmation and status page of one order, for whoever holds its status link (no account
 * needed): the order's status, its payment's state, a transfer's account, title and amount, and
 * the right of withdrawal. An online payment still pending is asked again for a while: Stripe
 * sends the shopper back here before its webhook may have arrived.
 */
export function OrderStatusView({
  orderId,
  token,
  placed,
}: {
  orderId: string;
  token: string;
  placed: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const loaded = useLoad(['order-status', orderId, token], (signal) =>
    checkoutCalls.status(orderId, token, signal),
  );
  const { retry } = loaded;
  const status = loaded.latest ?? null;
  const failed = loaded.error
    ? loaded.error instanceof ApiError && loaded.error.status === 404
      ? 'missing'
      : 'error'
    : null;
  // An online payment still pending: ask again a few times, as the provider's webhook lands.
  const [asked, setAsked] = useState(1);
  const waiting = status?.payment.method === 'online' && status.payment.status === 'pending';
  useEffect(() => {
    if (!waiting || loaded.loading || asked >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      setAsked((n) => n + 1);
      retry();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, loaded.loading, asked, retry]);

  if (failed)
    return (
      <FormMessage
        message={t(failed === 'missing' ? 'checkout.status.notFound' : 'checkout.status.failed')}
      />
    );
  if (!status)
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('checkout.status.loading')}
        </p>
        <Skeleton className="h-64" />
      </div>
    );

  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const { payment, shipment } = status;
  // A transfer still owed on an order already sent (staff sent it before the money came).
  const sent = status.status === 'shipped' || status.status === 'delivered';
  const row = 'flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      {placed && (
        <div className="flex items-center gap-3 rounded-xl border border-success-700/30 bg-success-50 p-4 text-success-700">
          <CheckCircleIcon size={28} className="shrink-0" />
          <p className="font-medium">{t('checkout.status.thanks')}</p>
        </div>
      )}
      <section
        aria-labelledby="status-title"
        className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="status-title" className="font-display text-h3 font-semibold">
          {t('checkout.status.order')}
        </h2>
        <dl className="flex flex-col gap-3">
          <div className={row}>
            <dt className="text-muted">{t('checkout.status.number')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="order-number">
              {status.number}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('checkout.status.status')}</dt>
            <dd data-testid="order-status" data-status={status.status}>
              {t(`order.status.${status.status}` as MessageKey)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('checkout.status.payment')}</dt>
            <dd
              data-testid="payment-status"
              data-method={payment.method}
              data-status={payment.status}
            >
              {t(`checkout.pay.${payment.method}`)} ·{' '}
              {t(`checkout.status.payment.${payment.status}`)}
            </dd>
          </div>
          {status.point && (
            <div className={row}>
              <dt className="text-muted">{t('checkout.status.point')}</dt>
              <dd data-testid="order-point" className="sm:text-right">
                <span className="font-medium">{status.point.id}</span>
                {status.point.address && <span className="block">{status.point.address}</span>}
              </dd>
            </div>
          )}
          {shipment && (
            <div className={row}>
              <dt className="text-muted">{t('checkout.status.shipment')}</dt>
              <dd data-testid="order-shipment" className="sm:text-right">
                {(shipment.carrier || shipment.tracking_number) && (
                  <span className="block">
                    {[shipment.carrier, shipment.tracking_number].filter(Boolean).join(' · ')}
                  </span>
                )}
                {shipment.delivered_at && (
                  <span className="block text-muted">
                    {t('checkout.status.deliveredOn', {
                      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                        new Date(shipment.delivered_at),
                      ),
                    })}
                  </span>
                )}
                {shipment.tracking_url && (
                  <a
                    href={shipment.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium underline"
                    data-testid="tracking-link"
                  >
                    {t('checkout.status.track')}
                  </a>
                )}
              </dd>
            </div>
          )}
          <div className={row}>
            <dt className="text-muted">{t('checkout.status.total')}</dt>
            <dd className="font-bold tabular-nums">{money(status.total)}</dd>
          </div>
        </dl>
      </section>

      {payment.transfer && (
        <section
          aria-labelledby="transfer-title"
          data-testid="transfer-details"
          className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <h2 id="transfer-title" className="font-display text-h3 font-semibold">
            {t('checkout.status.transfer')}
          </h2>
          <p className="text-muted">
            {t(sent ? 'checkout.status.transferTextSent' : 'checkout.status.transferText')}
          </p>
          <dl className="flex flex-col gap-3">
            <div className={row}>
              <dt className="text-muted">{t('checkout.status.transfer.recipient')}</dt>
              <dd>{payment.transfer.recipient}</dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('checkout.status.transfer.account')}</dt>
              <dd className="font-mono text-sm" data-testid="transfer-account">
                {formatIban(payment.transfer.account)}
              </dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('checkout.status.transfer.title')}</dt>
              <dd className="font-mono text-sm break-all" data-testid="transfer-title">
                {payment.transfer.title}
              </dd>
            </div>
            <div className={row}>
              <dt className="text-muted">{t('checkout.status.transfer.amount')}</dt>
              <dd className="font-bold tabular-nums" data-testid="transfer-amount">
                {money(payment.transfer.amount)}
              </dd>
            </div>
          </dl>
        </section>
      )}

      <section
        aria-labelledby="withdrawal-title"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="withdrawal-title" className="font-semibold">
          {t('checkout.status.withdrawal')}
        </h2>
        <p className="text-sm">{t('checkout.status.withdrawalText')}</p>
        <Link
          to={withdrawalPath(locale, { order: status.number, token })}
          className="self-start text-sm font-medium underline"
          data-testid="withdrawal-link"
        >
          {WITHDRAWAL_LINK_LABEL[locale]}
        </Link>
        <Link
          to={complaintPath(locale, { order: status.number, token })}
          className="self-start text-sm underline"
        >
          {t('returns.complaintLink')}
        </Link>
      </section>

      <Link to={href('/:locale', { locale })} className={buttonClasses({ variant: 'secondary' })}>
        {t('checkout.status.continue')}
      </Link>
    </div>
  );
}
