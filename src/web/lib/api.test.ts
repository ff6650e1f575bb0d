import { describe, expect, it, vi } from 'vitest';
import { ApiError, CSRF_TOKEN_URL, REFRESH_URL, createApiClient, type ApiClientDeps } from './api';
import { ACCESS_KEY, REFRESH_KEY, USER_KEY, createSessionStore } from './session';

type Handler = (
  init: RequestInit & { headers: Record<string, string> },
) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A fake network (fetch is the edge) and a Map-backed storage shared like tabs share one. */
function setup(
  routes: Record<string, Handler[] | Handler>,
  options: { stored?: Record<string, string>; storage?: Map<string, string> } = {},
) {
  const data = options.storage ?? new Map<string, string>(Object.entries(options.stored ?? {}));
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] =
    [];
  /** The CSRF token calls, apart from `calls`: each answers a new token unless a test routes it. */
  const tokenCalls: string[] = [];
  const fetchFake = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url)}`;
    const headers = init.headers as Record<string, string>;
    if (String(url) === CSRF_TOKEN_URL && !routes[key]) {
      tokenCalls.push(key);
      await Promise.resolve(); // answered later, as the network would: concurrent calls wait
      return json(200, {
        token: tokenCalls.length === 1 ? 'csrf-123' : `csrf-${tokenCalls.length}`,
      });
    }
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = routes[key];
    const handler = Array.isArray(route) ? route.shift() : route;
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler({ ...init, headers });
  });
  const deps: ApiClientDeps = {
    fetch: fetchFake as unknown as typeof fetch,
    session: createSessionStore(() => storage),
    showPopup: vi.fn(),
    unknownError: () => 'Неизвестная ошибка',
    reload: vi.fn(),
    broadcast: vi.fn(),
    withLock: (_name, fn) => fn(),
  };
  return { client: createApiClient(deps), deps, calls, data, tokenCalls };
}

const loggedIn = {
  [ACCESS_KEY]: 'old-access',
  [REFRESH_KEY]: 'old-refresh',
  [USER_KEY]: '{"name":"A","surname":"B","email":"a@b.pl","phone":null}',
};

describe('api client: headers', () => {
  it('sends the bearer token, the CSRF token, X-Requested-With and JSON', async () => {
    const { client, calls } = setup(
      { 'PUT /api/x': () => json(200, { ok: true }) },
      { stored: loggedIn },
    );
    expect(await client.put('/api/x', { a: 1 })).toEqual({ ok: true });
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer old-access',
      'X-CSRF-TOKEN': 'csrf-123',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization for a guest', async () => {
    const { client, calls } = setup({ 'GET /api/x': () => json(200, {}) });
    await client.get('/api/x');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('answers undefined for 204', async () => {
    const { client } = setup({ 'POST /api/x': () => new Response(null, { status: 204 }) });
    expect(await client.post('/api/x')).toBeUndefined();
  });
});

describe('api client: 401 (docs/rules.md#errors)', () => {
  it('refreshes once, stores the new tokens and retries with the new access token', async () => {
    const { client, calls, data, deps } = setup(
      {
        'GET /api/me': [
          () => json(401, { errors: 'expired', code: 'token_expired' }),
          () => json(200, { me: 1 }),
        ],
        [`POST ${REFRESH_URL}`]: () =>
          json(200, { access_token: 'new-access', refresh_token: 'new-refresh' }),
      },
      { stored: loggedIn },
    );
    expect(await client.get('/api/me')).toEqual({ me: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/me', REFRESH_URL, '/api/me']);
    expect(calls[1]?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(calls[1]?.headers.Authorization).toBeUndefined();
    expect(calls[2]?.headers.Authorization).toBe('Bearer new-access');
    expect(data.get(ACCESS_KEY)).toBe('new-access');
    expect(data.get(REFRESH_KEY)).toBe('new-refresh');
    expect(deps.broadcast).toHaveBeenCalledWith({ type: 'tokens' });
    expect(deps.showPopup).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client, calls } = setup(
      {
        'GET /api/a': [() => json(401, {}), () => json(200, 'a')],
        'GET /api/b': [() => json(401, {}), () => json(200, 'b')],
        [`POST ${REFRESH_URL}`]: [
          async () => (await gate, json(200, { access_token: 'n', refresh_token: 'r' })),
        ],
      },
      { stored: loggedIn },
    );
    const both = Promise.all([client.get('/api/a'), client.get('/api/b')]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    expect(await both).toEqual(['a', 'b']);
    expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(1);
  });

  it('uses tokens another tab stored meanwhile instead of spending the old refresh token', async () => {
    const storage = new Map(Object.entries(loggedIn));
    const { client, calls } = setup(
      {
        'GET /api/a': [
          () => (storage.set(ACCESS_KEY, 'from-other-tab'), json(401, {})),
          () => json(200, 'ok'),
        ],
      },
      { storage },
    );
    expect(await client.get('/api/a')).toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/a', '/api/a']);
    expect(calls[1]?.headers.Authorization).toBe('Bearer from-other-tab');
  });

  it('passes the 401 on when there is no refresh token', async () => {
    const { client, calls, deps } = setup({
      'GET /api/wish_list': () => json(401, { errors: 'Log in first', code: 'unauthenticated' }),
    });
    const error = await client.get('/api/wish_list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.showPopup).not.toHaveBeenCalled();
  });

  it('clears tokens and user and reloads the page when the refresh is rejected', async () => {
    const { client, data, deps } = setup(
      {
        'GET /api/me': () => json(401, {}),
        [`POST ${REFRESH_URL}`]: () =>
          json(401, { errors: 'reused', code: 'refresh_token_reused' }),
      },
      { stored: loggedIn },
    );
    await expect(client.get('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect([...data.keys()]).toEqual([]);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.broadcast).toHaveBeenCalledWith({ type: 'logout' });
  });

  it('retries only once: a second 401 is passed on', async () => {
    const { client, calls } = setup(
      {
        'GET /api/me': [() => json(401, {}), () => json(401, {})],
        [`POST ${REFRESH_URL}`]: () => json(200, { access_token: 'n', refresh_token: 'r' }),
      },
      { stored: loggedIn },
    );
    await expect(client.get('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('logs the user out on a 401 from the refresh call itself', async () => {
    const { client, data, deps } = setup(
      { [`POST ${REFRESH_URL}`]: () => json(401, {}) },
      { stored: loggedIn },
    );
    await expect(client.post(REFRESH_URL, { refresh_token: 'old-refresh' })).rejects.toMatchObject({
      status: 401,
    });
    expect(data.size).toBe(0);
    expect(deps.broadcast).toHaveBeenCalledWith({ type: 'logout' });
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    const { client, data } = setup(
      {
        'GET /api/me': () => json(401, {}),
        [`POST ${REFRESH_URL}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      },
      { stored: loggedIn },
    );
    await expect(client.get('/api/me')).rejects.toBeInstanceOf(TypeError);
    expect(data.get(REFRESH_KEY)).toBe('old-refresh');
  });
});

