import { useState } from 'react';
import { LOCALES, type Locale } from '#domain/locale';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '#web/components/ui/icons';
import { useProductsT } from './i18n';
import type { EditorImage } from './image-queries';

export interface ImageListProps {
  images: EditorImage[];
  /** The new order, by id. */
  onMove: (ids: number[], to: number) => void;
  onAlt: (image: EditorImage, locale: Locale, text: string) => void;
  onDelete: (image: EditorImage) => void;
  /** Image ids whose alt text is being saved or was just saved. */
  altState: ReadonlyMap<number, 'saving' | 'saved' | 'failed'>;
  busy: boolean;
}

function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * The product's images in order (the first is the main one, on cards). Keyboard users move an
 * image with its buttons; a mouse can drag it onto another. Alt texts are saved when a box is left.
 */
export function ImageList({ images, onMove, onAlt, onDelete, altState, busy }: ImageListProps) {
  const t = useProductsT();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = images.map((i) => i.id);
  const move = (from: number, to: number) => onMove(moved(ids, from, to), to);

  if (images.length === 0)
    return (
      <p className="rounded-md bg-surface px-4 py-6 text-center text-sm text-muted">
        {t('images.none')}
      </p>
    );

  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('images.list')}>
      {images.map((image, index) => (
        <li
          key={image.id}
          data-image-id={image.id}
          draggable={!busy}
          onDragStart={(e) => {
            setDragged(index);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragEnd={() => setDragged(null)}
          onDragOver={(e) => {
            if (dragged !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged !== null && dragged !== index) move(dragged, index);
            setDragged(null);
          }}
          className={cx(
            'flex flex-col overflow-hidden rounded-lg border bg-white',
            dragged === index ? 'border-brand-600 opacity-60' : 'border-line',
          )}
        >
          <div className="relative flex aspect-[4/3] items-center justify-center bg-canvas">
            <img
              src={image.url}
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              className="max-h-full max-w-full object-contain"
            />
            <span className="absolute top-2 left-2 flex gap-1.5">
              <Badge tone="dark" appearance="solid">
                {index + 1}
              </Badge>
              {index === 0 && (
                <Badge tone="brand" appearance="solid">
                  {t('images.main')}
                </Badge>
              )}
            </span>
          </div>
          <div className="flex items-center gap-1 border-b border-line px-2 py-1.5">
            <Button
              variant="ghost"
              size="icon-sm"
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1)}
            >
              <ChevronLeftIcon size={18} />
              <span className="sr-only">{t('images.earlier', { n: index + 1 })}</span>
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              disabled={index === images.length - 1 || busy}
              onClick={() => move(index, index + 1)}
            >
              <ChevronRightIcon size={18} />
              <span className="sr-only">{t('images.later', { n: index + 1 })}</span>
            </Button>
            <span className="ml-1 text-xs text-muted">
              {image.width} × {image.height}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-danger-700! hover:bg-danger-50"
              icon={<TrashIcon size={16} />}
              disabled={busy}
              onClick={() => onDelete(image)}
            >
              {t('images.delete')}
              <span className="sr-only"> {t('images.number', { n: index + 1 })}</span>
            </Button>
          </div>
          <fieldset className="flex flex-col gap-2 p-3">
            <legend className="sr-only">{t('images.alt', { n: index + 1 })}</legend>
            <p aria-hidden="true" className="text-xs font-medium text-muted">
              {t('images.altShort')}
            </p>
            {LOCALES.map((l) => (
              <label key={l} className="flex items-center gap-2">
                <span className="w-7 shrink-0 rounded bg-canvas py-0.5 text-center font-mono text-xs uppercase text-muted">
                  <span className="sr-only">{t('images.altIn')} </span>
                  {l}
                </span>
                <input
                  lang={l}
                  defaultValue={image.alt[l]}
                  maxLength={300}
                  data-testid={`image-alt-${l}`}
                  onBlur={(e) => {
                    if (e.target.value.trim() !== image.alt[l]) onAlt(image, l, e.target.value);
                  }}
                  className="min-h-9 w-full min-w-0 rounded-md border border-line-strong bg-white px-2.5 text-sm focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
                />
              </label>
            ))}
            <p className="min-h-4 text-xs" aria-live="polite">
              {altState.get(image.id) === 'saving' && (
                <span className="text-muted">{t('images.altSaving')}</span>
              )}
              {altState.get(image.id) === 'saved' && (
                <span className="text-success-700">{t('images.altSaved')}</span>
              )}
              {altState.get(image.id) === 'failed' && (
                <span className="text-danger-700">{t('images.altFailed')}</span>
              )}
            </p>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
