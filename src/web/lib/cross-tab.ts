import { ACCESS_KEY } from './session';

/** Spec section 4 "Tab sync": one channel for every feature's cross-tab events. */
export const CHANNEL_NAME = 'crossTabChannel';

export type CrossTabEvent =
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'tokens' }
  | { type: string; [key: string]: unknown };

let channel: BroadcastChannel | null | undefined;
function getChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs of this site. */
export function broadcast(event: CrossTabEvent): void {
  getChannel()?.postMessage(event);
}

/**
 * Listens for events from other tabs. Without BroadcastChannel the storage event stands in:
 * the access token key appearing is a login, disappearing a logout, changing a refresh.
 */
export function onCrossTab(listener: (event: CrossTabEvent) => void): () => void {
  const ch = getChannel();
  if (ch) {
    const onMessage = (e: MessageEvent<CrossTabEvent>) => {
      if (e.data && typeof e.data.type === 'string') listener(e.data);
    };
    ch.addEventListener('message', onMessage);
    return () => ch.removeEventListener('message', onMessage);
  }
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key !== ACCESS_KEY && e.key !== null) return;
    if (e.key === null || e.newValue === null) listener({ type: 'logout' });
    else listener({ type: e.oldValue === null ? 'login' : 'tokens' });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
