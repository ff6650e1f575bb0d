import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '#contracts/addresses';
import { authClient } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

const URL = '/api/client/auth/me/addresses';
const home = { label: 'Dom', street: 'ul. Polna 3/4', postal_code: '00-950', city: 'Warszawa' };

forEachDatabase('address book API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const user = async () => (await api.register()).access_token;

  it('answers 401 to guests, never cached', async () => {
    for (const res of [
      await api.call('GET', URL),
      await api.call('POST', URL, { body: home }),
      await api.call('PATCH', `${URL}/1`, { body: { city: 'Kraków' } }),
      await api.call('DELETE', `${URL}/1`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('saves, lists, changes and deletes the shopper’s own addresses', async () => {
    const token = await user();
    expect((await api.call('GET', URL, { token })).body).toEqual([]);
    const made = await api.call('POST', URL, { token, body: home });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ id: expect.any(Number), country: 'PL', ...home });
    const office = await api.call('POST', URL, {
      token,
      body: { street: 'Hauptstr. 1', postal_code: '10115', city: 'Berlin', country: 'de' },
    });
    expect(office.body).toMatchObject({ label: null, country: 'DE' });
    const listed = await api.call('GET', URL, { token });
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([made.body.id, office.body.id]);

    const changed = await api.call('PATCH', `${URL}/${made.body.id}`, {
      token,
      body: { city: 'Kraków', postal_code: '30-001' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ city: 'Kraków', postal_code: '30-001', label: 'Dom' });
    // A change names only what changes: the German address stays German.
    const moved = await api.call('PATCH', `${URL}/${office.body.id}`, {
      token,
      body: { street: 'Hauptstr. 2' },
    });
    expect(moved.body).toMatchObject({
      street: 'Hauptstr. 2',
      country: 'DE',
      postal_code: '10115',
    });

    expect((await api.call('DELETE', `${URL}/${office.body.id}`, { token })).status).toBe(204);
    expect((await api.call('GET', URL, { token })).body).toEqual([changed.body]);
  });

  it('answers 404 to another shopper’s address and changes nothing', async () => {
    const owner = await user();
    const other = await user();
    const { body: saved } = await api.call('POST', URL, { token: owner, body: home });
    const id = saved.id as number;
    expect((await api.call('GET', URL, { token: other })).body).toEqual([]);
    const patch = await api.call('PATCH', `${URL}/${id}`, {
      token: other,
      body: { city: 'Gdańsk' },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('address_not_found');
    expect((await api.call('DELETE', `${URL}/${id}`, { token: other })).status).toBe(404);
    expect((await api.call('GET', URL, { token: owner })).body).toEqual([saved]);
  });

  it('checks the fields: a Polish postal code is NN-NNN, street required, no unknown fields', async () => {
    const token = await user();
    const bad = await api.call('POST', URL, { token, body: { ...home, postal_code: '00950' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ postal_code: ['postal_code.invalid'] });
    const empty = await api.call('POST', URL, { token, body: { ...home, street: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.street).toEqual(['required']);
    const extra = await api.call('POST', URL, { token, body: { ...home, user_id: 'x' } });
    expect(extra.status).toBe(422);
    const { body: saved } = await api.call('POST', URL, { token, body: home });
    const patch = await api.call('PATCH', `${URL}/${saved.id}`, {
      token,
      body: { postal_code: '1' },
    });
    expect(patch.status).toBe(422);
    expect(patch.body.errors).toEqual({ postal_code: ['postal_code.invalid'] });
    expect((await api.call('PATCH', `${URL}/${saved.id}`, { token, body: {} })).status).toBe(422);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const token = await user();
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const res = await api.call('POST', URL, { token, body: { ...home, label: `A${i}` } });
      expect(res.status).toBe(201);
    }
    const full = await api.call('POST', URL, { token, body: home });
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ _: ['address.limit'] });
    expect((await api.call('GET', URL, { token })).body).toHaveLength(MAX_ADDRESSES);
  });
});
