import { useSearchParams } from 'react-router';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { FilterForm } from '#web/admin/lib/address-filters';
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

/** The audit log's filters, in the address (lib/address-filters.tsx): who, what, days. */
export function AuditFilters() {
  const t = useAuditT();
  const [params] = useSearchParams();
  const staff = useStaffList();

  const entityLabel = (entity: string) => {
    const key = `audit.entity.${entity}`;
    return auditTexts.has(key) ? t(key) : entity;
  };
  return (
    <FilterForm
      texts={{ label: t('audit.filters'), apply: t('audit.apply'), reset: t('audit.reset') }}
      filters={AUDIT_FILTERS}
      columns="lg:grid-cols-[1.4fr_1fr_1fr_1fr_auto]"
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
    </FilterForm>
  );
}
