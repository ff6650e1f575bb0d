import { Button } from '#web/components/ui/button';
import { AlertIcon } from '#web/components/ui/icons';
import { useProductsT } from './i18n';

export interface EditorBarProps {
  /** false: a new product. */
  existing: boolean;
  dirty: boolean;
  notice: string | null;
  pending: boolean;
  conflict: boolean;
  onDiscard: () => void;
  onReload: () => void;
}

/**
 * The editor's save bar (sticky under the frame's top bar: the save button is always in reach)
 * and, after a refused stale save, the conflict message with the way out.
 */
export function EditorBar({
  existing,
  dirty,
  notice,
  pending,
  conflict,
  onDiscard,
  onReload,
}: EditorBarProps) {
  const t = useProductsT();
  return (
    <>
      <div className="sticky top-14 z-20 -mx-1 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-white/95 px-4 py-2.5 shadow-card backdrop-blur">
        <p role="status" className="text-sm">
          {dirty ? (
            <span className="font-medium text-warning-700">{t('editor.dirty')}</span>
          ) : notice ? (
            <span className="font-medium text-success-700">{notice}</span>
          ) : (
            <span className="text-muted">{existing ? t('editor.clean') : t('editor.newHint')}</span>
          )}
        </p>
        <div className="ml-auto flex gap-2">
          {dirty && (
            <Button variant="ghost" size="sm" onClick={onDiscard}>
              {t('editor.discard')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={pending} disabled={conflict}>
            {existing ? t('editor.save') : t('editor.create')}
          </Button>
        </div>
      </div>

      {conflict && (
        <div
          role="alert"
          className="flex flex-wrap items-start gap-3 rounded-lg border border-danger-700/30 bg-danger-50 p-4"
        >
          <AlertIcon size={22} className="mt-0.5 shrink-0 text-danger-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-danger-700">{t('editor.conflictTitle')}</p>
            <p className="mt-1 text-sm text-ink">{t('editor.conflictText')}</p>
          </div>
          <Button variant="danger" size="sm" onClick={onReload}>
            {t('editor.reload')}
          </Button>
        </div>
      )}
    </>
  );
}
