import type { Locale } from '#domain/locale';

/** localStorage key of the products viewed on this device (never sent to the server). */
export const RECENT_KEY = 'recently_viewed';
export const RECENT_MAX = 12;

/**
 * One viewed product, as its page showed it in one language. No price: a remembered price goes
 * stale, and a price shown must be today's (with its 30-day lowest price when reduced).
 */
export interface RecentProduct {
  id: number;
  locale: Locale;
  title: string;
  url: string;
  image: string | null;
}

const isRecent = (v: unknown): v is RecentProduct => {
  const r = v as Partial<RecentProduct> | null;
  return (
    typeof r?.id === 'number' &&
    typeof r.locale === 'string' &&
    typeof r.title === 'string' &&
    typeof r.url === 'string' &&
    r.url.startsWith('/') &&
    (r.image === null || typeof r.image === 'string')
  );
};

/** What the device remembers, newest first; anything malformed (another version, a hand edit) is dropped. */
export function readRecent(storage: Pick<Storage, 'getItem'>): RecentProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `product` first (once per product and language) and keeps the newest RECENT_MAX. */
export function remember(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  product: RecentProduct,
): RecentProduct[] {
  const others = readRecent(storage).filter(
    (r) => !(r.id === product.id && r.locale === product.locale),
  );
  const next = [product, ...others].slice(0, RECENT_MAX);
  try {
    storage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the list is a nicety, the page goes on.
  }
  return next;
}

/** The list one page shows: this language's, without the product on screen. */
export function shownRecent(
  all: readonly RecentProduct[],
  locale: Locale,
  exceptId?: number,
): RecentProduct[] {
  return all.filter((r) => r.locale === locale && r.id !== exceptId);
}
