/**
 * One checkout attempt's `Idempotency-Key`, kept in sessionStorage: a double click, a retry after
 * a lost answer and a reload of the page all send the same key, so the server places one order.
 * A new key is made only after an order went through (or the server said the key belongs to an
 * order with other contents).
 */
const STORAGE_KEY = 'checkout_attempt';
let memory: string | null = null; // storage refused (private mode): this page's attempt

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const checkoutAttempt = {
  /** This attempt's key, made on first use. */
  key(): string {
    const store = storage();
    const held = store?.getItem(STORAGE_KEY) ?? memory;
    if (held) return held;
    const made = newKey();
    memory = made;
    try {
      store?.setItem(STORAGE_KEY, made);
    } catch {
      // full or refused: the in-memory key still covers double clicks and retries
    }
    return made;
  },
  /** The attempt is over (placed, or its key is spent on another order). */
  done(): void {
    memory = null;
    try {
      storage()?.removeItem(STORAGE_KEY);
    } catch {
      // nothing to clear
    }
  },
};
