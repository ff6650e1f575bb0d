import type { StoredConsent } from './consent';

/** What loading the tag manager touches: the page's document and data layer (tests fake them). */
export interface TagManagerPage {
  document: Pick<Document, 'getElementById' | 'createElement' | 'head'>;
  dataLayer: unknown[];
  now: () => number;
}

const SCRIPT_ID = 'gtm-script';

/**
 * Loads the shop's tag manager (`id`, the back office's setting; empty for none) once, and only
 * when the stored choice grants analytics or marketing: Consent Mode's "basic" mode (decision
 * 054). Before a choice, or after "reject all", no tag code reaches the page. True when it
 * added the script.
 */
export function loadTagManager(
  id: string,
  choice: StoredConsent | null,
  page: TagManagerPage,
): boolean {
  if (!id || !choice || !(choice.analytics || choice.marketing)) return false;
  if (page.document.getElementById(SCRIPT_ID)) return false;
  page.dataLayer.push({ 'gtm.start': page.now(), event: 'gtm.js' });
  const script = page.document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  page.document.head.append(script);
  return true;
}

/** The browser's page. */
export const browserPage = (): TagManagerPage => ({
  document,
  dataLayer: (window.dataLayer ??= []),
  now: Date.now,
});
