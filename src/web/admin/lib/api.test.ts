import { describe, expect, it, vi } from 'vitest';
import { ApiError, CSRF_TOKEN_URL, createAdminApi, loginAddress } from './api';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A fake network (fetch is the edge): answers per `METHOD url`, in order when a list. */
function setup(routes: Record<string, Response | Response[]>, pageToken = 'page-token') {
  const calls: Call[] = [];
  const fetchFake = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      url: String(url),
      method,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body,
    });
    const route = routes[`${method} ${String(url)}`];
    const answer = Array.isArray(route) ? route.shift() : route;
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  });
  const deps = {
    fetch: fetchFake as unknown as typeof fetch,
    pageCsrfToken: vi.fn(() => pageToken),
    onUnauthenticated: vi.fn(),
    onError: vi.fn(),
  };
  return { api: createAdminApi(deps), deps, calls };
}

describe('the back office API client', () => {
  it('sends JSON with X-Requested-With, the page CSRF token and the cookie', async () => {
    const { api, calls } = setup({ 'PATCH /api/admin/staff/1': json(200, { ok: true }) });
    expect(await api.patch('/api/admin/staff/1', { role: 'owner' })).toEqual({ ok: true });
    expect(calls[0]!.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'page-token',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.body).toBe('{"role":"owner"}');
  });

  it('asks for a token when the page has none, once, and sends none with a GET', async () => {
    const { api, calls } = setup(
      {
        [`GET ${CSRF_TOKEN_URL}`]: json(200, { token: 'fresh' }),
        'GET /api/admin/staff': json(200, { items: [] }),
        'POST /api/admin/staff': [json(201, {}), json(201, {})],
      },
      '',
    );
    await api.get('/api/admin/staff');
    expect(calls[0]!.headers['X-CSRF-TOKEN']).toBeUndefined();
    await api.post('/api/admin/staff', {});
    await api.post('/api/admin/staff', {});
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/staff',
      `GET ${CSRF_TOKEN_URL}`,
      'POST /api/admin/staff',
      'POST /api/admin/staff',
    ]);
    expect(calls[3]!.headers['X-CSRF-TOKEN']).toBe('fresh');
  });

  it('gets a new token and retries once when the CSRF check fails', async () => {
    const { api, calls, deps } = setup({
      'POST /api/admin/auth/logout': [
        json(403, { errors: 'Missing or invalid CSRF token', code: 'csrf_failed' }),
        new Response(null, { status: 204 }),
      ],
      [`GET ${CSRF_TOKEN_URL}`]: json(200, { token: 'renewed' }),
    });
    await expect(api.post('/api/admin/auth/logout')).resolves.toBeUndefined();
    expect(calls.at(-1)!.headers['X-CSRF-TOKEN']).toBe('renewed');
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('sends a raw body with its own content type (a CSV file)', async () => {
    const { api, calls } = setup({
      'POST /api/admin/products/import?dry_run=1': json(200, {
        created: 1,
        updated: 0,
        errors: [],
      }),
    });
    await api.request('POST', '/api/admin/products/import?dry_run=1', {
      raw: { body: 'sku,price\nA,1', contentType: 'text/csv' },
    });
    expect(calls[0]!.headers['Content-Type']).toBe('text/csv');
    expect(calls[0]!.body).toBe('sku,price\nA,1');
  });

  it('ends the session on a 401: back to the login page, no toast', async () => {
    const { api, deps } = setup({
      'GET /api/admin/staff': json(401, { errors: 'Log in', code: 'unauthenticated' }),
    });
    await expect(api.get('/api/admin/staff')).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthenticated).toHaveBeenCalledOnce();
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the login form when told to', async () => {
    const { api, deps } = setup({
      'POST /api/admin/auth/login': json(401, { errors: 'Wrong', code: 'invalid_credentials' }),
    });
    const error = await api
      .post('/api/admin/auth/login', {}, { allowUnauthenticated: true, quiet: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_credentials');
    expect(deps.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('hands a 422 field map to the form, without a toast', async () => {
    const { api, deps } = setup({
      'POST /api/admin/staff': json(422, {
        errors: { email: ['email.invalid'] },
        code: 'validation',
      }),
    });
    const error = (await api.post('/api/admin/staff', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ email: ['email.invalid'] });
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('reports other failures once, unless the caller shows them itself', async () => {
    const { api, deps } = setup({
      'DELETE /api/admin/categories/1': [
        json(409, { errors: 'Not empty', code: 'category_not_empty' }),
        json(409, { errors: 'Not empty', code: 'category_not_empty' }),
      ],
      'GET /api/admin/audit': json(
        500,
        { errors: 'Internal', code: 'internal' },
        { 'Retry-After': '9' },
      ),
    });
    await expect(api.delete('/api/admin/categories/1')).rejects.toMatchObject({ status: 409 });
    expect(deps.onError).toHaveBeenCalledOnce();
    await expect(api.delete('/api/admin/categories/1', { quiet: true })).rejects.toMatchObject({
      code: 'category_not_empty',
    });
    expect(deps.onError).toHaveBeenCalledOnce();
    const error = (await api.get('/api/admin/audit').catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBe(9);
  });

  it('turns a network failure into status 0, reported', async () => {
    const { api, deps } = setup({});
    await expect(api.get('/api/admin/staff')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect(deps.onError).toHaveBeenCalledOnce();
  });

  it('reads an answer that is not JSON as an error without a text', async () => {
    const { api } = setup({
      'GET /api/admin/staff': new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(api.get('/api/admin/staff')).rejects.toMatchObject({ status: 502, errors: null });
  });
});

describe('loginAddress', () => {
  it('keeps the way back, address and query', () => {
    expect(loginAddress({ pathname: '/admin/audit', search: '?page=2' })).toBe(
      '/admin/login?next=%2Fadmin%2Faudit%3Fpage%3D2',
    );
  });
});
