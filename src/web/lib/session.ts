import type { User } from '#contracts/auth';

/** Browser storage keys of the session (docs/rules.md#accounts-and-sessions). */
export const ACCESS_KEY = 'client_access_token';
export const REFRESH_KEY = 'client_refresh_token';
export const USER_KEY = 'client_user';

/** The part of `localStorage` the session needs; tests pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<User>;
    return typeof value?.email === 'string'
      ? {
          name: value.name ?? '',
          surname: value.surname ?? '',
          email: value.email,
          phone: value.phone ?? null,
        }
      : null;
  } catch {
    return null; // a hand-edited or foreign value must not break every page
  }
}

/**
 * Tokens and user in storage. Guest versus logged in is decided by the access token
 * (docs/rules.md#accounts-and-sessions). Storage may be missing or throw (Safari private mode, blocked cookies): then the
 * visitor is simply a guest.
 */
export function createSessionStore(storage: () => KeyValueStorage | null) {
  const listeners = new Set<() => void>();
  let snapshot: SessionState | null = null;

  const read = (key: string) => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      const s = storage();
      if (value === null) s?.removeItem(key);
      else s?.setItem(key, value);
    } catch {
      // Storage full or blocked: the session lives until the page closes.
    }
  };

  const store = {
    /** A stable object until something changes (for useSyncExternalStore). */
    get(): SessionState {
      const next = {
        accessToken: read(ACCESS_KEY),
        refreshToken: read(REFRESH_KEY),
        user: parseUser(read(USER_KEY)),
      };
      if (
        snapshot &&
        snapshot.accessToken === next.accessToken &&
        snapshot.refreshToken === next.refreshToken &&
        JSON.stringify(snapshot.user) === JSON.stringify(next.user)
      )
        return snapshot;
      snapshot = next;
      return next;
    },
    accessToken: () => read(ACCESS_KEY),
    refreshToken: () => read(REFRESH_KEY),
    setTokens(access: string, refresh: string) {
      write(ACCESS_KEY, access);
      write(REFRESH_KEY, refresh);
      store.changed();
    },
    setUser(user: User) {
      write(USER_KEY, JSON.stringify(user));
      store.changed();
    },
    clear() {
      write(ACCESS_KEY, null);
      write(REFRESH_KEY, null);
      write(USER_KEY, null);
      store.changed();
    },
    /** Tells subscribers to re-read (also called when another tab changed the storage). */
    changed() {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The page's one session store. */
export const session = createSessionStore(browserStorage);
