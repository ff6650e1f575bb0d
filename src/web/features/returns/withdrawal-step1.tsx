import { useMemo, useState } from 'react';
import {
  withdrawalRequest,
  type WithdrawalCreated,
  type WithdrawalOrder,
} from '#contracts/returns';
import { formatMoney, fromDecimal } from '#domain/money';
import { refundAmount } from '#domain/returns/refund-amount';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input, Textarea } from '#web/components/ui/input';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useZodForm } from '#web/lib/use-zod-form';
import { returnsCalls, type OrderWho } from './returns-calls';

/** The estimate as the refund will compute it (domain/returns/refund-amount.ts), in grosze. */
function estimateOf(order: WithdrawalOrder, counts: Record<number, number>) {
  return refundAmount({
    lines: order.lines.map((l) => ({
      id: l.product_id,
      count: l.count,
      unitPriceMinor: fromDecimal(l.price),
      discountMinor: fromDecimal(l.discount),
      returnedBefore: l.returned_before,
    })),
    returned: Object.entries(counts).map(([id, count]) => ({ lineId: Number(id), count })),
    deliveryPaidMinor: fromDecimal(order.delivery_refund),
    deliveryOptions: [],
  });
}

/**
 * Step 1: which units, a reason if the shopper wants to give one, the bank account when the
 * refund goes by transfer, and the estimate. Everything that may be withdrawn is chosen at first.
 */
export function WithdrawalStep1({
  order,
  who,
  onStarted,
}: {
  order: WithdrawalOrder;
  who: OrderWho;
  onStarted: (created: WithdrawalCreated, reason: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.product_id, l.left])),
  );
  const estimate = useMemo(() => estimateOf(order, counts), [order, counts]);
  const money = (minor: number) => formatMoney(minor, locale);
  const form = useZodForm(
    withdrawalRequest,
    async (values) => {
      const created = await returnsCalls.start(locale, values);
      onStarted(created, values.reason ?? '');
    },
    {
      read: (f) => {
        const data = new FormData(f);
        const text = (name: string) => String(data.get(name) ?? '').trim();
        return {
          ...who,
          lines: Object.entries(counts)
            .filter(([, count]) => count > 0)
            .map(([id, count]) => ({ product_id: Number(id), count })),
          ...(text('reason') ? { reason: text('reason') } : {}),
          ...(order.bank_account_needed ? { bank_account: text('bank_account') } : {}),
        };
      },
    },
  );
  const chosen = Object.values(counts).some((c) => c > 0);
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5">
      <h2 className="font-display text-h3 font-semibold">{t('returns.step1.title')}</h2>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('returns.step1.lines')}</legend>
        {order.lines.map((l) => (
          <div
            key={l.product_id}
            data-testid="withdrawal-line"
            data-product-id={l.product_id}
            className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="font-medium break-words">{l.title}</span>
            {l.made_to_order || l.left === 0 ? (
              <span className="text-sm text-muted" data-testid="withdrawal-line-exempt">
                {l.made_to_order ? t('returns.step1.madeToOrder') : t('returns.step1.done')}
              </span>
            ) : (
              <label className="flex items-center gap-2 text-sm">
                <span className="sr-only">{t('returns.step1.count', { title: l.title })}</span>
                <span className="w-20 shrink-0">
                  <Input
                    type="number"
                    min={0}
                    max={l.left}
                    value={counts[l.product_id] ?? 0}
                    onChange={(e) => {
                      const n = Math.max(
                        0,
                        Math.min(l.left, Math.floor(Number(e.target.value) || 0)),
                      );
                      setCounts((c) => ({ ...c, [l.product_id]: n }));
                    }}
                    data-testid="withdrawal-count"
                  />
                </span>
                <span className="whitespace-nowrap text-muted">
                  {t('returns.step1.of', { count: l.left })}
                </span>
              </label>
            )}
          </div>
        ))}
        {form.fieldError('lines') && (
          <p className="text-sm text-danger-700">{form.fieldError('lines')}</p>
        )}
      </fieldset>
      <Field
        label={t('returns.step1.reason')}
        hint={t('returns.step1.reasonHint')}
        error={form.fieldError('reason')}
      >
        <Textarea name="reason" rows={3} maxLength={2000} />
      </Field>
      {order.bank_account_needed && (
        <Field
          label={t('returns.step1.bank')}
          hint={t('returns.step1.bankHint')}
          error={form.fieldError('bank_account')}
          required
        >
          <Input name="bank_account" autoComplete="off" spellCheck={false} />
        </Field>
      )}
      <div className="rounded-lg bg-surface p-4" aria-live="polite">
        <p className="flex justify-between gap-4 font-semibold">
          <span>{t('returns.step1.estimate')}</span>
          <span className="tabular-nums" data-testid="refund-estimate">
            {money(estimate.totalMinor)}
          </span>
        </p>
        {estimate.deliveryMinor > 0 && (
          <p className="text-sm text-muted">
            {t('returns.step1.estimateDelivery', { amount: money(estimate.deliveryMinor) })}
          </p>
        )}
      </div>
      <FormMessage message={form.formError ?? (chosen ? null : t('returns.step1.nothing'))} />
      <Button type="submit" disabled={form.pending || !chosen} className="self-start">
        {t('returns.step1.next')}
      </Button>
    </form>
  );
}
