import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ProductsT } from './i18n';

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

export function UnsavedDialog({
  blocker,
  t,
}: {
  blocker: ReturnType<typeof useBlocker>;
  t: ProductsT;
}) {
  const stay = useRef<HTMLButtonElement>(null);
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      size="sm"
      closeLabel={t('common.close')}
      initialFocusRef={stay}
      data-testid="unsaved-dialog"
      footer={
        <>
          <Button ref={stay} variant="secondary" onClick={() => blocker.reset?.()}>
            {t('unsaved.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </>
      }
    >
      <p>{t('unsaved.text')}</p>
    </Dialog>
  );
}
