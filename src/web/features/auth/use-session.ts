import { useEffect, useSyncExternalStore } from 'react';
import { onCrossTab } from '../../lib/cross-tab';
import { session, type SessionState } from '../../lib/session';

const GUEST: SessionState = { accessToken: null, refreshToken: null, user: null };

/**
 * The session of this browser. The server renders every page as for a guest (pages are the
 * same for everyone and cacheable); the stored session appears right after hydration.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, () => GUEST);
}

/** Mounted once per page: logins, logouts and refreshes of other tabs reach this one. */
export function useSessionSync(): void {
  useEffect(() => onCrossTab((event) => {
    if (event.type === 'login' || event.type === 'logout' || event.type === 'tokens') session.changed();
  }), []);
}
