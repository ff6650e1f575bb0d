import { Button } from '#web/components/ui/button';
import { TrashIcon } from '#web/components/ui/icons';
import { useContentT } from './i18n';
import { ImagePicker } from './image-picker';

/** The post's cover: the uploaded image, a button to change it and one to remove it. */
export function CoverField({
  url,
  onChange,
  error,
}: {
  url: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const t = useContentT();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">{t('editor.cover')}</p>
      {url ? (
        <img
          src={url}
          alt={t('editor.coverAlt')}
          className="aspect-video w-full rounded-md border border-line object-cover"
        />
      ) : (
        <p className="text-sm text-muted">{t('editor.coverNone')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ImagePicker
          label={t('editor.coverUpload')}
          testId="cover-input"
          onUploaded={(image) => onChange(image.url)}
        />
        {url && (
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon size={16} />}
            onClick={() => onChange(null)}
          >
            {t('editor.coverRemove')}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">{t('editor.imageHint')}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
