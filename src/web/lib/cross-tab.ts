import { ACCESS_KEY } from './session';

/** One channel for every feature's cross-tab events (docs/rules.md#cart, "tab sync"). */
export const CHANNEL_NAME = 'crossTabChannel';

/**
 * What one tab tells the others. Session events make them re-read storage; the shop events say
 * "this list changed, fetch or re-read it" (the data itself stays in storage or on the server,
 * so a missed event costs a stale badge until the next page, never a wrong cart).
 */
export type CrossTabEvent =
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'tokens' }
  | { type: 'cart' }
  | { type: 'wishlist' }
  | { type: 'compare' };

const EVENT_TYPES = new Set<string>(['login', 'logout', 'tokens', 'cart', 'wishlist', 'compare']);
const isEvent = (value: unknown): value is CrossTabEvent =>
  typeof value === 'object' &&
  value !== null &&
  EVENT_TYPES.has((value as { type?: unknown }).type as string);

let channel: BroadcastChannel | null | undefined;
function getChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs of this site. */
export function broadcast(event: CrossTabEvent): void {
  const ch = getChannel();
  if (ch) {
    ch.postMessage(event);
    return;
  }
  // Fallback: a write under the channel's name fires `storage` in the other tabs. The time
  // makes every write a change (the same event twice in a row must still be heard).
  try {
    window.localStorage.setItem(CHANNEL_NAME, JSON.stringify({ ...event, at: Date.now() }));
  } catch {
    // Storage blocked: the other tabs catch up on their next page load.
  }
}

/**
 * Listens for events from other tabs. Without BroadcastChannel the storage event stands in:
 * shop events arrive as writes under the channel's key; for the session the access token key
 * appearing is a login, disappearing a logout, changing a refresh.
 */
export function onCrossTab(listener: (event: CrossTabEvent) => void): () => void {
  const ch = getChannel();
  if (ch) {
    const onMessage = (e: MessageEvent<unknown>) => {
      if (isEvent(e.data)) listener(e.data);
    };
    ch.addEventListener('message', onMessage);
    return () => ch.removeEventListener('message', onMessage);
  }
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === CHANNEL_NAME && e.newValue) {
      try {
        const event: unknown = JSON.parse(e.newValue);
        if (isEvent(event)) listener({ type: event.type } as CrossTabEvent);
      } catch {
        // Not ours.
      }
      return;
    }
    if (e.key !== ACCESS_KEY && e.key !== null) return;
    if (e.key === null || e.newValue === null) listener({ type: 'logout' });
    else listener({ type: e.oldValue === null ? 'login' : 'tokens' });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
