import { Suspense, useEffect, useState } from 'react';
import { onErrorPopup } from '../lib/api';
import { useSessionSync } from '../lib/use-session';
import { lazyPart } from '../lib/lazy-part';

// The dialog's code loads with the first error, not on every first visit.
const ErrorPopup = lazyPart(() => import('./error-popup'));

/**
 * The error popup (docs/rules.md#errors; raised by the API client for 400/403/404/500), and the
 * cross-tab session sync: both mounted once in the locale layout.
 */
export function ApiClientHost() {
  const [message, setMessage] = useState<string | null>(null);
  // Mounted from the first error on and kept, like a Dialog's content.
  const [shown, setShown] = useState(false);
  useSessionSync();
  useEffect(
    () =>
      onErrorPopup((next) => {
        setShown(true);
        setMessage(next);
      }),
    [],
  );
  if (!shown) return null;
  return (
    <Suspense>
      <ErrorPopup message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
}
