import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { useT } from '../lib/i18n/use-translate';

/** The API client's error popup (docs/rules.md#errors); loaded when the first error shows. */
export default function ErrorPopup({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={t('auth.popup.title')}
      size="sm"
      data-testid="error-popup"
      footer={<Button onClick={onClose}>{t('auth.popup.ok')}</Button>}
    >
      <p>{message}</p>
    </Dialog>
  );
}
