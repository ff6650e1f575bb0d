import type { KeyValueStorage } from './session';

/**
 * The shopper's choice about analytics and marketing (docs/rules.md#consent, decision 054). The
 * page is the same for everyone; the browser decides: the inline script of
 * `CONSENT_DEFAULT_SCRIPT` makes Consent Mode's default (all denied) the first `dataLayer`
 * entry and re-applies a stored choice, the banner asks when there is none, and events and the
 * tag manager wait for a grant.
 */
export const CONSENT_KEY = 'consent';
/** Raise it when the banner asks for something new: every stored choice is then asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}
export interface StoredConsent extends ConsentChoice {
  version: number;
  /** When the choice was made (ISO date and time): proof of consent asks for it. */
  at: string;
}

type Signal = 'granted' | 'denied';
/** Consent Mode v2's four signals for a choice: marketing covers the three ad ones. */
export function consentSignals(choice: ConsentChoice): Record<string, Signal> {
  const as = (on: boolean): Signal => (on ? 'granted' : 'denied');
  return {
    ad_storage: as(choice.marketing),
    analytics_storage: as(choice.analytics),
    ad_user_data: as(choice.marketing),
    ad_personalization: as(choice.marketing),
  };
}

/**
 * The page's first script, inline in `<head>` of every shop page (root.tsx), identical for every
 * visitor. `gtag` pushes its `arguments`, as Google's snippet does: a tag manager reads a
 * Consent Mode command only from an `arguments` object, not from an array. A choice stored in
 * this version goes in as an update at once, before any tag can load. Literals only, so that
 * the browser's bundle, which reads it from the page instead (root.tsx), drops it.
 */
export const CONSENT_DEFAULT_SCRIPT =
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}` +
  `gtag("consent","default",{"ad_storage":"denied","analytics_storage":"denied",` +
  `"ad_user_data":"denied","ad_personalization":"denied"});` +
  `try{var c=JSON.parse(localStorage.getItem("${CONSENT_KEY}"));` +
  `if(c&&c.version===${CONSENT_VERSION}){var g=function(o){return o===true?"granted":"denied"};` +
  `gtag("consent","update",{ad_storage:g(c.marketing),analytics_storage:g(c.analytics),` +
  `ad_user_data:g(c.marketing),ad_personalization:g(c.marketing)})}}catch(e){}`;

/** A stored choice of this version, or null (none, another version, or not ours). */
export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (
      value?.version !== CONSENT_VERSION ||
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean' ||
      typeof value.at !== 'string'
    )
      return null;
    return {
      version: value.version,
      at: value.at,
      analytics: value.analytics,
      marketing: value.marketing,
    };
  } catch {
    return null; // a hand-edited value asks again rather than breaking the page
  }
}

export interface ConsentDeps {
  storage: () => KeyValueStorage | null;
  /** Pushes one Consent Mode command (`gtag(...)`) to the data layer. */
  gtag: (...command: unknown[]) => void;
  now: () => Date;
}

/**
 * The choice and whether the banner shows: a store outside React (subscribe and snapshot, as
 * lib/list-store.ts), so the footer link and the banner, in different parts of the page, share it.
 */
export function createConsentStore(deps: ConsentDeps) {
  const listeners = new Set<() => void>();
  let open = false;
  const notify = () => listeners.forEach((listener) => listener());

  const read = (): StoredConsent | null => {
    try {
      return parseConsent(deps.storage()?.getItem(CONSENT_KEY) ?? null);
    } catch {
      return null;
    }
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Whether the banner shows (useSyncExternalStore's snapshot). */
    isOpen: () => open,
    /** The stored choice, read from storage each time: another tab's choice counts at once. */
    current: read,
    /** Analytics events may be pushed. */
    analyticsGranted: () => read()?.analytics === true,
    /** After hydration: asks when nothing valid is stored. */
    askIfUnknown(): void {
      if (!open && !read()) {
        open = true;
        notify();
      }
    },
    /** The footer's "cookie settings": shows the banner again, whatever was chosen. */
    reopen(): void {
      open = true;
      notify();
    },
    /** Keeps the choice, tells the data layer, closes the banner. */
    choose(choice: ConsentChoice): StoredConsent {
      const stored: StoredConsent = {
        version: CONSENT_VERSION,
        at: deps.now().toISOString(),
        analytics: choice.analytics,
        marketing: choice.marketing,
      };
      try {
        deps.storage()?.setItem(CONSENT_KEY, JSON.stringify(stored));
      } catch {
        // Storage blocked or full: the choice holds for this page and is asked again next time.
      }
      deps.gtag('consent', 'update', consentSignals(choice));
      open = false;
      notify();
      return stored;
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...command: unknown[]) => void;
  }
}

/** The inline script's `gtag`, or the same push when it is missing (tests, an old page). */
function browserGtag(...command: unknown[]): void {
  if (typeof window.gtag === 'function') {
    window.gtag(...command);
    return;
  }
  // An `arguments` object, as the inline script pushes (see CONSENT_DEFAULT_SCRIPT).
  (function push(..._: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- a tag manager reads only `arguments` objects
    (window.dataLayer ??= []).push(arguments);
  })(...command);
}

const browserStorage = (): KeyValueStorage | null =>
  typeof window === 'undefined' ? null : window.localStorage;

/** The page's one consent store. */
export const consent = createConsentStore({
  storage: browserStorage,
  gtag: (...command) => {
    if (typeof window !== 'undefined') browserGtag(...command);
  },
  now: () => new Date(),
});
