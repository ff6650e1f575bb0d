import { Link } from 'react-router';
import { LOCALES } from '#domain/locale';
import { isInEu } from '#domain/product-safety/countries';
import { cx } from '#web/components/ui/cx';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useManufacturersT } from '../manufacturers/i18n';
import { useManufacturers } from '../manufacturers/manufacturer-queries';
import { useSettings } from '../settings/settings-queries';
import type { EditorValues } from './editor-values';
import { SafetyDocuments } from './safety-documents';

export interface SafetyPanelProps {
  values: EditorValues;
  set: <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;
  error: (field: string) => string | undefined;
  /** Its place in the editor's grid. */
  className?: string;
  /** A saved product's id: its safety documents can be added (a new one's after the first save). */
  productId?: number | undefined;
  maxUploadMb: number;
}

/**
 * The editor's "Product safety" panel (GPSR art. 19; docs/rules.md#product-safety): manufacturer,
 * EU responsible person, GTIN and the warnings per language. The server applies the publish
 * rule; its 422 lands on these fields.
 */
export function SafetyPanel({
  values,
  set,
  error,
  className,
  productId,
  maxUploadMb,
}: SafetyPanelProps) {
  const t = useManufacturersT();
  const at = useAdminT();
  const list = useManufacturers();
  const makers = list.data ?? [];
  // The empty choice names the shop's default manufacturer (Settings).
  const settings = useSettings();
  const defaultId = settings.data?.default_manufacturer_id ?? null;
  const defaultName = makers.find((m) => m.id === defaultId)?.name ?? null;
  const label = (m: { name: string; country: string }) =>
    `${m.name} (${m.country}${isInEu(m.country) ? '' : `, ${t('mf.outsideEu')}`})`;
  return (
    <Panel
      title={t('safety.title')}
      description={t('safety.intro')}
      className={cx('min-w-0', className)}
    >
      <div className="flex flex-col gap-4 px-5 py-4" data-testid="safety-panel">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('safety.manufacturer')} error={error('manufacturer_id')}>
            <Select
              value={values.manufacturerId}
              onChange={(e) => set('manufacturerId', e.target.value)}
              data-testid="safety-manufacturer"
            >
              <option value="">
                {defaultName
                  ? t('safety.defaultOption', { name: defaultName })
                  : t('safety.noDefault')}
              </option>
              {makers.map((m) => (
                <option key={m.id} value={m.id}>
                  {label(m)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('safety.responsible')}
            hint={t('safety.responsibleHint')}
            error={error('responsible_person_id')}
          >
            <Select
              value={values.responsiblePersonId}
              onChange={(e) => set('responsiblePersonId', e.target.value)}
              data-testid="safety-responsible-person"
            >
              <option value="">{t('safety.none')}</option>
              {makers.map((m) => (
                <option key={m.id} value={m.id}>
                  {label(m)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field
          label={t('safety.gtin')}
          hint={t('safety.gtinHint')}
          error={error('gtin')}
          className="max-w-xs"
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={values.gtin}
            onChange={(e) => set('gtin', e.target.value)}
            className="tabular-nums"
            data-testid="safety-gtin"
          />
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('safety.texts')}</legend>
          <p className="text-sm text-muted">{t('safety.textHint')}</p>
          {LOCALES.map((l) => (
            <Field
              key={l}
              label={t('safety.textIn', { lang: at(`lang.${l}`) })}
              error={error(`safety.${l}`)}
            >
              <Textarea
                lang={l}
                rows={4}
                value={values.safety[l]}
                onChange={(e) => set('safety', { ...values.safety, [l]: e.target.value })}
                data-testid={`safety-text-${l}`}
              />
            </Field>
          ))}
        </fieldset>
        {productId ? (
          <SafetyDocuments productId={productId} maxUploadMb={maxUploadMb} />
        ) : (
          <p className="text-sm text-muted">{t('docs.afterSave')}</p>
        )}
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
