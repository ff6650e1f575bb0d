import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import csrf, { CSRF_COOKIE } from './csrf';

const app = Fastify();

beforeAll(async () => {
  await app.register(errorHandler);
  await app.register(cookie);
  await app.register(csrf, { secret: 'test-secret-test-secret-test-secret', secureCookies: false });
  app.post('/change', async () => ({ ok: true }));
  app.get('/compare-like', { config: { csrf: true } }, async () => ({ ok: true }));
  app.get('/read', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

async function token() {
  const res = await app.inject({ method: 'GET', url: '/api/client/csrf-token' });
  const seed = res.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
  return { token: res.json<{ token: string }>().token, cookie: `${CSRF_COOKIE}=${seed}` };
}

describe('csrf', () => {
  it('lets reads through without headers', async () => {
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
  });

  it('accepts a change with the header, the token and its cookie', async () => {
    const t = await token();
    const res = await app.inject({
      method: 'POST',
      url: '/change',
      headers: { cookie: t.cookie, 'x-csrf-token': t.token, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'no X-Requested-With',
      (t: { token: string; cookie: string }) => ({ cookie: t.cookie, 'x-csrf-token': t.token }),
    ],
    [
      'no token',
      (t: { token: string; cookie: string }) => ({
        cookie: t.cookie,
        'x-requested-with': 'XMLHttpRequest',
      }),
    ],
    [
      'no cookie',
      (t: { token: string; cookie: string }) => ({
        'x-csrf-token': t.token,
        'x-requested-with': 'XMLHttpRequest',
      }),
    ],
    [
      'a token of another cookie',
      (t: { token: string; cookie: string }) => ({
        cookie: `${CSRF_COOKIE}=${'a'.repeat(43)}`,
        'x-csrf-token': t.token,
        'x-requested-with': 'XMLHttpRequest',
      }),
    ],
    [
      'a foreign origin',
      (t: { token: string; cookie: string }) => ({
        cookie: t.cookie,
        'x-csrf-token': t.token,
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://evil.example',
      }),
    ],
    [
      'a "null" origin',
      (t: { token: string; cookie: string }) => ({
        cookie: t.cookie,
        'x-csrf-token': t.token,
        'x-requested-with': 'XMLHttpRequest',
        origin: 'null',
      }),
    ],
  ])('refuses a change with %s (403 with the contract error shape)', async (_name, headers) => {
    const res = await app.inject({
      method: 'POST',
      url: '/change',
      headers: headers(await token()),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: expect.any(String), code: 'csrf_failed' });
  });

  it('checks GET routes that change state', async () => {
    expect((await app.inject({ method: 'GET', url: '/compare-like' })).statusCode).toBe(403);
  });

  it('keeps one token per visitor', async () => {
    const t = await token();
    const again = await app.inject({
      method: 'GET',
      url: '/api/client/csrf-token',
      headers: { cookie: t.cookie },
    });
    expect(again.json<{ token: string }>().token).toBe(t.token);
    expect(again.cookies).toHaveLength(0);
  });
});
