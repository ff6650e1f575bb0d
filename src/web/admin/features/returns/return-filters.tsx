import { useSearchParams } from 'react-router';
import { RETURN_KINDS, LISTED_RETURN_STATUSES } from '#contracts/admin/returns';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { FilterForm, FilterSelect } from '#web/admin/lib/address-filters';
import { useReturnsT } from './i18n';
import { RETURN_FILTERS } from './returns-queries';

/** The list's filters, in the address as the orders list keeps its own (shareable, back works). */
export function ReturnFilters() {
  const t = useReturnsT();
  const [params] = useSearchParams();
  return (
    <FilterForm
      texts={{ label: t('filters.label'), apply: t('filters.apply'), reset: t('filters.reset') }}
      filters={RETURN_FILTERS}
      applyTestId="returns-filter-apply"
      columns="lg:grid-cols-[1fr_1fr_1fr_auto_auto]"
    >
      <FilterSelect
        label={t('filters.kind')}
        name="kind"
        anyLabel={t('filters.anyKind')}
        values={RETURN_KINDS}
        labelOf={(k) => t(`kind.${k}`)}
        testId="returns-kind-filter"
      />
      <FilterSelect
        label={t('filters.status')}
        name="status"
        anyLabel={t('filters.anyStatus')}
        values={LISTED_RETURN_STATUSES}
        labelOf={(s) => t(`status.${s}`)}
        testId="returns-status-filter"
      />
      <Field label={t('filters.order')}>
        <Input
          type="search"
          name="order_id"
          size="sm"
          inputMode="numeric"
          maxLength={36}
          defaultValue={params.get('order_id') ?? ''}
          data-testid="returns-order-filter"
        />
      </Field>
      <label className="flex min-h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="overdue"
          value="true"
          defaultChecked={params.get('overdue') === 'true'}
          className="size-4 accent-brand-600"
          data-testid="returns-overdue-filter"
        />
        {t('filters.overdue')}
      </label>
    </FilterForm>
  );
}
