import { useEffect, useSyncExternalStore } from 'react';
import { onCrossTab } from './cross-tab';
import { ACCESS_KEY, REFRESH_KEY, USER_KEY, session, type SessionState } from './session';

const GUEST: SessionState = { accessToken: null, refreshToken: null, user: null };

/**
 * The session of this browser. The server renders every page as for a guest (pages are the
 * same for everyone and cacheable); the stored session appears right after hydration.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, () => GUEST);
}

/**
 * Mounted once per page: logins, logouts and refreshes of other tabs reach this one. The
 * channel message can arrive before the other tab's storage write is visible here (Chromium
 * syncs storage between processes asynchronously), so the storage event re-reads as well.
 */
export function useSessionSync(): void {
  useEffect(() => {
    const offChannel = onCrossTab((event) => {
      if (event.type === 'login' || event.type === 'logout' || event.type === 'tokens')
        session.changed();
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === ACCESS_KEY || e.key === REFRESH_KEY || e.key === USER_KEY)
        session.changed();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      offChannel();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
