import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authClient } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import { ACCESS_TYP, AUDIENCE, ISSUER } from '#server/services/auth/access-tokens';

/**
 * Decision 013: a validly signed token that names no user must be a 401 on every route that reads
 * a token, never a 500 (a subject that is not a UUID) nor a success (a deleted user).
 */
const ROUTES: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
  ['GET', '/api/client/auth/me'],
  ['POST', '/api/client/auth/logout'],
  ['GET', '/api/client/user/locale'],
  ['PUT', '/api/client/user/locale'],
  ['POST', '/api/client/auth/send/phone_code'],
  ['POST', '/api/client/auth/verify/phone_code'],
  ['GET', '/api/client/cart'],
  ['DELETE', '/api/client/cart'],
  ['PUT', '/api/client/cart/add'],
  ['PUT', '/api/client/cart/combine'],
  ['GET', '/api/client/cart/link'],
  ['POST', '/api/client/cart/order'],
  ['GET', '/api/client/wish_list'],
  ['POST', '/api/client/wish_list/add/1'],
  ['PUT', '/api/client/wish_list/delete/1'],
  ['GET', '/api/client/orders'],
  ['POST', '/api/client/products/order/1'],
  ['POST', '/api/client/customization-request'],
  ['GET', '/api/client/header/products/count'],
];

forEachDatabase('access tokens that name no user', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  /** A token signed with the app's own key: only its claims are wrong. */
  const sign = (sub: string, sid = '00000000-0000-4000-8000-000000000000') =>
    new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(t.services.secrets.jwt);

  const expectUnauthorizedEverywhere = async (token: string) => {
    for (const [method, url] of ROUTES) {
      const res = await api.call(method, url, { token, ...(method === 'GET' ? {} : { body: {} }) });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body, `${method} ${url}`).toMatchObject({ code: 'token_invalid' });
    }
  };

  it.each(['42', 'admin', 'not-a-uuid', "1' or '1'='1", '00000000-0000-4000-8000-00000000000g'])(
    'is 401 for a signed subject %j that is not a UUID',
    async (sub) => {
      await expectUnauthorizedEverywhere(await sign(sub));
    },
  );

  it('is 401 for a session id that is not a UUID', async () => {
    const { access_token } = await api.register();
    const [, payload] = access_token.split('.');
    const { sub } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    await expectUnauthorizedEverywhere(await sign(sub, 'session-1'));
  });

  it('is 401 for the token of a user that no longer exists, and changes nothing', async () => {
    const { access_token, email } = await api.register();
    const { db } = getDb();
    const [user] = await rows<{ id: string }>(db, sql`select id from users where email = ${email}`);
    expect((await api.call('GET', '/api/client/auth/me', { token: access_token })).status).toBe(
      200,
    );
    await db.execute(sql`delete from users where id = ${user!.id}`);
    const before = await rows<{ n: number }>(db, sql`select count(*)::int as n from carts`);
    await expectUnauthorizedEverywhere(access_token);
    expect(await rows(db, sql`select count(*)::int as n from carts`)).toEqual(before);
  });

  it('still accepts the token of a live user', async () => {
    const { access_token } = await api.register();
    const res = await api.call('GET', '/api/client/header/products/count', { token: access_token });
    expect(res.status).toBe(200);
  });
});
