import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/** Calls that need no session: logging in and out. Everything else declares its access. */
const PUBLIC = new Set(['POST /api/admin/auth/login', 'POST /api/admin/auth/logout']);

/**
 * The authorization matrix: every /api/admin route (read from the app's own route table, so a
 * new route is covered the day it is added) called as anonymous, as a shopper, as staff and as
 * an owner.
 */
forEachDatabase('back-office authorization matrix', (getDb) => {
  let t: TestApp;
  let as: Record<'anonymous' | 'shopper' | 'staff' | 'owner', Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const { db } = getDb();
    const csrf = await t.csrfHeaders();
    const shopper = await authClient(t).register();
    const staff = await createStaff(db, { role: 'staff' });
    const owner = await createStaff(db, { role: 'owner' });
    as = {
      anonymous: csrf,
      shopper: { ...csrf, authorization: `Bearer ${shopper.access_token}` },
      staff: await adminSession(t, staff.email),
      owner: await adminSession(t, owner.email),
    };
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: method as 'GET',
      // Path parameters get a well-formed but unknown value: access is decided before lookup.
      url: url.replace(/:id\b/g, '00000000-0000-4000-8000-000000000000').replace(/:\w+/g, '1'),
      headers: { ...headers, 'x-forwarded-for': freshIp() },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('every back-office route declares who may call it', () => {
    const routes = t.app.adminRouteTable;
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !PUBLIC.has(r));
    expect(undeclared).toEqual([]);
  });

  it('anonymous callers and shoppers get 401, staff 403 on owner calls, owners pass', async () => {
    const wrong: string[] = [];
    for (const route of t.app.adminRouteTable) {
      if (route.access === 'public') continue;
      const name = `${route.method} ${route.url}`;
      for (const who of ['anonymous', 'shopper'] as const) {
        const res = await call(route.method, route.url, as[who]);
        if (res.statusCode !== 401) wrong.push(`${name} as ${who}: ${res.statusCode}`);
      }
      const staffRes = await call(route.method, route.url, as.staff);
      const staffWanted = route.access === 'owner' ? [403] : null;
      if (
        staffWanted
          ? !staffWanted.includes(staffRes.statusCode)
          : [401, 403].includes(staffRes.statusCode)
      )
        wrong.push(`${name} as staff: ${staffRes.statusCode}`);
      if (staffRes.statusCode >= 500) wrong.push(`${name} as staff: ${staffRes.statusCode}`);
      const ownerRes = await call(route.method, route.url, as.owner);
      if ([401, 403].includes(ownerRes.statusCode) || ownerRes.statusCode >= 500)
        wrong.push(`${name} as owner: ${ownerRes.statusCode}`);
      expect(ownerRes.headers['cache-control']).toBe('no-store');
    }
    expect(wrong).toEqual([]);
  });

  it('declares the inbox, dashboard and settings routes with the access they need', () => {
    const access = (method: string, url: string) =>
      t.app.adminRouteTable.find((r) => r.method === method && r.url === url)?.access;
    expect({
      requests: access('GET', '/api/admin/requests'),
      request: access('GET', '/api/admin/requests/:id'),
      answer: access('PATCH', '/api/admin/requests/:id'),
      dashboard: access('GET', '/api/admin/dashboard'),
      readSettings: access('GET', '/api/admin/settings'),
      changeSettings: access('PATCH', '/api/admin/settings'),
    }).toEqual({
      requests: 'staff',
      request: 'staff',
      answer: 'staff',
      dashboard: 'staff',
      readSettings: 'staff',
      changeSettings: 'owner',
    });
  });

  it('a back-office session never acts as a shopper', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/cart', headers: as.owner });
    expect(res.statusCode).toBe(401);
  });
});
