import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { useProductsT } from './i18n';

/**
 * Unsaved changes are not lost by leaving: a link inside the app asks first (React Router's
 * blocker), and closing or reloading the tab gets the browser's own question.
 * `allowNext()` lets one navigation through (after a save, to the new product's address).
 */
export function useUnsavedGuard(dirty: boolean) {
  const allow = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (allow.current) return;
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowNext() {
      allow.current = true;
    },
  };
}

export function UnsavedDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const t = useProductsT();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.leave')}
      onConfirm={async () => blocker.proceed?.()}
    >
      <p>{t('unsaved.text')}</p>
    </ConfirmDialog>
  );
}
