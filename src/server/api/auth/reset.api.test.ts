import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

let phoneCounter = 0;
const freshPhone = () =>
  `+48${String(500_000_000 + (Date.now() % 1_000_000) * 100 + ++phoneCounter).slice(0, 9)}`;

forEachDatabase('password reset and phone codes API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(
      getDb(),
      {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://shop.example',
      },
      { tempDataDir: true },
    );
    api = authClient(t);
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const reset = (body: unknown, ip?: string) =>
    api.call('POST', '/api/client/auth/reset/password', { body, ...(ip ? { ip } : {}) });
  const login = (email: string, password: string) =>
    api.call('POST', '/api/client/pl/auth/login', { body: { email, password } });
  const verify = (body: unknown, token?: string) =>
    api.call('POST', '/api/client/auth/verify/phone_code', { body, ...(token ? { token } : {}) });

  /** The newest SMS to `phone`, read from the outbox table and from the file the provider wrote. */
  async function lastSmsCode(phone: string): Promise<string> {
    await t.services.messaging.flush();
    const [row] = await rows<{ text_body: string; status: string }>(
      getDb().db,
      sql`select text_body, status from outbox where channel = 'sms' and recipient = ${phone} order by id desc limit 1`,
    );
    expect(row?.status).toBe('sent');
    const files = readdirSync(path.join(t.dataDir, 'outbox')).filter((f) =>
      f.endsWith('-sms.json'),
    );
    const texts = files.map(
      (f) =>
        JSON.parse(readFileSync(path.join(t.dataDir, 'outbox', f), 'utf8')) as {
          to: string;
          text: string;
        },
    );
    expect(texts.some((m) => m.to === phone && m.text === row?.text_body)).toBe(true);
    return /(\d{6})/.exec(row?.text_body ?? '')?.[1] ?? '';
  }

  describe('by e-mail', () => {
    it('answers the same for a known and an unknown e-mail; only the owner gets a link', async () => {
      const u = await api.register({}, 'en');
      const since = Date.now();
      const known = await reset({ email: u.email });
      const unknown = await reset({ email: freshEmail('nobody') });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      await t.services.messaging.flush();
      const mail = await sink.waitFor(u.email, { since, subject: /new password/ });
      expect(sink.messages.filter((m) => m.to.some((to) => to.startsWith('nobody-')))).toHaveLength(
        0,
      );
      const link = /https:\/\/shop\.example\/en\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        mail.text,
      );
      expect(link).not.toBeNull();
      expect(mail.html).toContain(link?.[0]);
    });

    it('builds the link from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
      const u = await api.register({}, 'en');
      const forged: Record<string, string>[] = [
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
        { host: 'evil.example' },
      ];
      for (const headers of forged) {
        const since = Date.now();
        expect(
          (
            await api.call('POST', '/api/client/auth/reset/password', {
              body: { email: u.email },
              headers,
            })
          ).status,
        ).toBe(202);
        await t.services.messaging.flush();
        const mail = await sink.waitFor(u.email, { since, subject: /new password/ });
        expect(mail.text).toMatch(/https:\/\/shop\.example\/en\/reset-password\?token=[\w-]+/);
        expect(mail.text + mail.html).not.toContain('evil.example');
      }
    });

    it('sets the new password with the link token once, and ends every session', async () => {
      const u = await api.register();
      const since = Date.now();
      await reset({ email: u.email });
      await t.services.messaging.flush();
      const token =
        /token=([A-Za-z0-9_-]+)/.exec(
          (await sink.waitFor(u.email, { since, subject: /nowe hasło/ })).text,
        )?.[1] ?? '';

      expect((await reset({ token, password: 'weak' })).status).toBe(422); // validated before the token is spent
      const done = await reset({ token, password: 'brand new pass 7' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ status: 'password_changed' });
      expect((await login(u.email, 'brand new pass 7')).status).toBe(200);
      expect((await login(u.email, u.password)).status).toBe(401);
      expect(
        (
          await api.call('POST', '/api/client/auth/refresh/token', {
            body: { refresh_token: u.refresh_token },
          })
        ).status,
      ).toBe(401);

      const again = await reset({ token, password: 'another pass 8' });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ token: ['token.invalid'] });
    });

    it('refuses an expired link token', async () => {
      const u = await api.register();
      const since = Date.now();
      await reset({ email: u.email });
      await t.services.messaging.flush();
      const token =
        /token=([A-Za-z0-9_-]+)/.exec(
          (await sink.waitFor(u.email, { since, subject: /nowe hasło/ })).text,
        )?.[1] ?? '';
      await getDb().db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second' where target = ${u.email}`,
      );
      expect((await reset({ token, password: 'brand new pass 7' })).status).toBe(422);
    });

    it.each([
      ['an empty body', {}, 'email', 'required'],
      ['a bad e-mail', { email: 'x' }, 'email', 'email.invalid'],
      [
        'e-mail and phone together',
        { email: 'a@b.pl', phone: '+48600100200' },
        'phone',
        'reset.one_shape',
      ],
      ['a token without a password', { token: 'x'.repeat(43) }, 'password', 'required'],
      [
        'a weak new password',
        { token: 'x'.repeat(43), password: 'short1' },
        'password',
        'password.too_short',
      ],
      ['an unknown field', { email: 'a@b.pl', admin: true }, null, null],
    ])('refuses %s with 422', async (_n, body, field, message) => {
      const res = await reset(body);
      expect(res.status).toBe(422);
      if (field && message) expect(res.body.errors[field]).toContain(message);
    });

    it('needs the CSRF headers', async () => {
      expect(
        (
          await api.call('POST', '/api/client/auth/reset/password', {
            body: { email: 'a@b.pl' },
            csrf: false,
          })
        ).status,
      ).toBe(403);
    });

    it('limits requests per account and per address (429 with Retry-After)', async () => {
      const u = await api.register();
      for (let i = 0; i < 5; i++) expect((await reset({ email: u.email })).status).toBe(202);
      const over = await reset({ email: u.email });
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

      const ip = freshIp();
      for (let i = 0; i < 10; i++)
        expect((await reset({ email: freshEmail() }, ip)).status).toBe(202);
      expect((await reset({ email: freshEmail() }, ip)).status).toBe(429);
    });
  });

  describe('by SMS code', () => {
    it('code -> token -> new password; unknown numbers get the same answer', async () => {
      const phone = freshPhone();
      const u = await api.register({ phone });
      const known = await reset({ phone });
      const unknown = await reset({ phone: freshPhone() });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(unknown.body).toEqual(known.body);

      const code = await lastSmsCode(phone);
      const exchanged = await verify({ phone, code });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body).toEqual({ token: expect.any(String) });
      expect((await reset({ token: exchanged.body.token, password: 'by sms pass 5' })).status).toBe(
        200,
      );
      expect((await login(u.email, 'by sms pass 5')).status).toBe(200);
      // Single use.
      expect((await verify({ phone, code })).status).toBe(422);
    });

    it('kills a code after 5 wrong tries', async () => {
      const phone = freshPhone();
      await api.register({ phone });
      await reset({ phone });
      const code = await lastSmsCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await verify({ phone, code: wrong });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ code: ['code.wrong'] });
      }
      expect((await verify({ phone, code })).status).toBe(422);
    });

    it('refuses an expired code', async () => {
      const phone = freshPhone();
      await api.register({ phone });
      await reset({ phone });
      const code = await lastSmsCode(phone);
      await getDb().db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second' where target = ${phone}`,
      );
      expect((await verify({ phone, code })).status).toBe(422);
    });

    it.each([
      ['a 5-digit code', { phone: '+48600100200', code: '12345' }, 'code'],
      ['a bad phone', { phone: 'abc', code: '123456' }, 'phone'],
      ['no code', { phone: '+48600100200' }, 'code'],
    ])('refuses %s with 422', async (_n, body, field) => {
      const res = await verify(body);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    });

    it('limits SMS per phone number', async () => {
      const phone = freshPhone();
      await api.register({ phone });
      for (let i = 0; i < 5; i++) expect((await reset({ phone })).status).toBe(202);
      expect((await reset({ phone })).status).toBe(429);
    });

    it('limits code guesses per phone number across addresses', async () => {
      const phone = freshPhone();
      for (let i = 0; i < 10; i++)
        expect((await verify({ phone, code: '123456' })).status).toBe(422);
      expect((await verify({ phone, code: '123456' })).status).toBe(429);
    });
  });

  describe('phone verification when logged in', () => {
    it('sends a code to the number and marks it verified with the right code', async () => {
      const u = await api.register();
      const phone = freshPhone();
      const sent = await api.call('POST', '/api/client/auth/send/phone_code', {
        token: u.access_token,
        body: { phone },
      });
      expect(sent.status).toBe(202);
      const code = await lastSmsCode(phone);
      expect(
        (await verify({ phone, code: code === '000000' ? '111111' : '000000' }, u.access_token))
          .status,
      ).toBe(422);
      const res = await verify({ phone, code }, u.access_token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        token: null,
        user: { name: 'Anna', surname: 'Nowak', email: u.email, phone, phone_verified: true },
      });
      expect(
        (await api.call('GET', '/api/client/auth/me', { token: u.access_token })).body
          .phone_verified,
      ).toBe(true);
    });

    it('a verification code cannot reset a password, nor another user verify it', async () => {
      const u = await api.register();
      const other = await api.register();
      const phone = freshPhone();
      await api.call('POST', '/api/client/auth/send/phone_code', {
        token: u.access_token,
        body: { phone },
      });
      const code = await lastSmsCode(phone);
      expect((await verify({ phone, code })).status).toBe(422); // as a guest: it is not a reset code
      expect((await verify({ phone, code }, other.access_token)).status).toBe(422);
      expect((await verify({ phone, code }, u.access_token)).status).toBe(200);
    });

    it('needs a login, a valid phone and the CSRF headers', async () => {
      const u = await api.register();
      expect(
        (
          await api.call('POST', '/api/client/auth/send/phone_code', {
            body: { phone: freshPhone() },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await api.call('POST', '/api/client/auth/send/phone_code', {
            token: u.access_token,
            body: { phone: '12' },
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await api.call('POST', '/api/client/auth/send/phone_code', {
            token: u.access_token,
            body: { phone: freshPhone() },
            csrf: false,
          })
        ).status,
      ).toBe(403);
      expect((await verify({ phone: freshPhone(), code: '123456' }, 'not.a.token')).status).toBe(
        401,
      );
    });
  });
});
