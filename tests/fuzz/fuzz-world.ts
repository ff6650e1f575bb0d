import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { rows } from '../setup/sql-rows';
import type { Db } from '#server/db/types';
import { ACCESS_TYP, AUDIENCE, ISSUER } from '#server/services/auth/access-tokens';
import { createCategory, createProduct } from '../factories/catalog';
import { ADMIN_SESSION_COOKIE } from '#contracts/admin/staff';
import { adminSession, createStaff } from '../setup/admin-client';
import { authClient } from '../setup/auth-client';
import type { TestApp } from '../setup/test-app';

/** Who a fuzzed request claims to be. */
export type Identity =
  | 'guest'
  | 'user'
  | 'foreign-user'
  | 'deleted-user'
  | 'not-a-uuid'
  | 'wrong-key'
  | 'expired'
  | 'garbage'
  /** Back-office sessions (a cookie, no bearer token), used on /api/admin routes only. */
  | 'staff'
  | 'owner';

/**
 * A small shop for the fuzzer to aim at: real ids, a user with a cart, a wish list, a compare
 * list, a shared cart and an order, another user ("foreign"), and tokens that must all fail.
 */
export interface FuzzWorld {
  /** Bearer tokens by identity (none for the guest or the back office's people). */
  tokens: Record<Exclude<Identity, 'guest' | 'staff' | 'owner'>, string>;
  /** Back-office session cookies (`sf_admin=…`) of a staff member and of an owner. */
  staffCookies: Record<'staff' | 'owner', string>;
  csrf: Record<string, string>;
  /** A genuine compare cookie (`sf_compare=...`) of the user's browser. */
  compareCookie: string;
  /** Ids that exist (products, categories, an unpublished product) and some that do not. */
  ids: number[];
  /** Slugs and texts that exist, for page addresses and searches. */
  words: string[];
  /** A live shared-cart link of this site. */
  shareUrl: string;
  emails: string[];
  phones: string[];
}

export async function createFuzzWorld(t: TestApp, db: Db): Promise<FuzzWorld> {
  const api = authClient(t);
  const lamps = await createCategory(db, { slug: 'lamps', title: 'Lamps' });
  const chairs = await createCategory(db, { slug: 'chairs', title: 'Chairs', parentId: lamps.id });
  const products = [];
  for (let i = 0; i < 6; i++) {
    products.push(
      await createProduct(db, {
        categoryId: i % 2 ? lamps.id : chairs.id,
        title: `Oak lamp ${i}`,
        price: 1_000 + i * 2_500,
        sale: i % 3 === 0 ? 900 : null,
        stock: i === 5 ? 0 : 50,
        attributes: { color: [i % 2 ? 'red' : 'dark-blue'] },
      }),
    );
  }
  const hidden = await createProduct(db, { categoryId: lamps.id, published: false });
  const ids = [...products.map((p) => p.id), hidden.id, lamps.id, chairs.id];

  const user = await api.register({ phone: '+48600700800' });
  const foreign = await api.register();
  const gone = await api.register();
  await db.execute(sql`delete from users where email = ${gone.email}`);
  const token = user.access_token;
  const [p1, p2] = products;
  await api.call('PUT', '/api/client/cart/add', {
    token,
    body: { cart: [{ id: p1!.id, count: 2 }] },
  });
  await api.call('POST', `/api/client/wish_list/add/${p2!.id}`, { token });
  await api.call('PUT', '/api/client/cart/add', {
    token: foreign.access_token,
    body: { cart: [{ id: p2!.id, count: 1 }] },
  });
  const share = await api.call('GET', '/api/client/cart/link', { token });
  await api.call('POST', `/api/client/products/order/${p1!.id}`, {
    token,
    body: { name: 'Anna', phone: '+48600700800', count: 1 },
  });

  const csrf = await t.csrfHeaders();
  const set = await t.app.inject({
    method: 'GET',
    url: `/set/comparison?product=${p1!.id}`,
    headers: csrf,
  });
  const compare = set.cookies.find((c) => c.name === 'sf_compare');

  const [{ id: userId } = { id: '' }] = await rows<{ id: string }>(
    db,
    sql`select id from users where email = ${user.email}`,
  );
  const sign = (sub: string, key: Uint8Array, exp: number | string = '1h') =>
    new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  const key = t.services.secrets.jwt;
  const staffCookie = async (role: 'staff' | 'owner') => {
    const member = await createStaff(db, { role });
    const headers = await adminSession(t, member.email);
    return headers.cookie!.split('; ').find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`))!;
  };
  return {
    staffCookies: { staff: await staffCookie('staff'), owner: await staffCookie('owner') },
    tokens: {
      user: token,
      'foreign-user': foreign.access_token,
      'deleted-user': gone.access_token,
      'not-a-uuid': await sign('42', key),
      'wrong-key': await sign(userId, new Uint8Array(32).fill(7)),
      expired: await sign(userId, key, Math.floor(Date.now() / 1000) - 60),
      garbage: 'a.b.c',
    },
    csrf,
    compareCookie: compare ? `sf_compare=${compare.value}` : '',
    ids,
    words: [
      'lamps',
      'chairs',
      'oak',
      'lamp',
      'red',
      'dark-blue',
      ...products.map((p) => p.slug.pl),
    ],
    shareUrl: (share.body as { url: string }).url,
    emails: [user.email, foreign.email, gone.email, 'someone@example.com'],
    phones: ['+48600700800', '+48600700801', '+4860070080'],
  };
}
