import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import { ACCESS_TYP, AUDIENCE, ISSUER } from '#server/services/auth/access-tokens';

forEachDatabase('accounts API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(getDb(), { SMTP_URL: sink.url }, { tempDataDir: true });
    api = authClient(t);
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const me = (token: string) => api.call('GET', '/api/client/auth/me', { token });
  const refresh = (token: string, ip?: string) =>
    api.call('POST', '/api/client/auth/refresh/token', {
      body: { refresh_token: token },
      ...(ip ? { ip } : {}),
    });

  describe('register', () => {
    it('creates the account, logs in and sends a welcome e-mail over SMTP', async () => {
      const email = freshEmail();
      const since = Date.now();
      const res = await api.call('POST', '/api/client/en/user/register', {
        body: {
          name: ' Jan ',
          surname: 'Kowalski',
          email: email.toUpperCase(),
          phone: '+48 600-100-200',
          password: 'correct horse 42',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        user: { name: 'Jan', surname: 'Kowalski', email, phone: '+48600100200' },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const [row] = await rows<{ password_hash: string; locale: string }>(
        getDb().db,
        sql`select password_hash, locale from users where email = ${email}`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.locale).toBe('en');
      await t.services.messaging.flush();
      const mail = await sink.waitFor(email, { since });
      expect(mail.subject).toBe('Welcome to Dom i Styl');
      expect(mail.text).toContain('/en/account');
      expect(mail.html).toContain('<html lang="en">');
    });

    it.each([
      ['a missing name', { name: undefined }, 'name', 'required'],
      ['a too long surname', { surname: 'x'.repeat(61) }, 'surname', 'too_long'],
      ['a bad e-mail', { email: 'not-an-email' }, 'email', 'email.invalid'],
      ['a bad phone', { phone: '12345' }, 'phone', 'phone.invalid'],
      ['a short password', { password: 'abc1' }, 'password', 'password.too_short'],
      [
        'a password without digits',
        { password: 'onlyletters' },
        'password',
        'password.letters_and_digits',
      ],
      ['a well-known password', { password: 'Password123' }, 'password', 'password.too_common'],
      [
        'a password over 128 characters',
        { password: `a1${'x'.repeat(127)}` },
        'password',
        'password.too_long',
      ],
    ])('refuses %s (422 with the field map)', async (_name, override, field, message) => {
      const body = {
        name: 'Anna',
        surname: 'Nowak',
        email: freshEmail(),
        password: 'correct horse 42',
        ...override,
      };
      const res = await api.call('POST', '/api/client/pl/user/register', { body });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors[field]).toContain(message);
    });

    it('refuses unknown fields', async () => {
      const res = await api.call('POST', '/api/client/pl/user/register', {
        body: {
          name: 'A',
          surname: 'B',
          email: freshEmail(),
          password: 'correct horse 42',
          admin: true,
        },
      });
      expect(res.status).toBe(422);
    });

    it('refuses a taken e-mail without logging in, and tells the owner by e-mail', async () => {
      const owner = await api.register();
      await t.services.messaging.flush(); // the welcome e-mail goes first
      const since = Date.now();
      const res = await api.call('POST', '/api/client/pl/user/register', {
        body: { name: 'Eve', surname: 'X', email: owner.email, password: 'another pass 9' },
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        errors: { email: ['email.unavailable'] },
        code: 'registration_refused',
      });
      await t.services.messaging.flush();
      expect(
        (await sink.waitFor(owner.email, { since, subject: /masz już konto/ })).text,
      ).toContain('/pl/reset-password');
    });

    it('is 404 for an unknown locale and 403 without the CSRF headers', async () => {
      const body = { name: 'A', surname: 'B', email: freshEmail(), password: 'correct horse 42' };
      expect((await api.call('POST', '/api/client/de/user/register', { body })).status).toBe(404);
      const res = await api.call('POST', '/api/client/pl/user/register', { body, csrf: false });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('csrf_failed');
    });

    it('limits registrations per address (429 with Retry-After)', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await api.call('POST', '/api/client/pl/user/register', {
          ip,
          body: { name: 'A', surname: 'B', email: 'bad' },
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.body).toEqual({ errors: expect.any(String), code: 'too_many_attempts' });
        }
      }
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('login', () => {
    const login = (email: string, password: string, ip?: string) =>
      api.call('POST', '/api/client/pl/auth/login', {
        body: { email, password },
        ...(ip ? { ip } : {}),
      });

    it('answers tokens and the user for the right password', async () => {
      const u = await api.register({ phone: '+48600100201' });
      const res = await login(u.email.toUpperCase(), u.password);
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({
        name: 'Anna',
        surname: 'Nowak',
        email: u.email,
        phone: '+48600100201',
      });
      expect((await me(res.body.access_token)).status).toBe(200);
    });

    it('gives the same answer for a wrong password and an unknown e-mail, in similar time', async () => {
      const u = await api.register();
      const time = async (email: string) => {
        const started = performance.now();
        const res = await login(email, 'wrong password 1');
        return { res, ms: performance.now() - started };
      };
      // Interleaved, five of each: a shared machine's load changes between runs, and would
      // weigh on one kind alone if each ran as a block.
      const wrong: Awaited<ReturnType<typeof time>>[] = [];
      const unknown: Awaited<ReturnType<typeof time>>[] = [];
      for (let i = 0; i < 5; i++) {
        wrong.push(await time(u.email));
        unknown.push(await time(freshEmail()));
      }
      for (const { res } of [...wrong, ...unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          errors: 'Wrong e-mail or password',
          code: 'invalid_credentials',
        });
      }
      const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[2] ?? 0;
      // Both pay for one Argon2 verification; without the dummy hash "unknown" is ~100x faster.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    });

    it.each([
      ['a bad e-mail', { email: 'nope', password: 'x' }, 'email'],
      ['no password', { email: 'a@b.pl' }, 'password'],
      ['an empty password', { email: 'a@b.pl', password: '' }, 'password'],
    ])('refuses %s with 422', async (_n, body, field) => {
      const res = await api.call('POST', '/api/client/pl/auth/login', { body });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    });

    it('refuses unknown fields and a missing CSRF token', async () => {
      expect(
        (
          await api.call('POST', '/api/client/pl/auth/login', {
            body: { email: 'a@b.pl', password: 'x', remember: 1 },
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await api.call('POST', '/api/client/pl/auth/login', {
            body: { email: 'a@b.pl', password: 'x' },
            csrf: false,
          })
        ).status,
      ).toBe(403);
    });

    it('limits attempts per account, whatever the address', async () => {
      const u = await api.register();
      for (let i = 0; i < 10; i++)
        expect((await login(u.email, 'wrong password 1')).status).toBe(401);
      const res = await login(u.email, u.password);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it('limits attempts per address, whatever the account', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i++)
        expect((await login(freshEmail(), 'wrong password 1', ip)).status).toBe(401);
      expect((await login(freshEmail(), 'wrong password 1', ip)).status).toBe(429);
    });

    it('counts failed logins only: many successful ones from one address never lock it', async () => {
      const ip = freshIp();
      const u = await api.register();
      for (let i = 0; i < 25; i++) expect((await login(u.email, u.password, ip)).status).toBe(200);
      // The address's failures still count towards its limit, and a success between them
      // does not wipe them.
      for (let i = 0; i < 19; i++)
        expect((await login(freshEmail(), 'wrong password 1', ip)).status).toBe(401);
      expect((await login(u.email, u.password, ip)).status).toBe(200);
      expect((await login(freshEmail(), 'wrong password 1', ip)).status).toBe(401);
      expect((await login(u.email, u.password, ip)).status).toBe(429);
    });
  });

  describe('refresh', () => {
    it('rotates: new tokens, the old refresh token spent', async () => {
      const u = await api.register();
      const res = await refresh(u.refresh_token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });
      expect(res.body.refresh_token).not.toBe(u.refresh_token);
      expect((await me(res.body.access_token)).status).toBe(200);
      expect((await refresh(res.body.refresh_token)).status).toBe(200);
    });

    it('answers two tabs refreshing with one token at the same moment (grace window)', async () => {
      const u = await api.register();
      const [a, b] = await Promise.all([refresh(u.refresh_token), refresh(u.refresh_token)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.refresh_token).not.toBe(b.body.refresh_token);
      // Both tabs go on with their own successor.
      expect((await refresh(a.body.refresh_token)).status).toBe(200);
      expect((await refresh(b.body.refresh_token)).status).toBe(200);
    });

    it('revokes the whole family when a spent token comes back after the grace window', async () => {
      const u = await api.register();
      const next = await refresh(u.refresh_token);
      await getDb().db.execute(
        sql`update refresh_tokens set used_at = now() - interval '11 seconds' where used_at is not null and user_id = (select id from users where email = ${u.email})`,
      );
      const reuse = await refresh(u.refresh_token);
      expect(reuse.status).toBe(401);
      expect(reuse.body.code).toBe('refresh_token_reused');
      // The legitimate successor dies with the family.
      const successor = await refresh(next.body.refresh_token);
      expect(successor.status).toBe(401);
      expect(successor.body.code).toBe('refresh_token_invalid');
    });

    it('ends at the absolute expiry of the session', async () => {
      const u = await api.register();
      await getDb().db.execute(
        sql`update refresh_tokens set expires_at = now() - interval '1 second', family_expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${u.email})`,
      );
      const res = await refresh(u.refresh_token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('refresh_token_expired');
    });

    it('refuses unknown tokens, an access token, a missing field and a missing CSRF token', async () => {
      const u = await api.register();
      expect((await refresh('x'.repeat(43))).status).toBe(401);
      expect((await refresh(u.access_token)).status).toBe(401);
      expect((await api.call('POST', '/api/client/auth/refresh/token', { body: {} })).status).toBe(
        422,
      );
      expect(
        (
          await api.call('POST', '/api/client/auth/refresh/token', {
            body: { refresh_token: u.refresh_token },
            csrf: false,
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('logout', () => {
    it('answers 204 and revokes the refresh-token family', async () => {
      const u = await api.register();
      const res = await api.call('POST', '/api/client/auth/logout', { token: u.access_token });
      expect(res.status).toBe(204);
      expect((await refresh(u.refresh_token)).status).toBe(401);
    });

    it('needs a token and the CSRF headers', async () => {
      const u = await api.register();
      expect((await api.call('POST', '/api/client/auth/logout')).status).toBe(401);
      expect(
        (await api.call('POST', '/api/client/auth/logout', { token: u.access_token, csrf: false }))
          .status,
      ).toBe(403);
    });
  });

  describe('auth/me and access tokens', () => {
    const sign = (
      claims: Record<string, unknown>,
      opts: {
        key?: Uint8Array;
        aud?: string;
        iss?: string;
        typ?: string;
        exp?: number | string;
      } = {},
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: opts.typ ?? ACCESS_TYP })
        .setIssuer(opts.iss ?? ISSUER)
        .setAudience(opts.aud ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '5m')
        .sign(opts.key ?? t.services.secrets.jwt);

    it('answers the profile of the token owner', async () => {
      const u = await api.register({ phone: '+48600100202' });
      const res = await me(u.access_token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        name: 'Anna',
        surname: 'Nowak',
        email: u.email,
        phone: '+48600100202',
        phone_verified: false,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('is 401 without a token or with a malformed header', async () => {
      expect((await api.call('GET', '/api/client/auth/me')).status).toBe(401);
      expect(
        (await api.call('GET', '/api/client/auth/me', { headers: { authorization: 'Basic abc' } }))
          .status,
      ).toBe(401);
    });

    it('refuses expired, tampered and misdirected tokens', async () => {
      const u = await api.register();
      const [user] = await rows<{ id: string }>(
        getDb().db,
        sql`select id from users where email = ${u.email}`,
      );
      const id = user?.id ?? '';
      const claims = { sub: id, sid: '00000000-0000-4000-8000-000000000000' };
      const [header, payload] = u.access_token.split('.');
      const cases: [string, string, string][] = [
        [
          'expired',
          await sign(claims, { exp: Math.floor(Date.now() / 1000) - 10 }),
          'token_expired',
        ],
        [
          'alg none',
          new UnsecuredJWT(claims)
            .setIssuer(ISSUER)
            .setAudience(AUDIENCE)
            .setExpirationTime('5m')
            .encode(),
          'token_invalid',
        ],
        [
          'a wrong signature',
          await sign(claims, { key: new Uint8Array(32).fill(7) }),
          'token_invalid',
        ],
        ['a wrong audience', await sign(claims, { aud: 'someone-else' }), 'token_invalid'],
        ['a wrong issuer', await sign(claims, { iss: 'evil' }), 'token_invalid'],
        ['a wrong typ', await sign(claims, { typ: 'JWT' }), 'token_invalid'],
        [
          'a changed payload',
          `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'x' })).toString('base64url')}.${u.access_token.split('.')[2]}`,
          'token_invalid',
        ],
        ['a refresh token', u.refresh_token, 'token_invalid'],
        ['a truncated token', `${header}.${payload}`, 'token_invalid'],
      ];
      for (const [name, token, code] of cases) {
        const res = await me(token);
        expect(res.status, name).toBe(401);
        expect(res.body.code, name).toBe(code);
      }
    });
  });

  describe('user/locale', () => {
    it('answers the language chosen at registration, then the one set', async () => {
      const u = await api.register({}, 'ru');
      expect(
        (await api.call('GET', '/api/client/user/locale', { token: u.access_token })).body,
      ).toEqual({ local_selected: 'ru' });
      const set = await api.call('PUT', '/api/client/user/locale', {
        token: u.access_token,
        body: { locale: 'en' },
      });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ local_selected: 'en' });
      expect(
        (await api.call('GET', '/api/client/user/locale', { token: u.access_token })).body,
      ).toEqual({ local_selected: 'en' });
    });

    it('validates, needs a token and the CSRF headers', async () => {
      const u = await api.register();
      const put = (
        body: unknown,
        extra: { csrf?: boolean; token?: string } = { token: u.access_token },
      ) => api.call('PUT', '/api/client/user/locale', { body, ...extra });
      expect((await put({ locale: 'de' })).status).toBe(422);
      expect((await put({ locale: 'en', x: 1 })).status).toBe(422);
      expect((await put({ locale: 'en' }, {})).status).toBe(401);
      expect((await put({ locale: 'en' }, { token: u.access_token, csrf: false })).status).toBe(
        403,
      );
      expect((await api.call('GET', '/api/client/user/locale')).status).toBe(401);
    });
  });
});
