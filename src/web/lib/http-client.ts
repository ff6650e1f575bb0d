/**
 * The core of both API clients of the browser: the shop's (`lib/api.ts`) and the back office's
 * (`admin/lib/api.ts`) are this core with a policy each (docs/decisions/032-one-way-browser-side.md).
 *
 * The core does what every call needs (docs/rules.md#calls): JSON in and out, `X-Requested-With`,
 * the CSRF token (asked once for all the calls that wait for it, and again once when the server
 * refuses it: 403 `csrf_failed`), one retry of an idempotent call that the server turned away for
 * a moment (503 or 429 with `Retry-After`), and the answer checked against the contract's schema.
 * A policy says who the caller is (a bearer token, or the session cookie alone), what a 401 means,
 * and how a failure is shown. Everything that touches the browser is injected, so the rules are
 * unit-tested with a fake fetch (`http-client.test.ts`).
 */
import { API, apiPath } from '#contracts/api-paths';
import { ApiError, peekCode, toApiError } from './api-error';

/** What a call checks its answer with: a zod schema of `src/contracts`, or anything that parses. */
export interface Parser<T> {
  parse(data: unknown): T;
}
/**
 * A schema, or a loader of one: pages that load no zod on a first visit pass a loader
 * (`() => import('…/contracts/cart').then((m) => m.cartResponse)`), started with the call so the
 * answer does not wait for it.
 */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

export interface CallOptions {
  /** A JSON body. */
  body?: unknown;
  /** A body sent as is: a CSV file with its type, or a FormData (the browser sets its type). */
  raw?: { body: BodyInit; contentType?: string };
  signal?: AbortSignal;
  /** The caller shows this failure itself: the policy reports nothing. */
  quiet?: boolean;
  /** The contract's schema of the answer; the answer is `T` only once it has passed it. */
  schema?: SchemaSource<unknown>;
  /** A POST that changes nothing twice (a check): retried like a PUT after a 503 or 429. */
  idempotent?: boolean;
  /**
   * Sent as `Idempotency-Key` (a checkout's placement): the server answers a repeat with the
   * first answer, so the call is retried like a PUT too.
   */
  idempotencyKey?: string;
  /** Reads the answer's headers (a product's version after an image write). */
  onHeaders?: (headers: Headers) => void;
}

/** A policy's options for a call answering `T`. */
export type OptionsOf<O extends CallOptions, T> = Omit<O, 'schema'> & { schema?: SchemaSource<T> };

export const CSRF_TOKEN_URL = apiPath(API.csrfToken, {});
/** A `Retry-After` longer than this is not waited for: the failure is the answer. */
export const MAX_RETRY_WAIT_SECONDS = 10;
/** Without a `Retry-After`, a 503 or 429 is retried after this. */
const DEFAULT_RETRY_WAIT_SECONDS = 1;
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const BUSY_STATUSES = new Set([429, 503]);

export interface ClientPolicy<O extends CallOptions> {
  fetch: typeof fetch;
  /** Waits `ms` (a timer in the page; tests pass one that resolves at once). */
  sleep: (ms: number) => Promise<void>;
  /** Whether this call must carry a CSRF token (one is asked for first when none is held). */
  needsCsrf: (method: string, url: string) => boolean;
  /** A call that needs none still carries the one held (the shop's); the back office's does not. */
  sendsHeldCsrf: boolean;
  /** The token the page was rendered with, if any. */
  pageCsrfToken?: () => string;
  /** The bearer token to send, if any. */
  accessToken?: () => string | null;
  /** After a 401: a new access token to retry with once, or null to take the 401 as the answer. */
  renewAccess?: (url: string, stale: string | null) => Promise<string | null>;
  /** A network failure becomes an ApiError with status 0 (reported); otherwise it is thrown as is. */
  wrapNetworkErrors: boolean;
  /** A failed call, before it is thrown to the caller: a popup, a toast, the login page. */
  onFailure: (error: ApiError, options: O) => void;
}

/** The answer is not what the contract says: reported like a server error. */
export const INVALID_RESPONSE = 'invalid_response';

