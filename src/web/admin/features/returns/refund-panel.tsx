import { useState } from 'react';
import { adminRefundRequest, BANK_REFUND, type AdminReturn } from '#contracts/admin/returns';
import { formatMoney, fromDecimal } from '#domain/money';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { problemText, useReturnsT } from './i18n';
import { useRefund, useRefundSent } from './returns-queries';

const newKey = () => `refund-${crypto.randomUUID()}`;

/**
 * The return's refunds (each with the VAT it corrects) and the refund form: the default amount
 * filled in, which staff may only lower. The form keeps one idempotency key until a refund is
 * made, so a double click or a retry after a lost answer is the same refund.
 */
export function RefundPanel({ ret }: { ret: AdminReturn }) {
  const t = useReturnsT();
  const locale = useAdminLocale();
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const refund = useRefund(ret.id);
  const sent = useRefundSent(ret.id);
  const [key, setKey] = useState(newKey);
  const [notice, setNotice] = useState<string | null>(null);
  // An online payment is refunded by the provider that took it (its name is the refund's method).
  const provider = ret.order.payment?.method === 'online' ? ret.order.payment.provider : null;
  const methodText = (method: string) =>
    method === BANK_REFUND
      ? t('refund.method.bank')
      : t('refund.method.online', { provider: method });
  const form = useAdminForm({
    schema: adminRefundRequest,
    read: (el) => {
      const raw = String(new FormData(el).get('amount') ?? '')
        .replace(',', '.')
        .trim();
      return raw === '' ? {} : { amount: Number(raw) };
    },
    submit: async (body) => {
      const made = await refund.mutateAsync({ amount: body.amount, key });
      setKey(newKey());
      const status = t(`refund.status.${made.refund.status}`);
      setNotice(t('refund.made', { amount: money(made.refund.amount), status }));
    },
    describeError: (e: ApiError) => (e.status === 502 ? t('refund.failed') : null),
  });
  const amountError = form.fieldError('amount');
  const pendingBank = ret.refunds.some((r) => r.method === BANK_REFUND && r.status === 'pending');

  return (
    <Panel title={t('refund.title')}>
      <div className="flex flex-col gap-4 px-5 py-4 text-sm" data-testid="refund-panel">
        <p role="status" className="font-medium text-brand-700 empty:hidden">
          {notice}
        </p>
        {ret.refunds.length === 0 ? (
          <p className="text-muted">{t('refund.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {ret.refunds.map((r) => (
              <li key={r.id} data-testid="refund" data-status={r.status} data-method={r.method}>
                <span className="font-medium tabular-nums">{money(r.amount)}</span> ·{' '}
                {methodText(r.method)} · {t(`refund.status.${r.status}`)}
                {r.vat.map((v) => (
                  <span key={v.rate} className="block text-xs text-muted">
                    {t('refund.vat', { rate: v.rate, vat: money(v.vat) })}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
        {pendingBank && (
          <Button
            size="sm"
            variant="secondary"
            loading={sent.isPending}
            data-testid="refund-mark-sent"
            onClick={() =>
              void sent.mutateAsync().then(
                () => setNotice(t('refund.sent')),
                () => setNotice(t('common.loadFailed')),
              )
            }
          >
            {t('refund.markSent')}
          </Button>
        )}
        {ret.can_refund && (
          <form onSubmit={form.onSubmit} className="flex flex-col gap-3" noValidate>
            <FormMessage message={form.formError} />
            <Field
              label={t('refund.amount')}
              hint={t('refund.hint', { amount: money(ret.refund_default) })}
              error={problemText(t, amountError)}
            >
              <Input
                name="amount"
                inputMode="decimal"
                defaultValue={ret.refund_default.toFixed(2)}
                key={ret.refund_default}
                data-testid="refund-amount"
              />
            </Field>
            <p className="text-xs text-muted">
              {t('refund.limit', { amount: money(ret.refundable) })}
              <br />
              {provider
                ? t('refund.toProvider', { provider })
                : ret.bank_account
                  ? t('refund.toBank', { account: ret.bank_account })
                  : t('refund.noBank')}
            </p>
            <Button type="submit" loading={form.pending} data-testid="refund-submit">
              {t('refund.submit')}
            </Button>
          </form>
        )}
      </div>
    </Panel>
  );
}
