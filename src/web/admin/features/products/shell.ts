/**
 * TEMPORARY: what the products screens need from the back office's shell (wt-ui-shell), until
 * the shell lands on main: the staff member's locale and an API client with the session cookie
 * and CSRF headers. Same names and shapes as the shell's (`AdminApiError`, `adminApi` with
 * `quiet`), so switching is a change of imports; then this file goes away.
 */
import { createContext, use } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../../domain/locale';

export const AdminLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The staff member's language (their `locale` setting). */
export function useAdminLocale(): Locale {
  return use(AdminLocaleContext);
}

export type FieldErrors = Record<string, string[]>;

export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly errors: string | FieldErrors | null,
    readonly code: string | null,
  ) {
    super(typeof errors === 'string' ? errors : `HTTP ${status}`);
  }
  get fields(): FieldErrors {
    return this.errors && typeof this.errors === 'object' ? this.errors : {};
  }
}

let token: string | null = null;

/** The page's CSRF token (root.tsx renders it into a meta tag), or a fresh one from the API. */
export async function csrfToken(): Promise<string> {
  if (token) return token;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return (token = meta);
  const res = await fetch('/api/client/csrf-token', { credentials: 'same-origin' });
  return (token = ((await res.json()) as { token: string }).token);
}

export async function toApiError(res: Response): Promise<AdminApiError> {
  type ErrorBody = { errors?: unknown; code?: unknown } | null;
  let body: ErrorBody;
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    body = null;
  }
  const errors =
    typeof body?.errors === 'string' || (body?.errors && typeof body.errors === 'object')
      ? (body.errors as string | FieldErrors)
      : null;
  return new AdminApiError(res.status, errors, typeof body?.code === 'string' ? body.code : null);
}

export interface AdminRequestOptions {
  signal?: AbortSignal;
  /** The caller shows this failure itself (the shell's client toasts the others). */
  quiet?: boolean;
}

async function request<T>(method: string, url: string, body?: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (method !== 'GET') headers['X-CSRF-TOKEN'] = await csrfToken();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const adminApi = {
  get: <T>(url: string, o: AdminRequestOptions = {}) => request<T>('GET', url, undefined, o.signal),
  post: <T>(url: string, body?: unknown, _o?: AdminRequestOptions) => request<T>('POST', url, body),
  patch: <T>(url: string, body?: unknown, _o?: AdminRequestOptions) =>
    request<T>('PATCH', url, body),
  put: <T>(url: string, body?: unknown, _o?: AdminRequestOptions) => request<T>('PUT', url, body),
  delete: <T>(url: string, _o?: AdminRequestOptions) => request<T>('DELETE', url),
};
