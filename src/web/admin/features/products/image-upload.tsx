import { useRef, useState, type DragEvent } from 'react';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { AlertIcon, CheckCircleIcon, CloseIcon, PlusIcon } from '#web/components/ui/icons';
import { Progress } from '#web/components/ui/progress';
import { useProductsT, type ProductsT } from './i18n';
import { MAX_IMAGES_PER_PRODUCT } from '#contracts/admin/images';
import { ACCEPTED_TYPES, DEFAULT_UPLOAD_MB, fileProblem, uploadImage } from './image-queries';
import { ApiError } from '#web/admin/lib/api';

interface Upload {
  key: number;
  name: string;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

/** A refused upload in words, by the server's code (contracts/admin/images.ts). */
export function uploadErrorText(t: ProductsT, error: unknown, mb = DEFAULT_UPLOAD_MB): string {
  if (!(error instanceof ApiError)) return t('images.err.failed');
  switch (error.code) {
    case 'file_too_large':
      return t('images.err.size', { mb });
    case 'unsupported_image_type':
    case 'not_multipart':
      return t('images.err.type');
    case 'image_too_large':
      return t('images.err.pixels');
    case 'image_unreadable':
      return t('images.err.unreadable');
    case 'too_many_images':
      return t('images.err.tooMany', { max: MAX_IMAGES_PER_PRODUCT });
  }
  if (error.status === 413) return t('images.err.size', { mb });
  if (error.status === 415) return t('images.err.type');
  if (error.status === 0) return t('err.network');
  if (error.status === 403) return t('err.forbidden');
  if (error.status === 404) return t('editor.gone');
  return t('images.err.failed');
}

/**
 * Drop files here or choose them with the button. Files go one at a time (the server re-encodes
 * each into several sizes), each with its own progress bar, and a refused one says why.
 */
export function ImageUpload({
  productId,
  maxMb,
  onUploaded,
}: {
  productId: number;
  /** The server's upload limit (MEDIA_MAX_UPLOAD_MB). */
  maxMb: number;
  /** After each upload, with the product's version it left. */
  onUploaded: (version: number | null) => void;
}) {
  const t = useProductsT();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const counter = useRef(0);
  const queue = useRef(Promise.resolve());

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function add(files: FileList | File[]) {
    for (const file of [...files]) {
      const key = ++counter.current;
      const problem = fileProblem(file, maxMb);
      if (problem) {
        const error =
          problem === 'size'
            ? t('images.err.size', { mb: maxMb })
            : problem === 'svg'
              ? t('images.err.svg')
              : problem === 'empty'
                ? t('images.err.empty')
                : t('images.err.type');
        setUploads((list) => [
          ...list,
          { key, name: file.name, progress: 0, state: 'failed', error },
        ]);
        continue;
      }
      setUploads((list) => [...list, { key, name: file.name, progress: 0, state: 'waiting' }]);
      queue.current = queue.current.then(async () => {
        patch(key, { state: 'sending' });
        try {
          const { version } = await uploadImage(productId, file, (progress) =>
            patch(key, { progress }),
          );
          patch(key, { state: 'done', progress: 1 });
          onUploaded(version);
        } catch (error) {
          patch(key, { state: 'failed', error: uploadErrorText(t, error, maxMb) });
        }
      });
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length) add(e.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(e) => {
          if (![...e.dataTransfer.types].includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cx(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          over ? 'border-brand-600 bg-brand-50' : 'border-line-strong/60 bg-surface',
        )}
      >
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon size={16} />}
          onClick={() => input.current?.click()}
        >
          {t('images.choose')}
        </Button>
        <p className="text-sm text-muted">{t('images.dropHint', { mb: maxMb })}</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_TYPES.join(',')}
          className="hidden"
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('images.uploads')}>
          {uploads.map((u) => (
            <li
              key={u.key}
              data-state={u.state}
              className={cx(
                'flex items-start gap-3 rounded-md border px-3 py-2 text-sm',
                u.state === 'failed' ? 'border-danger-700/30 bg-danger-50' : 'border-line bg-white',
              )}
            >
              {u.state === 'failed' ? (
                <AlertIcon size={18} className="mt-0.5 shrink-0 text-danger-700" />
              ) : u.state === 'done' ? (
                <CheckCircleIcon size={18} className="mt-0.5 shrink-0 text-success-700" />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <span className="truncate font-medium">{u.name}</span>
                {u.state === 'failed' && (
                  <span role="alert" className="text-danger-700">
                    {u.error}
                  </span>
                )}
                {(u.state === 'sending' || u.state === 'waiting') && (
                  <Progress
                    label={t('images.uploading', { name: u.name })}
                    value={u.state === 'waiting' ? 0 : Math.round(u.progress * 100)}
                  />
                )}
                {u.state === 'done' && (
                  <span className="text-success-700">{t('images.uploaded')}</span>
                )}
              </div>
              {(u.state === 'failed' || u.state === 'done') && (
                <button
                  type="button"
                  onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-white hover:text-ink"
                >
                  <CloseIcon size={16} />
                  <span className="sr-only">{t('images.dismiss', { name: u.name })}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
