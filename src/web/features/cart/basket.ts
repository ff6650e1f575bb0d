import { MAX_CART_LINES } from '#contracts/limits';
import { MAX_LINE_COUNT, type CartEntry } from '#domain/cart/cart-math';
import type { KeyValueStorage } from '#web/lib/session';

/** The guest cart's storage key (docs/rules.md#cart). */
export const BASKET_KEY = 'basket';

/**
 * The guest cart in browser storage: `[{ id, count }]`. What is read is checked, since storage
 * can hold anything (an old version, a hand edit): bad entries are dropped, counts clamped to
 * 1..99, a product listed twice keeps its first line, lines past what a cart holds (100) are
 * dropped. Blocked storage means an empty cart.
 */
export function createBasket(storage: () => KeyValueStorage | null) {
  return {
    read(): CartEntry[] {
      let raw: string | null;
      try {
        raw = storage()?.getItem(BASKET_KEY) ?? null;
      } catch {
        return [];
      }
      return raw ? parseBasket(raw) : [];
    },
    /** An empty list removes the key: an empty cart is cleared, the local one too. */
    write(entries: readonly CartEntry[]) {
      try {
        const s = storage();
        if (entries.length === 0) s?.removeItem(BASKET_KEY);
        else
          s?.setItem(BASKET_KEY, JSON.stringify(entries.map(({ id, count }) => ({ id, count }))));
      } catch {
        // Full or blocked: the cart lives until the page closes.
      }
    },
  };
}

export type Basket = ReturnType<typeof createBasket>;

export function parseBasket(raw: string): CartEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const entries: CartEntry[] = [];
  for (const item of value) {
    if (entries.length === MAX_CART_LINES) break;
    const id = (item as { id?: unknown })?.id;
    const count = Number((item as { count?: unknown })?.count);
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || seen.has(id)) continue;
    if (!Number.isFinite(count) || count < 1) continue;
    seen.add(id);
    entries.push({ id, count: Math.min(Math.floor(count), MAX_LINE_COUNT) });
  }
  return entries;
}

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The page's one guest cart. */
export const basket = createBasket(browserStorage);
