import { useId, useRef, useState } from 'react';
import type { Locale } from '#domain/locale';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { Markdown } from '#web/components/ui/markdown';
import { useContentT } from './i18n';
import { ImagePicker } from './image-picker';

/** `![description](url)` for an uploaded file: its name without the extension describes it. */
function imageMarkdown(url: string, fileName: string): string {
  const alt = fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[[\]]/g, '');
  return `![${alt}](${url})`;
}

/**
 * A Markdown body with an image upload that inserts the image at the caret, and a preview drawn
 * by the shop's own renderer (so it shows exactly what the shop will). The posts' editor and the
 * shop pages' editor both use it.
 */
export function MarkdownField({
  locale,
  name,
  label,
  hint,
  value,
  onChange,
  error,
  rows = 12,
  testId,
}: {
  locale: Locale;
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (next: string) => void;
  error?: string;
  rows?: number;
  testId?: string;
}) {
  const t = useContentT();
  const body = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  const previewId = useId();

  const insert = (text: string) => {
    const el = body.current;
    const at = el ? el.selectionStart : value.length;
    const before = value.slice(0, at);
    const gap = before && !before.endsWith('\n\n') ? (before.endsWith('\n') ? '\n' : '\n\n') : '';
    onChange(`${before}${gap}${text}\n\n${value.slice(at)}`);
  };

  return (
    <>
      <Field label={label} hint={hint} error={error}>
        <Textarea
          ref={body}
          name={name}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          className="font-mono text-sm"
          data-testid={testId}
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
          (value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="text-muted">{t('editor.previewEmpty')}</p>
          ))}
      </section>
    </>
  );
}
