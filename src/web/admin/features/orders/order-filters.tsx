import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '#contracts/admin/orders';
import { PAYMENT_STATUSES } from '#domain/payments/payment-state';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useOrdersT } from './i18n';
import { ORDER_FILTERS } from './order-queries';

/**
 * The list's filters live in the address (shareable, the back button works): submitting puts
 * the non-empty ones there and goes back to page 1.
 */
export function OrderFilters() {
  const t = useOrdersT();
  const [params, setParams] = useSearchParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setParams(next);
  };
  // Keyed by the address, so the back button shows the filters it brings back.
  return (
    <form
      key={params.toString()}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={apply}
      className="grid items-end gap-4 rounded-lg border border-line bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[1.6fr_1fr_1fr_1fr_1fr_auto]"
    >
      <Field label={t('filters.q')}>
        <Input
          type="search"
          name="q"
          size="sm"
          maxLength={100}
          placeholder={t('filters.qPlaceholder')}
          defaultValue={params.get('q') ?? ''}
          data-testid="orders-search"
        />
      </Field>
      <Field label={t('filters.status')}>
        <Select
          name="status"
          size="sm"
          defaultValue={params.get('status') ?? ''}
          data-testid="orders-status-filter"
        >
          <option value="">{t('filters.anyStatus')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.payment')}>
        <Select
          name="payment_status"
          size="sm"
          defaultValue={params.get('payment_status') ?? ''}
          data-testid="orders-payment-filter"
        >
          <option value="">{t('filters.anyPayment')}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`payment.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.from')}>
        <Input type="date" name="from" size="sm" defaultValue={params.get('from') ?? ''} />
      </Field>
      <Field label={t('filters.to')}>
        <Input type="date" name="to" size="sm" defaultValue={params.get('to') ?? ''} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" data-testid="orders-filter-apply">
          {t('filters.apply')}
        </Button>
        {ORDER_FILTERS.some((f) => params.has(f)) && (
          <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
