import { useState, type ChangeEvent } from 'react';
import { DOCUMENT_UPLOAD_ACCEPT, MAX_DOCUMENTS_PER_PRODUCT } from '#contracts/admin/documents';
import { ApiError } from '#web/admin/lib/api';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { formatFileSize } from '#web/lib/file-size';
import { useManufacturersT } from '../manufacturers/i18n';
import { useProductDocuments } from './document-queries';

/** The refusals the server may answer an upload with, in the panel's words. */
const PROBLEMS = ['not_a_pdf', 'too_many_documents', 'file_too_large'] as const;

/**
 * A product's safety documents (PDF) in the editor's "Product safety" panel
 * (contracts/admin/documents.ts): listed with a link and size, each removable, and uploaded one
 * file at a time as soon as it is chosen. They are not part of the editor's save.
 */
export function SafetyDocuments({
  productId,
  maxUploadMb,
}: {
  productId: number;
  maxUploadMb: number;
}) {
  const t = useManufacturersT();
  const locale = useAdminLocale();
  const documents = useProductDocuments(productId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { items } = documents;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxUploadMb * 1024 * 1024) {
      setProblem(t('docs.err.file_too_large', { mb: maxUploadMb }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await documents.upload(file);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      const known = PROBLEMS.find((p) => p === code);
      setProblem(known ? t(`docs.err.${known}`, { mb: maxUploadMb }) : t('docs.err.failed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (documentId: number) => {
    setBusy(true);
    try {
      await documents.remove(documentId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="safety-documents">
      <h3 className="text-sm font-semibold text-ink">{t('docs.title')}</h3>
      {items.length > 0 && (
        <ul className="flex flex-col gap-2">
          {items.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line px-3 py-2 text-sm"
              data-testid="safety-document"
            >
              <a
                href={d.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 break-words text-brand-700 hover:underline"
              >
                {d.title}{' '}
                <span className="text-muted">(PDF, {formatFileSize(locale, d.size)})</span>
              </a>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void remove(d.id)}
                aria-label={t('docs.remove', { title: d.title })}
              >
                {t('docs.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {items.length < MAX_DOCUMENTS_PER_PRODUCT && (
        <Field
          label={t('docs.add')}
          hint={t('docs.hint', { mb: maxUploadMb })}
          error={problem ?? undefined}
        >
          <Input
            type="file"
            accept={DOCUMENT_UPLOAD_ACCEPT}
            disabled={busy}
            onChange={(e) => void upload(e)}
            data-testid="safety-document-input"
            className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
          />
        </Field>
      )}
    </div>
  );
}
