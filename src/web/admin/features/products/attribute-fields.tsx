import { cx } from '#web/components/ui/cx';
import { CheckIcon } from '#web/components/ui/icons';
import { useProductsT } from './i18n';

/** A filter attribute of the shop and its values, labelled in the staff member's language. */
export interface AttributeDef {
  key: string;
  label: string;
  values: Array<{ slug: string; label: string }>;
}

/**
 * The definitions with anything the product has that they do not list (a value no published
 * product uses yet), so a save never drops a value silently.
 */
export function withProductValues(
  defs: readonly AttributeDef[],
  chosen: Record<string, string[]>,
): AttributeDef[] {
  const out = defs.map((d) => ({ ...d, values: [...d.values] }));
  for (const [key, slugs] of Object.entries(chosen)) {
    let def = out.find((d) => d.key === key);
    if (!def) out.push((def = { key, label: key, values: [] }));
    for (const slug of slugs)
      if (!def.values.some((v) => v.slug === slug)) def.values.push({ slug, label: slug });
  }
  return out;
}

export interface AttributeFieldsProps {
  defs: AttributeDef[];
  values: Record<string, string[]>;
  onChange: (key: string, slugs: string[]) => void;
  error: (field: string) => string | undefined;
}

/**
 * One group of toggles per attribute (a product may hold several values of one: grey and white):
 * native checkboxes styled as chips, so Tab, Space and screen readers work as usual.
 */
export function AttributeFields({ defs, values, onChange, error }: AttributeFieldsProps) {
  const t = useProductsT();
  if (defs.length === 0)
    return <p className="px-5 py-4 text-sm text-muted">{t('editor.attributesNone')}</p>;
  return (
    <div className="flex flex-col divide-y divide-line">
      {defs.map((def) => {
        const chosen = values[def.key] ?? [];
        const problem = error(`attributes.${def.key}`) ?? error('attributes');
        return (
          <fieldset key={def.key} className="px-5 py-4" data-key={def.key}>
            <legend className="float-left mb-2 w-full text-sm font-medium text-ink">
              {def.label}
              {chosen.length > 0 && (
                <span className="ml-2 font-normal text-muted">
                  {t('editor.attributeChosen', { count: chosen.length })}
                </span>
              )}
            </legend>
            <div className="clear-left flex flex-wrap gap-2">
              {def.values.map((v) => {
                const on = chosen.includes(v.slug);
                return (
                  <label
                    key={v.slug}
                    className={cx(
                      'relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm select-none',
                      'has-focus-visible:ring-3 has-focus-visible:ring-brand-200',
                      on
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-line-strong bg-white text-ink hover:border-brand-600 hover:bg-brand-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      onChange={(e) =>
                        onChange(
                          def.key,
                          e.target.checked
                            ? [...chosen, v.slug]
                            : chosen.filter((s) => s !== v.slug),
                        )
                      }
                    />
                    {on && <CheckIcon size={14} />}
                    {v.label}
                  </label>
                );
              })}
            </div>
            {problem && <p className="mt-2 text-sm font-medium text-danger-700">{problem}</p>}
          </fieldset>
        );
      })}
    </div>
  );
}
