import type { TestApp } from './test-app';

let ipCounter = 0;
/** A fresh client address per call, so that per-address limits only bite where a test wants. */
export const freshIp = () =>
  `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

let phoneCounter = 0;
/** A phone number no other call of this process used, so per-phone limits only bite on purpose. */
export const freshPhone = () => `+4850${String(++phoneCounter).padStart(7, '0')}`;

let emailCounter = 0;
export const freshEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++emailCounter}@example.com`;

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
  headers: Record<string, unknown>;
}

/** Requests as the browser's API client makes them: CSRF headers, JSON, a client address. */
export function authClient(t: TestApp) {
  let csrf: Record<string, string> | undefined;
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: {
      body?: unknown;
      token?: string;
      ip?: string;
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<Answer> {
    csrf ??= await t.csrfHeaders();
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(options.csrf === false ? {} : csrf),
        'x-forwarded-for': options.ip ?? freshIp(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  }
  return {
    call,
    async register(overrides: Record<string, unknown> = {}, locale = 'pl') {
      const body = {
        name: 'Anna',
        surname: 'Nowak',
        email: freshEmail(),
        password: 'correct horse 42',
        ...overrides,
      };
      const res = await call('POST', `/api/client/${locale}/user/register`, { body });
      if (res.status !== 201)
        throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { ...res.body, email: body.email, password: body.password } as {
        access_token: string;
        refresh_token: string;
        user: { name: string; surname: string; email: string; phone: string | null };
        email: string;
        password: string;
      };
    },
  };
}
