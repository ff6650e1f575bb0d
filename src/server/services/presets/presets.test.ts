import { beforeAll, expect, it } from 'vitest';
import { presetCreateRequest, presetPatchRequest } from '#contracts/admin/presets';
import { adminServices } from '#tests/factories/back-office';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import type { Services } from '../index';
import type { Actor } from '#server/services/shared/catalog-writes';

forEachDatabase('admin catalogue: presets', (getDb) => {
  let services: Services;
  let actor: Actor;
  let lamps: { id: number; slug: string };

  beforeAll(async () => {
    ({ services, actor } = await adminServices(getDb()));
    lamps = await createCategory(getDb().db, { slug: 'preset-lamps' });
    await createProduct(getDb().db, {
      categoryId: lamps.id,
      attributes: { color: ['black', 'white'], style: ['loft'] },
    });
  });

  const presets = () => services.presets;
  const create = (body: Record<string, unknown>) =>
    presets().create(actor, presetCreateRequest.parse(body));
  const titles = {
    pl: { title: 'Czarne lampy' },
    en: { title: 'Black lamps' },
    ru: { title: 'Чёрные лампы' },
  };

  it('creates a preset that the menu shows and the listing treats as a landing page', async () => {
    await services.catalog.menu('pl'); // fills the cached tree
    const preset = await create({
      category_id: lamps.id,
      filters: { color: ['white', 'black'], price: ['100-500'] },
      translations: titles,
    });
    expect(preset).toMatchObject({
      category_id: lamps.id,
      filters: { color: ['black', 'white'], price: ['100-500'] },
      translations: { en: { title: 'Black lamps', slug: 'black-lamps' } },
      urls: { pl: '/pl/catalog/preset-lamps/color=black-or-white/price=100-500' },
    });
    const menu = await services.catalog.menu('en');
    expect(menu.presets).toContainEqual({
      id: preset.id,
      title: 'Black lamps',
      url: '/en/catalog/preset-lamps-en/color=black-or-white/price=100-500',
    });
    expect(
      await services.catalog.isPreset(lamps.id, {
        color: ['black', 'white'],
        price: ['100', '500'],
      }),
    ).toBe(true);
    expect(await presets().list(lamps.id)).toHaveLength(1);
    // An indexable landing page: in the sitemap too.
    expect(await services.seo.pages()).toContainEqual(preset.urls);
  });

  it('validates filters against the attribute model and price ranges', async () => {
    const bad = (filters: unknown) =>
      create({ category_id: lamps.id, filters, translations: titles });
    await expect(bad({ colour: ['black'] })).rejects.toMatchObject({
      fields: { 'filters.colour': ['attribute.unknown'] },
    });
    await expect(bad({ color: ['purple'] })).rejects.toMatchObject({
      fields: { 'filters.color': ['attribute.unknown_value'] },
    });
    await expect(bad({ price: ['500-100'] })).rejects.toMatchObject({
      fields: { 'filters.price': ['filters.price_range'] },
    });
    await expect(
      create({ category_id: 999_999, filters: { style: ['loft'] }, translations: titles }),
    ).rejects.toMatchObject({ fields: { category_id: ['category.unknown'] } });
  });

  it('refuses a second preset with the same filters in the category', async () => {
    await create({ category_id: lamps.id, filters: { style: ['loft'] }, translations: titles });
    await expect(
      create({ category_id: lamps.id, filters: { style: ['loft'] }, translations: titles }),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'preset_duplicate' });
  });

  it('updates and deletes, and the menu follows', async () => {
    const p = await create({
      category_id: lamps.id,
      filters: { color: ['white'] },
      translations: titles,
    });
    const updated = await presets().update(
      actor,
      p.id,
      presetPatchRequest.parse({
        filters: { color: ['black'] },
        translations: { en: { title: 'Dark lamps' } },
      }),
    );
    expect(updated).toMatchObject({
      filters: { color: ['black'] },
      translations: { en: { title: 'Dark lamps' } },
    });
    expect((await services.catalog.menu('en')).presets.find((x) => x.id === p.id)?.title).toBe(
      'Dark lamps',
    );
    await presets().remove(actor, p.id);
    expect((await services.catalog.menu('en')).presets.some((x) => x.id === p.id)).toBe(false);
    await expect(presets().get(p.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
