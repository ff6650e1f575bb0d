import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminSession, createStaff, type TestStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

forEachDatabase('back-office audit log', (getDb) => {
  let t: TestApp;
  let owner: TestStaff;
  let ownerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    owner = await createStaff(getDb().db, { role: 'owner' });
    ownerHeaders = await adminSession(t, owner.email);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });

  it('records staff writes with who, what, before and after, and filters them', async () => {
    const member = await createStaff(getDb().db);
    await inject('PATCH', `/api/admin/staff/${member.id}`, ownerHeaders, { role: 'owner' });
    const res = await inject(
      'GET',
      `/api/admin/audit?entity=staff&entity_id=${member.id}&staff_id=${owner.id}`,
      ownerHeaders,
    );
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().items;
    expect(entry).toMatchObject({
      staff_email: owner.email,
      action: 'update',
      entity: 'staff',
      entity_id: member.id,
      before: { role: 'staff' },
      after: { role: 'owner' },
    });
    expect(JSON.stringify(res.json())).not.toContain('argon2');
    const today = new Date().toISOString().slice(0, 10);
    const dated = await inject('GET', `/api/admin/audit?from=${today}&to=${today}`, ownerHeaders);
    expect(dated.json().total).toBeGreaterThan(0);
    const past = await inject(
      'GET',
      '/api/admin/audit?from=2000-01-01&to=2000-01-02',
      ownerHeaders,
    );
    expect(past.json().total).toBe(0);
    expect((await inject('GET', '/api/admin/audit?from=yesterday', ownerHeaders)).statusCode).toBe(
      422,
    );
  });

  it('keeps no audit row of a write that failed', async () => {
    const before = await rows<{ n: number }>(
      getDb().db,
      sql`select count(*)::int as n from audit_log`,
    );
    await inject('PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', ownerHeaders, {
      role: 'staff',
    });
    const after = await rows<{ n: number }>(
      getDb().db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
