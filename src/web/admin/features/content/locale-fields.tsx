import { useId, useRef, useState } from 'react';
import type { Locale } from '#domain/locale';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Markdown } from '#web/components/ui/markdown';
import { useContentT } from './i18n';
import { ImagePicker } from './image-picker';
import type { PostTexts } from './post-form';

/** `![description](url)` for an uploaded file: its name without the extension describes it. */
function imageMarkdown(url: string, fileName: string): string {
  const alt = fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[[\]]/g, '');
  return `![${alt}](${url})`;
}

/**
 * One language's texts: title, address, excerpt, meta description and the Markdown body, with
 * a preview drawn by the shop's own renderer (so it shows exactly what the shop will).
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
  const body = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  const previewId = useId();
  const name = (f: keyof PostTexts) => `translations.${locale}.${f}`;
  const set = (f: keyof PostTexts) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [f]: e.currentTarget.value });

  const insert = (text: string) => {
    const el = body.current;
    const at = el ? el.selectionStart : value.body.length;
    const before = value.body.slice(0, at);
    const gap = before && !before.endsWith('\n\n') ? (before.endsWith('\n') ? '\n' : '\n\n') : '';
    onChange({ ...value, body: `${before}${gap}${text}\n\n${value.body.slice(at)}` });
  };

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
      <Field label={t('editor.body')} hint={t('editor.bodyHint')} error={fieldError(name('body'))}>
        <Textarea
          ref={body}
          name={name('body')}
          rows={12}
          value={value.body}
          onChange={set('body')}
          className="font-mono text-sm"
        />
      </Field>
      <div className="flex flex-wrap items-start gap-2">
        <ImagePicker
          label={t('editor.insertImage')}
          testId={`body-image-${locale}`}
          onUploaded={(image, file) => insert(imageMarkdown(image.url, file.name))}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={preview}
          aria-controls={previewId}
          onClick={() => setPreview((p) => !p)}
        >
          {t('editor.preview')}
        </Button>
      </div>
      {/* Always in the page (hidden when closed), so the button's aria-controls names it. */}
      <section
        id={previewId}
        hidden={!preview}
        aria-label={t('editor.preview')}
        data-testid="markdown-preview"
        className="rounded-lg border border-dashed border-line bg-canvas p-4"
      >
        {preview &&
          (value.body.trim() ? (
            <Markdown source={value.body} />
          ) : (
            <p className="text-muted">{t('editor.previewEmpty')}</p>
          ))}
      </section>
    </div>
  );
}