describe('api client: error popup (docs/rules.md#errors)', () => {
  it.each([400, 403, 404, 500])(
    'shows the server text for %i and passes the error on',
    async (status) => {
      const { client, deps } = setup({
        'POST /api/x': () => json(status, { errors: 'Komunikat serwera', code: 'x' }),
      });
      await expect(client.post('/api/x', {})).rejects.toMatchObject({
        status,
        errors: 'Komunikat serwera',
        code: 'x',
      });
      expect(deps.showPopup).toHaveBeenCalledWith('Komunikat serwera');
    },
  );

  it.each([
    ['a field map', { errors: { a: ['b'] }, code: 'x' }],
    ['no errors field', { code: 'x' }],
  ])('shows the localized unknown error when errors is %s', async (_n, body) => {
    const { client, deps } = setup({ 'GET /api/x': () => json(500, body) });
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(deps.showPopup).toHaveBeenCalledWith('Неизвестная ошибка');
  });

  it('shows the unknown error for a body that is not JSON', async () => {
    const { client, deps } = setup({
      'GET /api/x': () => new Response('<html>Bad gateway</html>', { status: 500 }),
    });
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(deps.showPopup).toHaveBeenCalledWith('Неизвестная ошибка');
  });

  it('stays quiet when the page turned popups off, or the call asked for none', async () => {
    const { client, deps } = setup({
      'GET /api/x': () => json(404, { errors: 'Not found', code: 'not_found' }),
    });
    client.setErrorPopups(false);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 404 });
    client.setErrorPopups(true);
    await expect(client.get('/api/x', { popup: false })).rejects.toMatchObject({ status: 404 });
    expect(deps.showPopup).not.toHaveBeenCalled();
  });

  it.each([409, 429, 502])('shows no popup for %i', async (status) => {
    const { client, deps } = setup({
      'GET /api/x': () => json(status, { errors: 'x', code: 'x' }, { 'Retry-After': '30' }),
    });
    const error = (await client.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(status);
    expect(error.retryAfterSeconds).toBe(30);
    expect(deps.showPopup).not.toHaveBeenCalled();
  });
});

