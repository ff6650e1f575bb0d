import { Link } from 'react-router';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { Panel } from '#web/admin/components/admin-page';
import { useManufacturersT } from './i18n';
import { useManufacturers } from './manufacturer-queries';

/** The settings form's field name; '' is "none". */
export const DEFAULT_MANUFACTURER_FIELD = 'default_manufacturer_id';

/** The settings form's value of the field: null for none, else the id. */
export function readDefaultManufacturer(data: FormData): number | null {
  const value = String(data.get(DEFAULT_MANUFACTURER_FIELD) ?? '');
  return value === '' ? null : Number(value);
}

/**
 * Settings: the manufacturer of every product that names none (GPSR; decision 053), usually the
 * shop itself. Without one, such products cannot be published.
 */
export function DefaultManufacturerPanel({
  value,
  error,
}: {
  value: number | null;
  error: string | undefined;
}) {
  const t = useManufacturersT();
  const list = useManufacturers();
  return (
    <Panel title={t('def.title')}>
      <div className="flex flex-col gap-3 p-5">
        <Field label={t('def.label')} hint={t('def.hint')} error={error}>
          <Select
            name={DEFAULT_MANUFACTURER_FIELD}
            // Keyed by the list: the default shows once the names have loaded.
            key={list.data ? 'loaded' : 'loading'}
            defaultValue={value === null ? '' : String(value)}
            data-testid="settings-default-manufacturer"
          >
            <option value="">{t('def.none')}</option>
            {(list.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        </Field>
        <Link
          to="/admin/manufacturers"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t('safety.manage')}
        </Link>
      </div>
    </Panel>
  );
}
