import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RETURN_KINDS, LISTED_RETURN_STATUSES } from '#contracts/admin/returns';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useReturnsT } from './i18n';
import { RETURN_FILTERS } from './returns-queries';

/** The list's filters, in the address as the orders list keeps its own (shareable, back works). */
export function ReturnFilters() {
  const t = useReturnsT();
  const [params, setParams] = useSearchParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setParams(next);
  };
  return (
    <form
      key={params.toString()}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={apply}
      className="grid items-end gap-4 rounded-lg border border-line bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto]"
    >
      <Field label={t('filters.kind')}>
        <Select
          name="kind"
          size="sm"
          defaultValue={params.get('kind') ?? ''}
          data-testid="returns-kind-filter"
        >
          <option value="">{t('filters.anyKind')}</option>
          {RETURN_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.status')}>
        <Select
          name="status"
          size="sm"
          defaultValue={params.get('status') ?? ''}
          data-testid="returns-status-filter"
        >
          <option value="">{t('filters.anyStatus')}</option>
          {LISTED_RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
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
      <div className="flex gap-2">
        <Button type="submit" size="sm" data-testid="returns-filter-apply">
          {t('filters.apply')}
        </Button>
        {RETURN_FILTERS.some((f) => params.has(f)) && (
          <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
