import { API, apiPath } from '../../contracts/api-paths';
import type { TokenPair } from '../../contracts/auth';
import { broadcast } from './cross-tab';
import { createTranslate } from './i18n/translate';
import { pageLocale } from './page-locale';
import { session, type SessionStore } from './session';

/**
 * The browser's one API client (docs/rules.md#calls and #errors). Every call
 * carries the bearer token, the CSRF token and X-Requested-With. Pages carry no token (every
 * visitor gets the same bytes, docs/decisions/022-pages-a-cdn-can-keep.md): the client asks
 * `GET /api/client/csrf-token` before its first state-changing call, once for all the calls
 * waiting, and again once when the server refuses a token (403 `csrf_failed`: the cookie it is
 * bound to changed). On a 401 it refreshes once and retries; 400/403/404/500 raise the error
 * popup; 422 comes back to the form as field errors. Everything that touches the browser is
 * injected, so the rules are unit-tested with a fake fetch.
 */

export const REFRESH_URL = apiPath(API.refreshToken, {});
export const CSRF_TOKEN_URL = apiPath(API.csrfToken, {});
/** Methods that change nothing: no token needed, except on the GETs below. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** GETs that change state (the spec's compare calls, a cart's share link): the server checks them. */
const GUARDED_GETS = new Set<string>([
  API.compareSet,
  API.compareDelete,
  API.compareClear,
  API.cartLink,
]);
const needsToken = (method: string, url: string) =>
  !SAFE_METHODS.has(method) || GUARDED_GETS.has(url.split('?', 1)[0] ?? '');
const POPUP_STATUSES = new Set([400, 403, 404, 500]);

import { ApiError, peekCode, toApiError as toError, type FieldErrors } from './api-error';

export { ApiError, type FieldErrors };

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** false: this call never raises the error popup (the caller shows its own message). */
  popup?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  session: SessionStore;
  /** Shows the error popup (the page's ErrorPopupHost listens). */
  showPopup: (message: string) => void;
  /** The localized "unknown error" text. */
  unknownError: () => string;
  reload: () => void;
  /** Tells other tabs; they re-read storage. */
  broadcast: (event: { type: 'logout' | 'tokens' }) => void;
  /** Runs `fn` while no other tab runs it (Web Locks); plain call when unavailable. */
  withLock: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
}

export function createApiClient(deps: ApiClientDeps) {
  let popupsEnabled = true;
  let refreshing: Promise<string | null> | null = null;
  let csrf: string | null = null;
  let csrfPending: Promise<string> | null = null;

  /** One token call for every call that waits for it; `stale` is the token the server refused. */
  function csrfToken(stale: string | null = null): Promise<string> {
    if (csrf !== null && csrf !== stale) return Promise.resolve(csrf);
    csrfPending ??= (async () => {
      const res = await deps.fetch(CSRF_TOKEN_URL, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
      });
      if (!res.ok) throw await toError(res);
      csrf = ((await res.json()) as { token: string }).token;
      return csrf;
    })().finally(() => {
      csrfPending = null;
    });
    return csrfPending;
  }

  async function send(
    method: string,
    url: string,
    options: RequestOptions,
    token: string | null,
    csrfHeader: string | null,
  ) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    if (csrfHeader) headers['X-CSRF-TOKEN'] = csrfHeader;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return deps.fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /** Clears the session everywhere: this tab's storage (shared with the other tabs) and a broadcast. */
  function endSession() {
    deps.session.clear();
    deps.broadcast({ type: 'logout' });
  }

  /**
   * One refresh for every concurrent 401 of this tab, and, through a Web Lock, of all tabs: a
   * tab that gets the lock after another one refreshed finds new tokens in storage and uses
   * them instead of spending the (now old) refresh token. Resolves the new access token, or
   * null when there is no refresh token.
   */
  function refreshOnce(staleAccess: string | null): Promise<string | null> {
    refreshing ??= deps
      .withLock('client_refresh', async () => {
        const current = deps.session.accessToken();
        if (current && current !== staleAccess) return current; // another tab was faster
        const refreshToken = deps.session.refreshToken();
        if (!refreshToken) return null;
        const res = await send(
          'POST',
          REFRESH_URL,
          { body: { refresh_token: refreshToken } },
          null,
          await csrfToken(),
        );
        if (!res.ok) {
          // Rejected (spent, revoked or expired): the session is over; start clean.
          endSession();
          deps.reload();
          throw await toError(res);
        }
        const pair = (await res.json()) as TokenPair;
        deps.session.setTokens(pair.access_token, pair.refresh_token);
        deps.broadcast({ type: 'tokens' });
        return pair.access_token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
    const token = deps.session.accessToken();
    // Other GETs carry the token when there is one; a 403 below still gets one, once.
    let sentCsrf = needsToken(method, url) ? await csrfToken() : csrf;
    let res = await send(method, url, options, token, sentCsrf);
    if (res.status === 403 && (await peekCode(res)) === 'csrf_failed') {
      // No token yet, or the cookie it is bound to changed (cleared, expired): one new one, once.
      sentCsrf = await csrfToken(sentCsrf);
      res = await send(method, url, options, token, sentCsrf);
    }
    if (res.status === 401 && url === REFRESH_URL) {
      endSession(); // a 401 on the refresh call logs the user out (docs/rules.md#errors)
    } else if (res.status === 401) {
      const fresh = await refreshOnce(token);
      if (fresh) res = await send(method, url, options, fresh, sentCsrf);
    }
    if (!res.ok) {
      const error = await toError(res);
      if (POPUP_STATUSES.has(res.status) && popupsEnabled && options.popup !== false) {
        deps.showPopup(
          typeof error.errors === 'string' && error.errors ? error.errors : deps.unknownError(),
        );
      }
      throw error;
    }
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
    post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', url, { ...options, body }),
    put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', url, { ...options, body }),
    delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
    /** A page that shows errors its own way turns the popup off (docs/rules.md#errors), and on again. */
    setErrorPopups(enabled: boolean) {
      popupsEnabled = enabled;
    },
    /** Logs out here and in the other tabs, whatever the server answers. */
    endSession,
  };
}

// ---- The page's client --------------------------------------------------------------------

type PopupListener = (message: string) => void;
const popupListeners = new Set<PopupListener>();

/** The error popup host subscribes here. */
export function onErrorPopup(listener: PopupListener): () => void {
  popupListeners.add(listener);
  return () => popupListeners.delete(listener);
}

export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  session,
  showPopup: (message) => popupListeners.forEach((l) => l(message)),
  unknownError: () => createTranslate(pageLocale())('error.unknown'),
  reload: () => window.location.reload(),
  broadcast,
  withLock: (name, fn) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request(name, fn) as ReturnType<typeof fn>)
      : fn(),
});

/** Public GETs of the listings: through the one client, with their own error messages. */
export function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return api.get<T>(url, { popup: false, ...(signal ? { signal } : {}) });
}
