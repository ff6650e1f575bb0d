import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminSession, createStaff, type TestStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back-office settings', (getDb) => {
  let t: TestApp;
  let owner: TestStaff;
  let as: Record<'staff' | 'owner', Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    owner = await createStaff(getDb().db, { role: 'owner' });
    const member = await createStaff(getDb().db, { role: 'staff' });
    as = { owner: await adminSession(t, owner.email), staff: await adminSession(t, member.email) };
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = (who: 'staff' | 'owner', method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...as[who], 'x-forwarded-for': freshIp() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const settings = () => call('owner', 'GET', '/api/admin/settings');

  it('reads the defaults; staff may read, only the owner may change', async () => {
    for (const who of ['owner', 'staff'] as const) {
      const res = await call(who, 'GET', '/api/admin/settings');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        low_stock_threshold: 5,
        reviews_auto_publish_verified: false,
        bank_account: '',
        bank_recipient: '',
        deleted_account_reviews: 'anonymise',
        gtm_id: '',
      });
    }
    const denied = await call('staff', 'PATCH', '/api/admin/settings', { low_stock_threshold: 9 });
    expect(denied.statusCode).toBe(403);
    expect((await settings()).json().low_stock_threshold).toBe(5);
  });

  it('the owner changes one or both; the change is audited with what changed', async () => {
    const one = await call('owner', 'PATCH', '/api/admin/settings', { low_stock_threshold: 12 });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      low_stock_threshold: 12,
      reviews_auto_publish_verified: false,
      bank_account: '',
      bank_recipient: '',
      deleted_account_reviews: 'anonymise',
      gtm_id: '',
    });
    const both = await call('owner', 'PATCH', '/api/admin/settings', {
      low_stock_threshold: 12,
      reviews_auto_publish_verified: true,
    });
    expect(both.json()).toEqual({
      low_stock_threshold: 12,
      reviews_auto_publish_verified: true,
      bank_account: '',
      bank_recipient: '',
      deleted_account_reviews: 'anonymise',
      gtm_id: '',
    });
    expect(await t.services.settings.get('reviews_auto_publish_verified')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const audit = await call(
      'owner',
      'GET',
      `/api/admin/audit?entity=settings&staff_id=${owner.id}&from=${today}&to=${today}`,
    );
    expect(
      audit.json().items.map((e: { before: unknown; after: unknown }) => [e.before, e.after]),
    ).toEqual([
      // Newest first; the unchanged threshold is not repeated in the second entry.
      [{ reviews_auto_publish_verified: false }, { reviews_auto_publish_verified: true }],
      [{ low_stock_threshold: 5 }, { low_stock_threshold: 12 }],
    ]);
    const elsewhere = await call(
      'owner',
      'GET',
      '/api/admin/audit?entity=settings&from=2000-01-01&to=2000-01-02',
    );
    expect(elsewhere.json().total).toBe(0);
  });

  it.each([
    ['empty body', {}],
    ['negative', { low_stock_threshold: -1 }],
    ['fraction', { low_stock_threshold: 2.5 }],
    ['too big', { low_stock_threshold: 100_001 }],
    ['a string', { low_stock_threshold: '7' }],
    ['not a boolean', { reviews_auto_publish_verified: 'yes' }],
    ['unknown key', { theme: 'dark' }],
    ['null', { low_stock_threshold: null }],
    ['an IBAN with wrong check digits', { bank_account: 'PL62 1090 1014 0000 0712 1981 2874' }],
    ['not an IBAN', { bank_account: '12345' }],
    ['not a tag manager id', { gtm_id: 'UA-12345-1' }],
    ['markup as a tag manager id', { gtm_id: 'GTM-AB12"><script>' }],
  ])('%s answers 422 with a field map and changes nothing', async (_name, payload) => {
    const before = (await settings()).json();
    const res = await call('owner', 'PATCH', '/api/admin/settings', payload);
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().errors).toBe('object');
    expect((await settings()).json()).toEqual(before);
  });

  it('the bank account is an IBAN, checked and stored without spaces', async () => {
    const res = await call('owner', 'PATCH', '/api/admin/settings', {
      bank_account: 'pl61 1090 1014 0000 0712 1981 2874',
      bank_recipient: 'Dom i Styl sp. z o.o.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bank_account: 'PL61109010140000071219812874',
      bank_recipient: 'Dom i Styl sp. z o.o.',
    });
    const bad = await call('owner', 'PATCH', '/api/admin/settings', { bank_account: 'PL00 1234' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ bank_account: ['iban.invalid'] });
    const off = await call('owner', 'PATCH', '/api/admin/settings', { bank_account: '' });
    expect(off.json().bank_account).toBe('');
  });

  it('a tag manager id is checked, kept in capitals, and reaches the pages at once', async () => {
    expect(await t.services.settings.tagManager()).toBe('');
    const res = await call('owner', 'PATCH', '/api/admin/settings', { gtm_id: ' gtm-ab12cd3 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().gtm_id).toBe('GTM-AB12CD3');
    // The pages' cached id was dropped with them (services/index.ts): the next page has it.
    expect(await t.services.settings.tagManager()).toBe('GTM-AB12CD3');
    const bad = await call('owner', 'PATCH', '/api/admin/settings', { gtm_id: 'GTM-' });
    expect(bad.json().errors).toEqual({ gtm_id: ['gtm.invalid'] });
    await call('owner', 'PATCH', '/api/admin/settings', { gtm_id: '' });
    expect(await t.services.settings.tagManager()).toBe('');
  });

  it('what happens to a deleted account’s reviews is one of two choices', async () => {
    const res = await call('owner', 'PATCH', '/api/admin/settings', {
      deleted_account_reviews: 'unpublish',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.services.settings.get('deleted_account_reviews')).toBe('unpublish');
    const bad = await call('owner', 'PATCH', '/api/admin/settings', {
      deleted_account_reviews: 'delete',
    });
    expect(bad.statusCode).toBe(422);
    await call('owner', 'PATCH', '/api/admin/settings', { deleted_account_reviews: 'anonymise' });
  });

  it('a body that is not an object is 4xx, never 5xx', async () => {
    for (const payload of ['[]', 'null', '1', '{"low_stock_threshold":']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { ...as.owner, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});
