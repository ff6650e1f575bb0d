import { MAX_CART_LINES } from '#contracts/limits';
import { MAX_LINE_COUNT, type CartEntry } from '#domain/cart/cart-math';
import { createPendingWrite, tabStorage } from '#web/lib/pending-write';
import type { KeyValueStorage } from '#web/lib/session';

/** This tab's cart write that has not been answered yet (session storage). */
export const PENDING_KEY = 'cart_pending';

/**
 * A logged-in shopper's cart write (the counts it sets) kept until the server answers
 * (lib/pending-write.ts): a shopper who goes to the cart right after an add used to find it
 * without the product, the page having gone before the call was sent. Writes set counts, so
 * sending one twice changes nothing.
 */
export function createPendingCart(storage: () => KeyValueStorage | null, now = () => Date.now()) {
  const pending = createPendingWrite(PENDING_KEY, parseLines, storage, now);
  return {
    write: (lines: readonly CartEntry[]) => pending.write([...lines]),
    clear: pending.clear,
    /** The write left behind by an earlier page of this tab, removed; [] when none or too old. */
    take: (): CartEntry[] => pending.take() ?? [],
  };
}

export type PendingCart = ReturnType<typeof createPendingCart>;

function parseLines(value: unknown): CartEntry[] | null {
  if (!Array.isArray(value)) return null;
  const lines: CartEntry[] = [];
  for (const item of value.slice(0, MAX_CART_LINES)) {
    const { id, count } = (item ?? {}) as { id?: unknown; count?: unknown };
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) continue;
    lines.push({ id, count: Math.min(count, MAX_LINE_COUNT) });
  }
  return lines;
}

/** The page's pending write, in this tab's session storage. */
export const pendingCart = createPendingCart(tabStorage);