describe('api client: 422', () => {
  it('hands the field map to the form, without a popup', async () => {
    const { client, deps } = setup({
      'POST /api/x': () =>
        json(422, { errors: { email: ['email.invalid'] }, code: 'validation_failed' }),
    });
    const error = (await client.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ email: ['email.invalid'] });
    expect(deps.showPopup).not.toHaveBeenCalled();
  });
});

describe('api client: CSRF token from the token call (pages carry none)', () => {
  const csrfFailed = () =>
    json(403, { errors: 'Missing or invalid CSRF token', code: 'csrf_failed' });

  it('asks for a token once, shared by concurrent writes, and reuses it', async () => {
    const { client, calls, tokenCalls } = setup({
      'PUT /api/x': () => json(200, {}),
      'POST /api/y': () => json(200, {}),
    });
    await Promise.all([client.put('/api/x'), client.post('/api/y'), client.put('/api/x')]);
    await client.post('/api/y');
    expect(tokenCalls).toHaveLength(1);
    expect(calls.map((c) => c.headers['X-CSRF-TOKEN'])).toEqual([
      'csrf-123',
      'csrf-123',
      'csrf-123',
      'csrf-123',
    ]);
  });

  it('asks for no token for a GET', async () => {
    const { client, calls, tokenCalls } = setup({ 'GET /api/x': () => json(200, {}) });
    await client.get('/api/x');
    expect(tokenCalls).toHaveLength(0);
    expect(calls[0]?.headers['X-CSRF-TOKEN']).toBeUndefined();
  });

  it('on a csrf_failed 403 gets a fresh token and retries once, without a popup', async () => {
    const { client, calls, tokenCalls, deps } = setup({
      'PUT /api/x': [csrfFailed, () => json(200, { ok: true })],
    });
    expect(await client.put('/api/x')).toEqual({ ok: true });
    expect(tokenCalls).toHaveLength(2);
    expect(calls.map((c) => c.headers['X-CSRF-TOKEN'])).toEqual(['csrf-123', 'csrf-2']);
    expect(deps.showPopup).not.toHaveBeenCalled();
  });

  it('asks for a token before a GET that changes state (compare, share link)', async () => {
    const { client, calls, tokenCalls } = setup({
      'GET /set/comparison?product=5&locale=pl': () => json(200, { products: [], url: '/' }),
      'GET /api/client/cart/link': () => json(200, { url: '/x' }),
    });
    await client.get('/set/comparison?product=5&locale=pl');
    await client.get('/api/client/cart/link');
    expect(tokenCalls).toHaveLength(1);
    expect(calls.map((c) => c.headers['X-CSRF-TOKEN'])).toEqual(['csrf-123', 'csrf-123']);
  });

  it('any other GET the server refuses for CSRF gets a token and retries once', async () => {
    const { client, calls, tokenCalls } = setup({
      'GET /api/y': [csrfFailed, () => json(200, { ok: true })],
    });
    expect(await client.get('/api/y')).toEqual({ ok: true });
    expect(tokenCalls).toHaveLength(1);
    expect(calls.map((c) => c.headers['X-CSRF-TOKEN'])).toEqual([undefined, 'csrf-123']);
  });

  it('retries only once: a second csrf_failed is the answer (with the popup)', async () => {
    const { client, calls, deps } = setup({ 'PUT /api/x': [csrfFailed, csrfFailed] });
    await expect(client.put('/api/x')).rejects.toMatchObject({ status: 403, code: 'csrf_failed' });
    expect(calls).toHaveLength(2);
    expect(deps.showPopup).toHaveBeenCalledTimes(1);
  });

  it('another 403 is not retried', async () => {
    const { client, calls, tokenCalls } = setup({
      'PUT /api/x': () => json(403, { errors: 'Forbidden', code: 'forbidden' }),
    });
    await expect(client.put('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(1);
    expect(tokenCalls).toHaveLength(1);
  });
});
