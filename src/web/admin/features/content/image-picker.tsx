import { useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { errorMessage } from '#web/admin/lib/use-admin-form';
import { uploadContentImage, type ContentImage } from './content-queries';
import { useContentT } from './i18n';

/**
 * A button that picks one image file and uploads it (the server judges the type by the bytes);
 * `onUploaded` gets the stored image. A failure is said next to the button.
 */
export function ImagePicker({
  label,
  icon,
  onUploaded,
  testId,
}: {
  label: string;
  icon?: ReactNode;
  onUploaded: (image: ContentImage, file: File) => void;
  testId?: string;
}) {
  const t = useContentT();
  const at = useAdminT();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file) return;
          setPending(true);
          setError(null);
          try {
            onUploaded(await uploadContentImage(file), file);
          } catch (err) {
            setError(errorMessage(at, err));
          } finally {
            setPending(false);
          }
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={icon}
        loading={pending}
        onClick={() => input.current?.click()}
      >
        {pending ? t('editor.uploading') : label}
      </Button>
      <p role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
