import { useId } from 'react';
import { LOCALES, type Locale } from '#domain/locale';
import { Input } from '#web/components/ui/input';
import { useAdminT } from '../i18n/use-admin-t';

export type Translations = Partial<Record<Locale, { title?: string; slug?: string }>>;

/**
 * The title and address (slug) of a thing in each language, as one small grid: a row per
 * language. Field names are `translations.<locale>.title|slug`, the same paths as the API's 422
 * field map, so server errors land on the right box.
 */
export function TranslationsFields({
  values,
  fieldError,
  withSlug = true,
}: {
  values?: Translations;
  fieldError: (name: string) => string | undefined;
  withSlug?: boolean;
}) {
  const t = useAdminT();
  const base = useId();
  const hintId = `${base}-slug-hint`;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('common.translations')}</legend>
      {/* Column heads for the eye; each box has its own label for screen readers. */}
      <div
        aria-hidden="true"
        className="hidden gap-x-3 text-xs font-semibold tracking-wide text-muted uppercase sm:grid sm:grid-cols-[6rem_1fr_1fr]"
      >
        <span />
        <span>{t('common.title')}</span>
        {withSlug && <span>{t('common.slug')}</span>}
      </div>
      {LOCALES.map((locale) => {
        const titleName = `translations.${locale}.title`;
        const slugName = `translations.${locale}.slug`;
        const titleError = fieldError(titleName);
        const slugError = fieldError(slugName);
        const titleId = `${base}-${locale}-title`;
        const slugId = `${base}-${locale}-slug`;
        return (
          <div
            key={locale}
            className="grid items-start gap-x-3 gap-y-1 sm:grid-cols-[6rem_1fr_1fr]"
          >
            <span className="pt-2 text-sm font-medium text-muted" lang={locale}>
              {t(`lang.${locale}`)}
            </span>
            <div className="flex flex-col gap-1">
              <label htmlFor={titleId} className="sr-only">
                {`${t('common.title')} (${t(`lang.${locale}`)})`}
              </label>
              <Input
                id={titleId}
                name={titleName}
                size="sm"
                required
                lang={locale}
                placeholder={t('common.title')}
                defaultValue={values?.[locale]?.title ?? ''}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? `${titleId}-error` : undefined}
              />
              {titleError && (
                <p id={`${titleId}-error`} className="text-sm font-medium text-danger-700">
                  {titleError}
                </p>
              )}
            </div>
            {withSlug && (
              <div className="flex flex-col gap-1">
                <label htmlFor={slugId} className="sr-only">
                  {`${t('common.slug')} (${t(`lang.${locale}`)})`}
                </label>
                <Input
                  id={slugId}
                  name={slugName}
                  size="sm"
                  placeholder={t('common.slug')}
                  defaultValue={values?.[locale]?.slug ?? ''}
                  aria-invalid={slugError ? true : undefined}
                  aria-describedby={slugError ? `${slugId}-error` : hintId}
                  className="font-mono"
                />
                {slugError && (
                  <p id={`${slugId}-error`} className="text-sm font-medium text-danger-700">
                    {slugError}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
      {withSlug && (
        <p id={hintId} className="text-sm text-muted sm:pl-[6.75rem]">
          {t('common.slugHint')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The translations of a submitted form. An empty address is sent as `''`: the API makes it from
 * the title (on a rename too, which is how a person asks for a fresh one).
 */
export function readTranslations(form: FormData): Record<Locale, { title: string; slug: string }> {
  const out = {} as Record<Locale, { title: string; slug: string }>;
  for (const locale of LOCALES) {
    out[locale] = {
      title: String(form.get(`translations.${locale}.title`) ?? ''),
      slug: String(form.get(`translations.${locale}.slug`) ?? '').trim(),
    };
  }
  return out;
}
