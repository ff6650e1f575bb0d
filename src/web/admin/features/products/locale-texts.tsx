import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LOCALES, type Locale } from '#domain/locale';
import { slugify } from '#domain/slug';
import { cx } from '#web/components/ui/cx';
import { Field } from '#web/components/ui/field';
import { AlertIcon } from '#web/components/ui/icons';
import { Input, Textarea } from '#web/components/ui/input';
import { Markdown } from '#web/components/ui/markdown';
import type { TranslationValues } from './editor-values';
import { shopProductPath } from './product-queries';
import { useProductsT } from './i18n';

export interface LocaleTextsProps {
  values: Record<Locale, TranslationValues>;
  /** The slugs as saved: the address the product has now. */
  savedSlugs: Record<Locale, string> | null;
  onChange: (locale: Locale, field: keyof TranslationValues, value: string) => void;
  active: Locale;
  onActive: (locale: Locale) => void;
  error: (field: string) => string | undefined;
  origin: string;
}

const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English', ru: 'Русский' };

/**
 * Title, address and description per language, as tabs (WAI-ARIA tabs: arrows move between
 * them, Tab goes into the panel). Every panel stays mounted, so nothing typed in one is lost
 * while another is shown, and a tab with an error says so.
 */
export function LocaleTexts(props: LocaleTextsProps) {
  const t = useProductsT();
  const { values, active, onActive, error } = props;
  const base = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const hasError = (l: Locale) =>
    ['title', 'slug', 'description'].some((f) => error(`translations.${l}.${f}`));

  const onKeyDown = (e: KeyboardEvent) => {
    const at = LOCALES.indexOf(active);
    const to =
      e.key === 'ArrowRight'
        ? LOCALES[(at + 1) % LOCALES.length]
        : e.key === 'ArrowLeft'
          ? LOCALES[(at + LOCALES.length - 1) % LOCALES.length]
          : e.key === 'Home'
            ? LOCALES[0]
            : e.key === 'End'
              ? LOCALES[LOCALES.length - 1]
              : undefined;
    if (!to) return;
    e.preventDefault();
    onActive(to);
    tabs.current[to]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('editor.languages')}
        className="flex gap-1 border-b border-line px-3"
        onKeyDown={onKeyDown}
      >
        {LOCALES.map((l) => (
          <button
            key={l}
            ref={(el) => {
              tabs.current[l] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${l}`}
            aria-selected={active === l}
            aria-controls={`${base}-panel-${l}`}
            tabIndex={active === l ? 0 : -1}
            onClick={() => onActive(l)}
            className={cx(
              '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold',
              active === l
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
            )}
          >
            <span className="rounded bg-canvas px-1.5 py-0.5 font-mono text-xs uppercase">{l}</span>
            {LOCALE_NAMES[l]}
            {hasError(l) && (
              <>
                <AlertIcon size={16} className="text-danger-700" />
                <span className="sr-only">{t('editor.tabHasErrors')}</span>
              </>
            )}
            {!values[l].title.trim() && !hasError(l) && (
              <span className="size-2 rounded-full bg-warning-500" title={t('editor.tabEmpty')}>
                <span className="sr-only">{t('editor.tabEmpty')}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {LOCALES.map((l) => (
        <div
          key={l}
          role="tabpanel"
          id={`${base}-panel-${l}`}
          aria-labelledby={`${base}-tab-${l}`}
          hidden={active !== l}
          className="p-5"
        >
          <LocalePanel locale={l} {...props} />
        </div>
      ))}
    </div>
  );
}

function LocalePanel({
  locale,
  values,
  savedSlugs,
  onChange,
  error,
  origin,
}: LocaleTextsProps & { locale: Locale }) {
  const t = useProductsT();
  const v = values[locale];
  const [preview, setPreview] = useState(false);
  const slug = v.slug.trim();
  const saved = savedSlugs?.[locale] ?? '';
  // Empty: the server makes the slug from the title when saving (the contract's rule), with the
  // same function as here, adding `-2`, `-3` when another product has it.
  const fromTitle = slug ? '' : slugify(v.title);
  const address = slug || fromTitle ? origin + shopProductPath(locale, slug || fromTitle) : null;

  return (
    <div className="flex flex-col gap-5" lang={locale}>
      <Field label={t('editor.title')} error={error(`translations.${locale}.title`)} required>
        <Input
          value={v.title}
          maxLength={200}
          onChange={(e) => onChange(locale, 'title', e.target.value)}
          data-testid={`editor-title-${locale}`}
        />
      </Field>
      <Field
        label={t('editor.slug')}
        hint={t('editor.slugHint')}
        error={error(`translations.${locale}.slug`)}
        optionalText={t('common.optional')}
      >
        <Input
          value={v.slug}
          maxLength={100}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(e) => onChange(locale, 'slug', e.target.value)}
          data-testid={`editor-slug-${locale}`}
        />
      </Field>
      <p className="-mt-3 text-sm text-muted" data-testid={`editor-address-${locale}`}>
        {t('editor.address')}{' '}
        {address ? (
          <span className="font-mono text-[0.8125rem] break-all text-ink">{address}</span>
        ) : null}
        {fromTitle && (
          <span className="mt-1 block text-xs">{t('editor.addressFromTitleNote')}</span>
        )}
        {!address && <span className="italic">{t('editor.addressFromTitle')}</span>}
        {saved && slug !== saved && (
          <span className="mt-1 block text-xs">
            {t('editor.slugRedirect', { old: shopProductPath(locale, saved) })}
          </span>
        )}
      </p>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <span className="text-sm font-medium text-ink" id={`desc-label-${locale}`}>
            {t('editor.description')}
          </span>
          <div
            className="inline-flex rounded-md border border-line-strong p-0.5"
            role="group"
            aria-label={t('editor.descriptionView')}
          >
            {[false, true].map((isPreview) => (
              <button
                key={String(isPreview)}
                type="button"
                aria-pressed={preview === isPreview}
                onClick={() => setPreview(isPreview)}
                className={cx(
                  'min-h-8 rounded px-3 text-sm font-medium',
                  preview === isPreview ? 'bg-brand-700 text-white' : 'text-muted hover:text-ink',
                )}
              >
                {isPreview ? t('editor.preview') : t('editor.write')}
              </button>
            ))}
          </div>
        </div>
        {preview ? (
          <div
            className="min-h-48 rounded-md border border-line bg-surface px-4 py-3 text-[0.9375rem]"
            aria-labelledby={`desc-label-${locale}`}
            role="region"
          >
            {v.description.trim() ? (
              <Markdown source={v.description} />
            ) : (
              <p className="text-muted italic">{t('editor.previewEmpty')}</p>
            )}
          </div>
        ) : (
          <Field
            label={t('editor.description')}
            hideLabel
            hint={t('editor.markdownHint')}
            error={error(`translations.${locale}.description`)}
          >
            <Textarea
              rows={10}
              value={v.description}
              onChange={(e) => onChange(locale, 'description', e.target.value)}
              className="font-mono text-sm leading-relaxed"
              data-testid={`editor-description-${locale}`}
            />
          </Field>
        )}
      </div>
    </div>
  );
}
