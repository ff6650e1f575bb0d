import type { Locale } from '#domain/locale';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { useContentT } from './i18n';
import { MarkdownField } from './markdown-field';
import type { PostTexts } from './post-form';

/**
 * One language's texts: title, address, excerpt, meta description and the Markdown body
 * (`MarkdownField`: image upload and a preview drawn by the shop's own renderer).
 */
export function LocaleFields({
  locale,
  value,
  onChange,
  fieldError,
}: {
  locale: Locale;
  value: PostTexts;
  onChange: (next: PostTexts) => void;
  fieldError: (name: string) => string | undefined;
}) {
  const t = useContentT();
  const name = (f: keyof PostTexts) => `translations.${locale}.${f}`;
  const set = (f: keyof PostTexts) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [f]: e.currentTarget.value });

  return (
    <div className="flex flex-col gap-4" lang={locale}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('editor.postTitle')} error={fieldError(name('title'))} required>
          <Input name={name('title')} value={value.title} onChange={set('title')} maxLength={200} />
        </Field>
        <Field
          label={t('editor.slug')}
          hint={t('editor.slugHint')}
          error={fieldError(name('slug'))}
        >
          <Input
            name={name('slug')}
            value={value.slug}
            onChange={set('slug')}
            className="font-mono"
            maxLength={100}
          />
        </Field>
      </div>
      <Field
        label={t('editor.excerpt')}
        hint={t('editor.excerptHint')}
        error={fieldError(name('excerpt'))}
      >
        <Textarea name={name('excerpt')} rows={2} value={value.excerpt} onChange={set('excerpt')} />
      </Field>
      <Field
        label={t('editor.meta')}
        hint={`${t('editor.metaHint')} ${t('editor.metaCount', { count: value.meta_description.length })}`}
        error={fieldError(name('meta_description'))}
      >
        <Textarea
          name={name('meta_description')}
          rows={2}
          value={value.meta_description}
          onChange={set('meta_description')}
        />
      </Field>
      <MarkdownField
        locale={locale}
        name={name('body')}
        label={t('editor.body')}
        hint={t('editor.bodyHint')}
        value={value.body}
        onChange={(next) => onChange({ ...value, body: next })}
        error={fieldError(name('body'))}
      />
    </div>
  );
}
