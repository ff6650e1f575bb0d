/**
 * The back office's API client (docs/decisions/018-back-office-app.md). The session is the
 * `sf_admin` cookie (HttpOnly, sent by the browser: credentials same-origin), so unlike the
 * shop's client there is no token to carry or refresh. Every call carries `X-Requested-With` and
 * the CSRF token (docs/rules.md#calls). A 401 means the session is over: back to the login
 * page, with the way back. A 422 comes back to the form as a field map; any other failure is
 * reported once (the layout shows a toast) unless the caller handles it itself (`quiet`).
 * Everything that touches the browser is injected, so these rules are unit-tested.
 */

import {
  ApiError as AdminApiError,
  peekCode,
  toApiError,
  type FieldErrors,
} from '../../lib/api-error';
import { API } from '../../../contracts/api-paths';

export type { FieldErrors };

/** The back office's name for the shared error class. */
export { AdminApiError };

/** An error answer as an AdminApiError (also for calls made outside this client: uploads). */
export const toError = toApiError;

export interface AdminRequestOptions {
  /** A JSON body. */
  body?: unknown;
  /** A body sent as is (a CSV file), with its content type. */
  raw?: { body: BodyInit; contentType: string };
  signal?: AbortSignal;
  /** The caller shows this failure itself: no toast (a 422 never has one). */
  quiet?: boolean;
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
  onError: (error: AdminApiError) => void;
}

export const CSRF_TOKEN_URL = API.csrfToken;

export function createAdminApi(deps: AdminApiDeps) {
  let token: string | null = null;

  async function freshToken(): Promise<string> {
    const res = await deps.fetch(CSRF_TOKEN_URL, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!res.ok) throw await toError(res);
    token = ((await res.json()) as { token: string }).token;
    return token;
  }

  async function csrfToken(): Promise<string> {
    token ??= deps.pageCsrfToken() || null;
    return token ?? freshToken();
  }

  async function send(method: string, url: string, options: AdminRequestOptions) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    // GETs change nothing and need no token; asking for one would cost a round trip.
    if (method !== 'GET') headers['X-CSRF-TOKEN'] = await csrfToken();
    let body: BodyInit | undefined;
    if (options.raw) {
      headers['Content-Type'] = options.raw.contentType;
      body = options.raw.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return deps.fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  async function request<T>(
    method: string,
    url: string,
    options: AdminRequestOptions = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await send(method, url, options);
      // The CSRF cookie changed under us (cleared, or a new browser session): one new token, once.
      if (res.status === 403 && method !== 'GET' && (await peekCode(res)) === 'csrf_failed') {
        await freshToken();
        res = await send(method, url, options);
      }
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const error = new AdminApiError(0, null, 'network_error');
      if (!options.quiet) deps.onError(error);
      throw error;
    }
    if (!res.ok) {
      const error = await toError(res);
      if (res.status === 401 && !options.allowUnauthenticated) deps.onUnauthenticated();
      else if (res.status !== 422 && !options.quiet) deps.onError(error);
      throw error;
    }
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    request,
    get: <T>(url: string, options?: AdminRequestOptions) => request<T>('GET', url, options),
    post: <T>(url: string, body?: unknown, options?: AdminRequestOptions) =>
      request<T>('POST', url, { ...options, body }),
    patch: <T>(url: string, body?: unknown, options?: AdminRequestOptions) =>
      request<T>('PATCH', url, { ...options, body }),
    put: <T>(url: string, body?: unknown, options?: AdminRequestOptions) =>
      request<T>('PUT', url, { ...options, body }),
    delete: <T>(url: string, options?: AdminRequestOptions) => request<T>('DELETE', url, options),
    /** The CSRF token, for a call this client cannot make (an upload with progress). */
    csrfToken,
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

// ---- The page's client --------------------------------------------------------------------

type ErrorListener = (error: AdminApiError) => void;
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
