import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { consent } from '../lib/consent';
import { useT } from '../lib/i18n/use-translate';
import { lazyPart } from '../lib/lazy-part';
import { browserPage, loadTagManager } from '../lib/tag-manager';

/**
 * The consent banner's code loads only when it shows (a first visit, or the footer's "cookie
 * settings"): it is not part of what a page needs to hydrate (decision 054).
 */
const ConsentBanner = lazyPart(() => import('./consent-banner'));

/** Where focus goes back to after a choice made from the footer's button. */
let reopenedFrom: HTMLElement | null = null;

/**
 * Asks for consent when the browser has no choice stored, after hydration (the server's page is
 * the same for everyone and shows no banner), and loads the shop's tag manager, `tagManager` (the
 * back office's setting; empty for none), once the shopper has granted something. Mounted once
 * in the locale layout, first in the page, so that the banner comes first in the tab order.
 */
export function ConsentHost({ tagManager }: { tagManager: string }) {
  const open = useSyncExternalStore(consent.subscribe, consent.isOpen, () => false);
  useEffect(() => {
    consent.askIfUnknown();
    const load = () => loadTagManager(tagManager, consent.current(), browserPage());
    load();
    return consent.subscribe(() => {
      if (!consent.isOpen()) load();
    });
  }, [tagManager]);
  if (!open) return null;
  return (
    <Suspense>
      <ConsentBanner
        takeFocus={reopenedFrom !== null}
        onClosed={() => {
          reopenedFrom?.focus();
          reopenedFrom = null;
        }}
      />
    </Suspense>
  );
}

/** The footer's "cookie settings": shows the banner again (docs/rules.md#consent). */
export function ConsentSettingsLink() {
  const t = useT();
  const self = useRef<HTMLButtonElement>(null);
  return (
    <li>
      <button
        ref={self}
        type="button"
        className="footer-link cursor-pointer text-left"
        data-testid="consent-settings-link"
        onClick={() => {
          reopenedFrom = self.current;
          consent.reopen();
        }}
      >
        {t('consent.link')}
      </button>
    </li>
  );
}
