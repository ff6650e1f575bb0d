import { useState } from 'react';
import type { Locale } from '#domain/locale';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { LoadFailed } from '#web/components/ui/empty-state';
import { FormMessage } from '#web/components/ui/form-message';
import { Skeleton } from '#web/components/ui/skeleton';
import { useProductsT } from './i18n';
import {
  deleteImage,
  useImageCache,
  useProductImages,
  saveImageAlt,
  saveImageOrder,
  type EditorImage,
} from './image-queries';
import { ImageList } from './image-list';
import { ImageUpload } from './image-upload';

/**
 * The images of a saved product: upload, order, alt texts, delete. Each change is its own call
 * (images are not part of the product's form or its version), so it is kept at once.
 */
export function ImageManager({
  productId,
  maxUploadMb,
  onVersion,
}: {
  productId: number;
  /** The server's upload limit (MEDIA_MAX_UPLOAD_MB). */
  maxUploadMb: number;
  /** The product's version after one of these writes (they bump it), for the editor's next save. */
  onVersion: (version: number | null) => void;
}) {
  const t = useProductsT();
  const cache = useImageCache(productId);
  const images = useProductImages(productId);
  const [altState, setAltState] = useState<ReadonlyMap<number, 'saving' | 'saved' | 'failed'>>(
    new Map(),
  );
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<EditorImage | null>(null);

  const refresh = cache.refresh;

  async function move(ids: number[], to: number) {
    const before = cache.get();
    if (!before) return;
    const byId = new Map(before.map((i) => [i.id, i]));
    cache.set(ids.map((id, i) => ({ ...byId.get(id)!, position: i + 1 })));
    setBusy(true);
    setError(null);
    try {
      onVersion((await saveImageOrder(productId, ids)).version);
      setAnnounce(t('images.moved', { n: to + 1 }));
      refresh();
    } catch {
      cache.set(before);
      setError(t('images.err.order'));
    } finally {
      setBusy(false);
    }
  }

  async function alt(image: EditorImage, locale: Locale, text: string) {
    const next = { ...image.alt, [locale]: text.trim() };
    setAltState((m) => new Map(m).set(image.id, 'saving'));
    try {
      onVersion((await saveImageAlt(productId, image.id, { [locale]: text.trim() })).version);
      const list = cache.get();
      if (list) cache.set(list.map((i) => (i.id === image.id ? { ...i, alt: next } : i)));
      setAltState((m) => new Map(m).set(image.id, 'saved'));
    } catch {
      setAltState((m) => new Map(m).set(image.id, 'failed'));
    }
  }

  /** Runs inside the confirmation: a failure is shown there, and the dialog stays open. */
  async function remove() {
    if (!toDelete) return;
    onVersion((await deleteImage(productId, toDelete.id)).version);
    setAnnounce(t('images.deleted'));
    refresh();
  }

  return (
    <div className="flex flex-col gap-4 p-5">
      <ImageUpload
        productId={productId}
        maxMb={maxUploadMb}
        onUploaded={(version) => {
          onVersion(version);
          refresh();
        }}
      />
      <FormMessage message={error} />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {images.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="aspect-[4/3]" />
        </div>
      ) : images.isError ? (
        <LoadFailed
          text={t('images.loadFailed')}
          retry={t('common.retry')}
          onRetry={() => void images.refetch()}
        />
      ) : (
        <ImageList
          images={images.data}
          onMove={(ids, to) => void move(ids, to)}
          onAlt={(image, locale, text) => void alt(image, locale, text)}
          onDelete={setToDelete}
          altState={altState}
          busy={busy}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('images.deleteTitle')}
        confirmLabel={t('images.delete')}
        onConfirm={remove}
      >
        <div className="flex items-center gap-4">
          {toDelete && (
            <img
              src={toDelete.url}
              alt=""
              className="size-20 shrink-0 rounded-md border border-line object-cover"
            />
          )}
          <p>{t('images.deleteText')}</p>
        </div>
      </ConfirmDialog>
    </div>
  );
}
