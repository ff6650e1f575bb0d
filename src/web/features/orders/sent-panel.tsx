import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { CheckCircleIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';

/** What a dialog shows once its form was accepted: a tick, what happens next, and Close. */
export function SentPanel({
  message,
  detail,
  onClose,
}: {
  message: string;
  detail?: ReactNode;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <CheckCircleIcon size={40} className="text-success-600" />
      <p className="font-semibold">{message}</p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      <Button variant="secondary" onClick={onClose}>
        {t('nav.close')}
      </Button>
    </div>
  );
}
