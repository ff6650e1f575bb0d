import { useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '#contracts/admin/orders';
import { PAYMENT_STATUSES } from '#domain/payments/payment-state';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { FilterForm, FilterSelect } from '#web/admin/lib/address-filters';
import { useOrdersT } from './i18n';
import { ORDER_FILTERS } from './order-queries';

/** The list's filters, in the address (lib/address-filters.tsx): search, states, days. */
export function OrderFilters() {
  const t = useOrdersT();
  const [params] = useSearchParams();
  return (
    <FilterForm
      texts={{ label: t('filters.label'), apply: t('filters.apply'), reset: t('filters.reset') }}
      filters={ORDER_FILTERS}
      applyTestId="orders-filter-apply"
      columns="lg:grid-cols-3 xl:grid-cols-[1.6fr_1fr_1fr_1fr_1fr_auto]"
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
      <FilterSelect
        label={t('filters.status')}
        name="status"
        anyLabel={t('filters.anyStatus')}
        values={ORDER_STATUSES}
        labelOf={(s) => t(`status.${s}`)}
        testId="orders-status-filter"
      />
      <FilterSelect
        label={t('filters.payment')}
        name="payment_status"
        anyLabel={t('filters.anyPayment')}
        values={PAYMENT_STATUSES}
        labelOf={(s) => t(`payment.${s}`)}
        testId="orders-payment-filter"
      />
      <Field label={t('filters.from')}>
        <Input type="date" name="from" size="sm" defaultValue={params.get('from') ?? ''} />
      </Field>
      <Field label={t('filters.to')}>
        <Input type="date" name="to" size="sm" defaultValue={params.get('to') ?? ''} />
      </Field>
    </FilterForm>
  );
}
