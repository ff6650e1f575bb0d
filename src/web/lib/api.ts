import { API, apiPath } from '#contracts/api-paths';
import type { TokenPair } from '#contracts/auth';
import { broadcast } from './cross-tab';
import { createTranslate } from './i18n/translate';
import { pageLocale } from './page-locale';
import { session, type SessionStore } from './session';
import { ApiError, toApiError as toError, type FieldErrors } from './api-error';
import {
  CSRF_TOKEN_URL,
  INVALID_RESPONSE,
  createHttpClient,
  type CallOptions,
  type SchemaSource,
} from './http-client';

/**
 * The shop's policy on the one client core (`http-client.ts`; docs/rules.md#calls and #errors).
 * Every call carries the bearer token as well as what the core sends. Pages carry no CSRF token
 * (every visitor gets the same bytes, docs/decisions/022-pages-a-cdn-can-keep.md): the core asks
 * for one before the first call that needs it. On a 401 the shop refreshes once and retries;
 * 400/403/404/500 and an answer that breaks the contract raise the error popup; 422 comes back to
 * the form as field errors. Everything that touches the browser is injected, so the rules are
 * unit-tested with a fake fetch.
 */

export const REFRESH_URL = apiPath(API.refreshToken, {});
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

export { ApiError, type FieldErrors };
export { CSRF_TOKEN_URL };

export interface RequestOptions extends CallOptions {
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
  /** Waits before a retry (a timer by default). */
  sleep?: (ms: number) => Promise<void>;
}

export function createApiClient(deps: ApiClientDeps) {
  let popupsEnabled = true;
  let refreshing: Promise<string | null> | null = null;

  /** Clears the session everywhere: this tab's storage (shared with the other tabs) and a broadcast. */
  function endSession() {
    deps.session.clear();
    deps.broadcast({ type: 'logout' });
  }

  const client = createHttpClient<RequestOptions>({
    fetch: deps.fetch,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    // Other GETs carry the token when there is one; a 403 still gets one, once.
    needsCsrf: needsToken,
    sendsHeldCsrf: true,
    accessToken: () => deps.session.accessToken(),
    renewAccess: async (url, stale) => {
      if (url !== REFRESH_URL) return refreshOnce(stale);
      endSession(); // a 401 on the refresh call logs the user out (docs/rules.md#errors)
      return null;
    },
    wrapNetworkErrors: false,
    onFailure: (error, options) => {
      const shown = POPUP_STATUSES.has(error.status) || error.code === INVALID_RESPONSE;
      if (shown && popupsEnabled && options.popup !== false && !options.quiet) {
        deps.showPopup(
          typeof error.errors === 'string' && error.errors ? error.errors : deps.unknownError(),
        );
      }
    },
  });

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
        const res = await deps.fetch(REFRESH_URL, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'X-CSRF-TOKEN': await client.csrfToken(),
            'Content-Type': 'application/json',
          },
          credentials: 'same-origin',
          body: JSON.stringify({ refresh_token: refreshToken }),
        });
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

  return {
    request: client.request,
    get: client.get,
    post: client.post,
    put: client.put,
    delete: client.delete,
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
export function getJson<T>(url: string, schema: SchemaSource<T>, signal?: AbortSignal): Promise<T> {
  return api.get<T>(url, { popup: false, schema, ...(signal ? { signal } : {}) });
}
