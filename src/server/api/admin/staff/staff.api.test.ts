import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '#contracts/admin/staff';
import {
  adminSession,
  createStaff,
  STAFF_PASSWORD,
  type TestStaff,
} from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back-office sessions and staff', (getDb) => {
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
  const me = (headers: Record<string, string>) => inject('GET', '/api/admin/auth/me', headers);

  describe('login', () => {
    it('sets an HttpOnly, SameSite=Strict session cookie and answers the contract shape', async () => {
      const csrf = await t.csrfHeaders();
      const res = await inject('POST', '/api/admin/auth/login', csrf, {
        email: owner.email.toUpperCase(),
        password: STAFF_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ staff: { email: owner.email, role: 'owner' } });
      const cookie = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers the same 401 for a wrong password, an unknown e-mail and a disabled account', async () => {
      const csrf = await t.csrfHeaders();
      const disabled = await createStaff(getDb().db, { disabled: true });
      for (const body of [
        { email: owner.email, password: 'wrong password 1' },
        { email: freshEmail('nobody'), password: STAFF_PASSWORD },
        { email: disabled.email, password: STAFF_PASSWORD },
      ]) {
        const res = await inject('POST', '/api/admin/auth/login', csrf, body);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('invalid_credentials');
      }
    });

    it('refuses a login without the CSRF headers', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: owner.email, password: STAFF_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
    });

    it('answers 422 with a field map to a malformed body, and unknown fields', async () => {
      const csrf = await t.csrfHeaders();
      const res = await inject('POST', '/api/admin/auth/login', csrf, {
        email: 'not-an-email',
        password: '',
        role: 'owner',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
    });

    it('paces guessing on one account: 429 with Retry-After', async () => {
      const victim = await createStaff(getDb().db);
      const csrf = await t.csrfHeaders();
      let last = 0;
      let retryAfter: unknown;
      for (let i = 0; i < 11; i += 1) {
        const res = await inject('POST', '/api/admin/auth/login', csrf, {
          email: victim.email,
          password: `wrong password ${i}`,
        });
        last = res.statusCode;
        retryAfter = res.headers['retry-after'];
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });

    it('counts failed logins only: an office logging in many times from one address is not locked', async () => {
      const member = await createStaff(getDb().db);
      const csrf = await t.csrfHeaders();
      const ip = freshIp();
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          headers: { ...csrf, 'x-forwarded-for': ip },
          payload: { email: member.email, password },
        });
      // More successful logins than any failure limit allows, from one address.
      for (let i = 0; i < 25; i += 1) expect((await login(STAFF_PASSWORD)).statusCode).toBe(200);
      // Failures still count: the account's tenth failure is its last before the pause.
      for (let i = 0; i < 10; i += 1) expect((await login('wrong password')).statusCode).toBe(401);
      expect((await login(STAFF_PASSWORD)).statusCode).toBe(429);
    });
  });

  describe('sessions', () => {
    it('logout ends the session on the server, not only in the browser', async () => {
      const member = await createStaff(getDb().db);
      const headers = await adminSession(t, member.email);
      expect((await me(headers)).statusCode).toBe(200);
      expect((await inject('POST', '/api/admin/auth/logout', headers)).statusCode).toBe(204);
      expect((await me(headers)).statusCode).toBe(401);
    });

    it('ends an idle session and one past its absolute expiry', async () => {
      const { db } = getDb();
      const member = await createStaff(db);
      const idle = await adminSession(t, member.email);
      await db.execute(
        sql`update staff_sessions set last_seen_at = now() - interval '3 hours' where staff_id = ${member.id}`,
      );
      expect((await me(idle)).statusCode).toBe(401);
      const old = await adminSession(t, member.email);
      await db.execute(
        sql`update staff_sessions set expires_at = now() - interval '1 second' where staff_id = ${member.id}`,
      );
      expect((await me(old)).statusCode).toBe(401);
    });

    it('a password change keeps this session and ends the others', async () => {
      const member = await createStaff(getDb().db);
      const here = await adminSession(t, member.email);
      const elsewhere = await adminSession(t, member.email);
      const wrong = await inject('POST', '/api/admin/auth/password', here, {
        current_password: 'not my password',
        new_password: 'a brand new password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toEqual(['password.wrong']);
      const ok = await inject('POST', '/api/admin/auth/password', here, {
        current_password: STAFF_PASSWORD,
        new_password: 'a brand new password',
      });
      expect(ok.statusCode).toBe(204);
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      await adminSession(t, member.email, 'a brand new password');
    });

    it('keeps the chosen language', async () => {
      const member = await createStaff(getDb().db);
      const headers = await adminSession(t, member.email);
      const res = await inject('PATCH', '/api/admin/auth/me', headers, { locale: 'ru' });
      expect(res.json()).toEqual({ email: member.email, role: 'staff', locale: 'ru' });
      expect((await me(headers)).json().locale).toBe('ru');
    });
  });

  describe('staff management', () => {
    it('lets the owner add staff; a second account with the e-mail is 409', async () => {
      const email = freshEmail('new');
      const res = await inject('POST', '/api/admin/staff', ownerHeaders, {
        email,
        password: 'twelve chars ok',
        role: 'staff',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ email, role: 'staff', disabled: false });
      const again = await inject('POST', '/api/admin/staff', ownerHeaders, {
        email: email.toUpperCase(),
        password: 'twelve chars ok',
        role: 'owner',
      });
      expect(again.statusCode).toBe(409);
      const short = await inject('POST', '/api/admin/staff', ownerHeaders, {
        email: freshEmail(),
        password: 'short',
        role: 'staff',
      });
      expect(short.statusCode).toBe(422);
      const list = await inject('GET', '/api/admin/staff', ownerHeaders);
      expect(list.json().items.map((s: { email: string }) => s.email)).toContain(email);
    });

    it('disabling or resetting a password ends that account`s sessions; role changes apply at once', async () => {
      const { db } = getDb();
      const member = await createStaff(db);
      let headers = await adminSession(t, member.email);
      const url = `/api/admin/staff/${member.id}`;
      expect((await inject('PATCH', url, ownerHeaders, { role: 'owner' })).statusCode).toBe(200);
      expect((await me(headers)).json().role).toBe('owner');
      await inject('PATCH', url, ownerHeaders, { role: 'staff' });
      expect((await inject('GET', '/api/admin/staff', headers)).statusCode).toBe(403);

      expect((await inject('PATCH', url, ownerHeaders, { disabled: true })).statusCode).toBe(200);
      expect((await me(headers)).statusCode).toBe(401);
      await inject('PATCH', url, ownerHeaders, { disabled: false });
      headers = await adminSession(t, member.email);
      const reset = await inject('PATCH', url, ownerHeaders, { password: 'reset by the owner' });
      expect(reset.statusCode).toBe(200);
      expect((await me(headers)).statusCode).toBe(401);
      await adminSession(t, member.email, 'reset by the owner');
    });

    it('never removes or demotes the last active owner', async () => {
      const { db } = getDb();
      // Only the owner of this test counts: every other owner becomes staff first.
      await db.execute(
        sql`update staff set role = 'staff' where role = 'owner' and id <> ${owner.id}`,
      );
      const self = `/api/admin/staff/${owner.id}`;
      const demote = await inject('PATCH', self, ownerHeaders, { role: 'staff' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().code).toBe('last_owner');
      expect((await inject('PATCH', self, ownerHeaders, { disabled: true })).statusCode).toBe(409);
      expect((await me(ownerHeaders)).json().role).toBe('owner');
    });

    it('answers 404 for an unknown account', async () => {
      const res = await inject(
        'PATCH',
        '/api/admin/staff/00000000-0000-4000-8000-000000000000',
        ownerHeaders,
        { role: 'staff' },
      );
      expect(res.statusCode).toBe(404);
    });
  });

  describe('the first owner', () => {
    it('is created only on a database with no staff account', async () => {
      const { db } = getDb();
      expect(
        await t.services.staff.createFirstOwner(freshEmail('late'), 'twelve chars ok'),
      ).toBeNull();
      await db.execute(sql`delete from staff_sessions`);
      await db.execute(sql`delete from staff`);
      const email = freshEmail('first');
      const first = await t.services.staff.createFirstOwner(email, 'twelve chars ok');
      expect(first).toMatchObject({ email, role: 'owner' });
      expect(
        await t.services.staff.createFirstOwner(freshEmail('second'), 'twelve chars ok'),
      ).toBeNull();
      await adminSession(t, email, 'twelve chars ok');
      // The shopper API does not know this account.
      const shopper = await authClient(t).call('POST', '/api/client/pl/auth/login', {
        body: { email, password: 'twelve chars ok' },
      });
      expect(shopper.status).toBe(401);
    });
  });
});
