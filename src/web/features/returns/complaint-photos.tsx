import { useState, type ChangeEvent } from 'react';
import { IMAGE_UPLOAD_DEFAULT_MB } from '#contracts/admin/images';
import {
  COMPLAINT_PHOTO_ACCEPT,
  MAX_COMPLAINT_PHOTOS,
  type ComplaintPhoto,
} from '#contracts/returns';
import { Field, useFieldControl } from '#web/components/ui/field';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';

const ACCEPTED = COMPLAINT_PHOTO_ACCEPT.split(',');

/** Why a chosen file will not be sent (the server judges the bytes again), or null. */
function photoProblem(file: File): 'photo_type' | 'photo_size' | null {
  if (!ACCEPTED.includes(file.type)) return 'photo_type';
  if (file.size === 0 || file.size > IMAGE_UPLOAD_DEFAULT_MB * 1024 * 1024) return 'photo_size';
  return null;
}

/**
 * The complaint form's photos (docs/decisions/060-complaint-photos.md): up to five JPEG, PNG or
 * WebP files, checked as they are chosen, listed, each removable. They are sent with the
 * complaint itself, so nothing is uploaded before it.
 */
export function ComplaintPhotosInput({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const bad = chosen.map(photoProblem).find(Boolean);
    const all = [...files, ...chosen.filter((f) => !photoProblem(f))];
    setProblem(
      bad
        ? t(`form.err.${bad}`, { mb: IMAGE_UPLOAD_DEFAULT_MB })
        : all.length > MAX_COMPLAINT_PHOTOS
          ? t('form.err.too_many_photos')
          : null,
    );
    onChange(all.slice(0, MAX_COMPLAINT_PHOTOS));
  };
  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('complaint.photos', { max: MAX_COMPLAINT_PHOTOS })}
        hint={t('complaint.photosHint', { mb: IMAGE_UPLOAD_DEFAULT_MB })}
        error={problem ?? error}
      >
        <PhotoFileInput onChange={choose} disabled={files.length >= MAX_COMPLAINT_PHOTOS} />
      </Field>
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('complaint.photosChosen')}>
          {files.map((file, i) => (
            <ChosenPhoto
              key={`${file.name}-${file.size}-${file.lastModified}-${i}`}
              file={file}
              onRemove={() => onChange(files.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoFileInput(props: {
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
}) {
  const control = useFieldControl({});
  return (
    <input
      {...control}
      type="file"
      name="photos"
      multiple
      accept={COMPLAINT_PHOTO_ACCEPT}
      data-testid="complaint-photos-input"
      className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface file:px-4 file:font-medium file:text-ink"
      {...props}
    />
  );
}

/** A chosen photo by its name (the page's policy loads no `blob:` images, so no preview). */
function ChosenPhoto({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT();
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-line px-3 text-sm">
      <span className="min-w-0 truncate" title={file.name}>
        {file.name}
      </span>
      <button
        type="button"
        onClick={onRemove}
        className="min-h-11 shrink-0 font-medium text-brand-700 underline"
      >
        {t('complaint.photoRemove')}
        <span className="sr-only"> {file.name}</span>
      </button>
    </li>
  );
}

/** The photos kept with a sent complaint, at the private addresses its answer named. */
export function ComplaintPhotoList({ photos }: { photos: ComplaintPhoto[] }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold">{t('complaint.photosKept')}</h2>
      <ul className="flex flex-wrap gap-3">
        {photos.map((p, i) => (
          <li key={p.url}>
            <a href={p.url} target="_blank" rel="noreferrer">
              <img
                src={p.url}
                width={p.width}
                height={p.height}
                alt={t('complaint.photoAlt', { n: i + 1 })}
                data-testid="complaint-photo"
                className="h-24 w-auto rounded-md border border-line object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
