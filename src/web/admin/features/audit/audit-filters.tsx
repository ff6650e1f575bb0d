import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useStaffList } from '../staff/staff-queries';
import { auditTexts, useAuditT } from './i18n';

/** The nouns the back office writes (the audit log's `entity`). */
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'preset',
  'image',
  'product_document',
  'import',
  'staff',
  'request',
  'settings',
  'order',
  'return',
  'review',
  'content_post',
  'content_section',
  'content_image',
] as const;
export const AUDIT_FILTERS = ['staff_id', 'entity', 'from', 'to'] as const;

/**
 * The audit log's filters live in the address (shareable, back button works): submitting puts
 * the non-empty ones there and goes back to page 1.
 */
export function AuditFilters() {
  const t = useAuditT();
  const [params, setParams] = useSearchParams();
  const staff = useStaffList();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setParams(next);
  };
  const entityLabel = (entity: string) => {
    const key = `audit.entity.${entity}`;
    return auditTexts.has(key) ? t(key) : entity;
  };
  // The form is keyed by the address, so the back button shows the filters it brings back.
  return (
    <form
      key={params.toString()}
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={apply}
      className="grid items-end gap-4 rounded-lg border border-line bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_auto]"
    >
      <Field label={t('audit.staff')}>
        <Select name="staff_id" size="sm" defaultValue={params.get('staff_id') ?? ''}>
          <option value="">{t('audit.anyStaff')}</option>
          {staff.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.email}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('audit.entity')}>
        <Select name="entity" size="sm" defaultValue={params.get('entity') ?? ''}>
          <option value="">{t('audit.anyEntity')}</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {entityLabel(e)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('audit.from')}>
        <Input type="date" name="from" size="sm" defaultValue={params.get('from') ?? ''} />
      </Field>
      <Field label={t('audit.to')}>
        <Input type="date" name="to" size="sm" defaultValue={params.get('to') ?? ''} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('audit.apply')}
        </Button>
        {AUDIT_FILTERS.some((f) => params.has(f)) && (
          <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
            {t('audit.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
