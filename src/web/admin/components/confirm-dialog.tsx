import { useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FormMessage } from '#web/components/ui/form-message';
import { useAdminT } from '../i18n/use-admin-t';
import { errorMessage } from '../lib/use-admin-form';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action (a `quiet` call); its failure is shown in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  /** Turns a failure this dialog knows better into words (a 409: not empty). */
  describeError?: (error: unknown) => string | null | undefined;
  tone?: 'danger' | 'primary';
}

/**
 * "Are you sure?" before anything that cannot be undone. Focus starts on Cancel, so Enter
 * pressed out of habit does nothing harmful.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  describeError,
  tone = 'danger',
}: ConfirmDialogProps) {
  const t = useAdminT();
  const cancel = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      size="sm"
      closeLabel={t('common.close')}
      initialFocusRef={cancel}
      dismissible={!pending}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={tone}
            loading={pending}
            onClick={async () => {
              setPending(true);
              setError(null);
              try {
                await onConfirm();
                close();
              } catch (e) {
                setError(describeError?.(e) ?? errorMessage(t, e));
              } finally {
                setPending(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormMessage message={error} />
      <div className="text-[0.9375rem] text-ink">{children}</div>
    </Dialog>
  );
}
