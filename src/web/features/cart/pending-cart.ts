import { MAX_CART_LINES } from '#contracts/limits';
import { MAX_LINE_COUNT, type CartEntry } from '#domain/cart/cart-math';
import type { KeyValueStorage } from '#web/lib/session';

/** This tab's cart write that has not been answered yet (session storage). */
export const PENDING_KEY = 'cart_pending';

/** Older than this, a write left behind is not sent again: the cart may have moved on since. */
export const PENDING_MAX_AGE_MS = 30_000;

/**
 * A logged-in shopper's cart write (the counts it sets) kept until the server answers, so that
 * leaving the page meanwhile loses nothing: the header counts an add at once, and a shopper who
 * goes to the cart right away used to find it without the product, the page having gone before
 * the call was sent. The next load on this tab sends it first. Writes set counts, so sending
 * one twice changes nothing.
 */
export function createPendingCart(storage: () => KeyValueStorage | null, now = () => Date.now()) {
  const remove = () => {
    try {
      storage()?.removeItem(PENDING_KEY);
    } catch {
      // blocked storage: nothing was kept either
    }
  };
  return {
    write(lines: readonly CartEntry[]) {
      try {
        storage()?.setItem(PENDING_KEY, JSON.stringify({ at: now(), lines }));
      } catch {
        // Full or blocked: the write is only as safe as before.
      }
    },
    clear: remove,
    /** The write left behind by an earlier page of this tab, removed; [] when none or too old. */
    take(): CartEntry[] {
      let raw: string | null;
      try {
        raw = storage()?.getItem(PENDING_KEY) ?? null;
      } catch {
        return [];
      }
      if (!raw) return [];
      remove();
      return parsePending(raw, now());
    },
  };
}

export type PendingCart = ReturnType<typeof createPendingCart>;

function parsePending(raw: string, now: number): CartEntry[] {
  let value: { at?: unknown; lines?: unknown };
  try {
    value = JSON.parse(raw) as typeof value;
  } catch {
    return [];
  }
  const at = Number(value?.at);
  if (!Number.isFinite(at) || now - at > PENDING_MAX_AGE_MS || now < at) return [];
  if (!Array.isArray(value.lines)) return [];
  const lines: CartEntry[] = [];
  for (const item of value.lines.slice(0, MAX_CART_LINES)) {
    const { id, count } = (item ?? {}) as { id?: unknown; count?: unknown };
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) continue;
    lines.push({ id, count: Math.min(count, MAX_LINE_COUNT) });
  }
  return lines;
}

/** The page's pending write, in this tab's session storage. */
export const pendingCart = createPendingCart(() =>
  typeof window === 'undefined' ? null : window.sessionStorage,
);