export function createHttpClient<O extends CallOptions>(policy: ClientPolicy<O>) {
  let csrf: string | null = null;
  let csrfPending: Promise<string> | null = null;

  /** One token call for every call that waits for it; `stale` is the token the server refused. */
  function csrfToken(stale: string | null = null): Promise<string> {
    if (csrf === null && stale === null) csrf = policy.pageCsrfToken?.() || null;
    if (csrf !== null && csrf !== stale) return Promise.resolve(csrf);
    csrfPending ??= (async () => {
      const res = await policy.fetch(CSRF_TOKEN_URL, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
      });
      if (!res.ok) throw await toApiError(res);
      csrf = ((await res.json()) as { token: string }).token;
      return csrf;
    })().finally(() => {
      csrfPending = null;
    });
    return csrfPending;
  }

  function send(
    method: string,
    url: string,
    options: CallOptions,
    token: string | null,
    csrfHeader: string | null,
  ) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    if (csrfHeader) headers['X-CSRF-TOKEN'] = csrfHeader;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: BodyInit | undefined;
    if (options.raw) {
      if (options.raw.contentType) headers['Content-Type'] = options.raw.contentType;
      body = options.raw.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return policy.fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /** One more try of an idempotent call the server turned away for a moment. */
  async function sendPatiently(
    method: string,
    url: string,
    options: CallOptions,
    token: string | null,
    csrfHeader: string | null,
  ) {
    const res = await send(method, url, options, token, csrfHeader);
    if (!BUSY_STATUSES.has(res.status)) return res;
    if (!IDEMPOTENT_METHODS.has(method) && !options.idempotent && !options.idempotencyKey)
      return res;
    const header = res.headers.get('Retry-After');
    const seconds = header === null ? DEFAULT_RETRY_WAIT_SECONDS : Number(header);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_RETRY_WAIT_SECONDS) return res;
    await res.body?.cancel();
    await policy.sleep(seconds * 1000);
    if (options.signal?.aborted) throw options.signal.reason;
    return send(method, url, options, token, csrfHeader);
  }

  async function exchange(method: string, url: string, options: O): Promise<Response> {
    const token = policy.accessToken?.() ?? null;
    let sentCsrf = policy.needsCsrf(method, url)
      ? await csrfToken()
      : policy.sendsHeldCsrf
        ? csrf
        : null;
    let res = await sendPatiently(method, url, options, token, sentCsrf);
    if (res.status === 403 && (await peekCode(res)) === 'csrf_failed') {
      // No token yet, or the cookie it is bound to changed (cleared, expired): one new one, once.
      sentCsrf = await csrfToken(sentCsrf);
      res = await sendPatiently(method, url, options, token, sentCsrf);
    }
    if (res.status === 401 && policy.renewAccess) {
      const fresh = await policy.renewAccess(url, token);
      if (fresh) res = await sendPatiently(method, url, options, fresh, sentCsrf);
    }
    return res;
  }

  async function request<T>(
    method: string,
    url: string,
    options = {} as OptionsOf<O, T>,
  ): Promise<T> {
    // Started with the call: the schema's module loads while the answer travels.
    const schema =
      typeof options.schema === 'function'
        ? (options.schema as () => Promise<Parser<T>>)()
        : (options.schema as Parser<T> | undefined);
    let res: Response;
    try {
      res = await exchange(method, url, options as O);
    } catch (cause) {
      if (!policy.wrapNetworkErrors || options.signal?.aborted) throw cause;
      const error = new ApiError(0, null, 'network_error');
      policy.onFailure(error, options as O);
      throw error;
    }
    if (!res.ok) {
      const error = await toApiError(res);
      policy.onFailure(error, options as O);
      throw error;
    }
    options.onHeaders?.(res.headers);
    const text = res.status === 204 ? '' : await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    const parser = await schema;
    if (!parser) return data as T;
    try {
      return parser.parse(data);
    } catch (cause) {
      const error = new ApiError(res.status, null, INVALID_RESPONSE, null, { cause });
      policy.onFailure(error, options as O);
      throw error;
    }
  }

  return {
    request,
    get: <T>(url: string, options?: OptionsOf<O, T>) => request<T>('GET', url, options),
    post: <T>(url: string, body?: unknown, options?: OptionsOf<O, T>) =>
      request<T>('POST', url, { ...options, body } as OptionsOf<O, T>),
    put: <T>(url: string, body?: unknown, options?: OptionsOf<O, T>) =>
      request<T>('PUT', url, { ...options, body } as OptionsOf<O, T>),
    patch: <T>(url: string, body?: unknown, options?: OptionsOf<O, T>) =>
      request<T>('PATCH', url, { ...options, body } as OptionsOf<O, T>),
    delete: <T>(url: string, options?: OptionsOf<O, T>) => request<T>('DELETE', url, options),
    /** The CSRF token, for a call this client cannot make (an upload with progress). */
    csrfToken: () => csrfToken(),
  };
}

export type HttpClient<O extends CallOptions> = ReturnType<typeof createHttpClient<O>>;
