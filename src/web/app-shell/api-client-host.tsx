import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { onErrorPopup } from '../lib/api';
import { useT } from '../lib/i18n/use-translate';
import { useSessionSync } from '../lib/use-session';

/**
 * The error popup (docs/rules.md#errors; raised by the API client for 400/403/404/500), and the
 * cross-tab session sync: both mounted once in the locale layout.
 */
export function ApiClientHost() {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  useSessionSync();
  useEffect(() => onErrorPopup(setMessage), []);
  return (
    <Dialog
      open={message !== null}
      onClose={() => setMessage(null)}
      title={t('auth.popup.title')}
      size="sm"
      data-testid="error-popup"
      footer={<Button onClick={() => setMessage(null)}>{t('auth.popup.ok')}</Button>}
    >
      <p>{message}</p>
    </Dialog>
  );
}
