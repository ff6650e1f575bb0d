import type { Locale } from '#domain/locale';

/**
 * InPost's Geowidget v5 (docs/decisions/062-geowidget.md): a web component, `<inpost-geowidget
 * token language config onpoint>`, defined by a script on InPost's own host. The page loads it
 * only when the shopper opens the map, never on the first paint; the policy lets it in only when
 * the shop has a Geowidget token (plugins/security-headers.ts). The `onpoint` attribute names
 * the event the widget dispatches on the document when a point is chosen, the point (ShipX's
 * shape: `name` is its code) in its `detail`.
 */
export const GEOWIDGET_ORIGIN = 'https://geowidget.inpost.pl';
export const GEOWIDGET_SCRIPT = `${GEOWIDGET_ORIGIN}/inpost-geowidget.js`;
export const GEOWIDGET_STYLE = `${GEOWIDGET_ORIGIN}/inpost-geowidget.css`;
/** The event the widget is told to dispatch (its `onpoint` attribute). */
export const GEOWIDGET_EVENT = 'storefront-inpost-point';
/** Lockers to collect a parcel from (the widget's `config`). */
export const GEOWIDGET_CONFIG = 'parcelCollect';

const CODE = /^[A-Z0-9-]{2,20}$/;

/** The widget speaks pl, en and uk: Russian readers get English. */
export const geowidgetLanguage = (locale: Locale) => (locale === 'pl' ? 'pl' : 'en');

/** The locker code of the point the widget reported, or null for anything else. */
export function pointIdFromGeowidget(detail: unknown): string | null {
  const name = (detail as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') return null;
  const code = name.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The few parts of `document` the loader uses (a fake one in the unit test). */
export interface GeowidgetDocument {
  head: { appendChild(node: unknown): unknown };
  querySelector(selector: string): unknown;
  createElement(tag: string): GeowidgetElement;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}
export interface GeowidgetElement {
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
}

let loading: Promise<void> | null = null;

/**
 * Adds InPost's stylesheet and script to the page once and resolves when the script has run;
 * a failed load (no network, the policy, InPost down) rejects and lets a later opening try again.
 */
export function loadGeowidget(doc: GeowidgetDocument = document): Promise<void> {
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    if (!doc.querySelector(`link[href="${GEOWIDGET_STYLE}"]`)) {
      const style = doc.createElement('link');
      style.setAttribute('rel', 'stylesheet');
      style.setAttribute('href', GEOWIDGET_STYLE);
      doc.head.appendChild(style);
    }
    const script = doc.createElement('script');
    script.setAttribute('src', GEOWIDGET_SCRIPT);
    script.setAttribute('defer', '');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('geowidget_unavailable')), {
      once: true,
    });
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Forgets the loaded script (tests only). */
export function resetGeowidgetLoader() {
  loading = null;
}

/** The widget element's attributes for this shop, page language and event. */
export function geowidgetAttributes(token: string, locale: Locale): Record<string, string> {
  return {
    token,
    language: geowidgetLanguage(locale),
    config: GEOWIDGET_CONFIG,
    onpoint: GEOWIDGET_EVENT,
  };
}

/**
 * Calls `onPoint` with the locker code of each point chosen on the map (points without a code
 * are ignored); answers the function that stops listening.
 */
export function listenForGeowidgetPoint(
  onPoint: (id: string) => void,
  doc: Pick<GeowidgetDocument, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const listener = (event: Event) => {
    const id = pointIdFromGeowidget((event as CustomEvent<unknown>).detail);
    if (id) onPoint(id);
  };
  doc.addEventListener(GEOWIDGET_EVENT, listener);
  return () => doc.removeEventListener(GEOWIDGET_EVENT, listener);
}
