/**
 * The back office's policy on the one client core (`lib/http-client.ts`;
 * docs/decisions/018-back-office-app.md). The session is the `sf_admin` cookie (HttpOnly, sent by
 * the browser: credentials same-origin), so unlike the shop's client there is no token to carry
 * or refresh, and GETs carry no CSRF token (they change nothing; asking for one would cost a round
 * trip). A 401 means the session is over: back to the login page, with the way back. A 422 comes
 * back to the form as a field map; any other failure is reported once (the layout shows a toast)
 * unless the caller handles it itself (`quiet`). Everything that touches the browser is injected,
 * so these rules are unit-tested.
 */

import { ApiError, toApiError, type FieldErrors } from '#web/lib/api-error';
import { CSRF_TOKEN_URL, createHttpClient, type CallOptions } from '#web/lib/http-client';

export type { FieldErrors };
export { ApiError, CSRF_TOKEN_URL };

/** An error answer as an ApiError (also for calls made outside this client: uploads). */
export const toError = toApiError;

export interface AdminRequestOptions extends CallOptions {
  /** A 401 is an answer, not the end of the session (the login call: wrong password). */
  allowUnauthenticated?: boolean;
}

export interface AdminApiDeps {
  fetch: typeof fetch;
  /** The token the page was rendered with (`<meta name="csrf-token">`), if any. */
  pageCsrfToken: () => string;
  /** The session is over: go to the login page (and come back here afterwards). */
  onUnauthenticated: () => void;
  /** A failure nobody else shows (the layout turns it into a toast). */
  onError: (error: ApiError) => void;
  /** Waits before a retry (a timer by default). */
  sleep?: (ms: number) => Promise<void>;
}

export function createAdminApi(deps: AdminApiDeps) {
  return createHttpClient<AdminRequestOptions>({
    fetch: deps.fetch,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    needsCsrf: (method) => method !== 'GET',
    sendsHeldCsrf: false,
    pageCsrfToken: deps.pageCsrfToken,
    wrapNetworkErrors: true,
    onFailure: (error, options) => {
      if (error.status === 401 && !options.allowUnauthenticated) deps.onUnauthenticated();
      else if (error.status !== 422 && !options.quiet) deps.onError(error);
    },
  });
}

export type AdminApi = ReturnType<typeof createAdminApi>;

// ---- The page's client --------------------------------------------------------------------

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/** The layout's toaster subscribes here. */
export function onAdminApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Where the login page sends a person back to: here. */
export function loginAddress(location: { pathname: string; search: string }): string {
  return `/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}

export const adminApi = createAdminApi({
  fetch: (...args) => fetch(...args),
  pageCsrfToken: () =>
    typeof document === 'undefined'
      ? ''
      : (document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''),
  onUnauthenticated: () => window.location.assign(loginAddress(window.location)),
  onError: (error) => errorListeners.forEach((listener) => listener(error)),
});
