import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { createTestDatabase } from '#tests/setup/test-database';
import type { Database } from '#server/db/types';
import { LIMITS } from '../auth/limits';

/**
 * Per-address limits count `request.ip`. Other API tests trust X-Forwarded-For (testConfig sets
 * TRUST_PROXY=true) to give each request an address of its own; these check the production
 * default, where a client's own X-Forwarded-For changes nothing, and a named proxy.
 */
describe('TRUST_PROXY and per-address limits', () => {
  let database: Database;
  let direct: TestApp;
  let behindProxy: TestApp;
  let oneHop: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    direct = await createTestApp(database, { TRUST_PROXY: false });
    // inject() connects from 127.0.0.1: that is the proxy here.
    behindProxy = await createTestApp(database, { TRUST_PROXY: ['127.0.0.1'] });
    oneHop = await createTestApp(database, { TRUST_PROXY: 1 });
  });
  afterAll(async () => {
    await direct?.app.close();
    await behindProxy?.app.close();
    await oneHop?.app.close();
    await database?.close();
  });

  /** A failed login of a new e-mail (so only the per-address limit can bite) from `ip`. */
  const login = (t: TestApp, ip: string) =>
    authClient(t).call('POST', '/api/client/pl/auth/login', {
      body: { email: freshEmail('nobody'), password: 'wrong password 1' },
      ip,
    });

  it('by default ignores a forged X-Forwarded-For: the login limit still bites', async () => {
    for (let i = 0; i < LIMITS.loginIp.max; i++) {
      expect((await login(direct, freshIp())).status).toBe(401);
    }
    const res = await login(direct, freshIp());
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('too_many_attempts');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('behind a proxy it names, counts the client the proxy reports', async () => {
    const client = freshIp();
    for (let i = 0; i < LIMITS.loginIp.max; i++) {
      expect((await login(behindProxy, client)).status).toBe(401);
    }
    expect((await login(behindProxy, client)).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await login(behindProxy, freshIp())).status).toBe(401);
  });

  it('with a hop count, believes only that many hops of X-Forwarded-For', async () => {
    const client = freshIp();
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    for (let i = 0; i < LIMITS.loginIp.max; i++) {
      expect((await login(oneHop, `${freshIp()}, ${client}`)).status).toBe(401);
    }
    expect((await login(oneHop, `${freshIp()}, ${client}`)).status).toBe(429);
  });
});
