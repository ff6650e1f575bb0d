import type { KeyValueStorage } from './session';

/** Older than this, a write left behind is not sent again: the list may have moved on since. */
export const PENDING_MAX_AGE_MS = 30_000;

/**
 * A logged-in shopper's write kept in this tab's session storage until the server answers, so
 * that leaving the page meanwhile loses nothing. Lists change at once on a press (the header
 * counts an add, a heart fills), and a shopper who moves on right away used to leave before the
 * call was sent, or while its token was being refreshed. The next page's load sends it first.
 * Only writes that may be sent twice go here: the cart's set counts, the wish list's add and
 * remove. `parse` checks what storage gives back (another version of the shop may have written it).
 */
export function createPendingWrite<T>(
  key: string,
  parse: (value: unknown) => T | null,
  storage: () => KeyValueStorage | null,
  now = () => Date.now(),
) {
  const remove = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // blocked storage: nothing was kept either
    }
  };
  return {
    write(value: T) {
      try {
        storage()?.setItem(key, JSON.stringify({ at: now(), value }));
      } catch {
        // Full or blocked: the write is only as safe as before.
      }
    },
    clear: remove,
    /** The write left behind by an earlier page of this tab, removed; null when none or too old. */
    take(): T | null {
      let raw: string | null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (!raw) return null;
      remove();
      let stored: { at?: unknown; value?: unknown };
      try {
        stored = JSON.parse(raw) as typeof stored;
      } catch {
        return null;
      }
      const at = Number(stored?.at);
      if (!Number.isFinite(at) || now() - at > PENDING_MAX_AGE_MS || now() < at) return null;
      return parse(stored.value);
    },
  };
}

export type PendingWrite<T> = ReturnType<typeof createPendingWrite<T>>;

/** This tab's session storage, or none on the server. */
export const tabStorage = (): KeyValueStorage | null =>
  typeof window === 'undefined' ? null : window.sessionStorage;
