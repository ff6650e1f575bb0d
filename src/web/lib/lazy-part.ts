import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for the parts of a page that load on first use (drawers, dialogs, popups, the
 * error page; docs/decisions/024-lighter-pages.md). A failed load is tried once more (a network
 * blip); when it fails again the page's code is most likely out of date (a new version was
 * deployed and the old fingerprinted files are gone), so the page reloads, at most once a minute,
 * to get the current code. Otherwise the error goes to the error boundary, like any other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadPart(load, browserRecovery));
}

export interface Recovery {
  /** When the page last reloaded to recover (ms since the epoch), or null. */
  lastReload(): number | null;
  /** Records now as the last reload and reloads the page. */
  reload(): void;
}

const MARK = 'sf-code-reload';
/** A reload that did not help is not tried again for this long: no reload loops. */
const RELOAD_EVERY_MS = 60_000;

const browserRecovery: Recovery = {
  lastReload() {
    try {
      const at = Number(sessionStorage.getItem(MARK));
      return at > 0 ? at : null;
    } catch {
      return Date.now(); // no storage to remember a reload by: never reload
    }
  },
  reload() {
    sessionStorage.setItem(MARK, String(Date.now()));
    window.location.reload();
  },
};

export async function loadPart<M>(
  load: () => Promise<M>,
  recovery: Recovery,
  now = Date.now(),
): Promise<M> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      const last = recovery.lastReload();
      if (last !== null && now - last < RELOAD_EVERY_MS) throw error;
      recovery.reload();
      // The page is going away; nothing renders meanwhile.
      return new Promise<M>(() => {});
    }
  }
}
