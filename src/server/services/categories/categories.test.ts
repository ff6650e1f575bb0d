import { beforeAll, describe, expect, it } from 'vitest';
import {
  categoryCreateRequest,
  categoryPatchRequest,
  type AdminCategory,
} from '#contracts/admin/categories';
import { adminServices, productInput } from '#tests/factories/back-office';
import { forEachDatabase } from '#tests/setup/test-database';
import type { Services } from '../index';
import type { Actor } from '#server/services/shared/catalog-writes';

const titles = (pl: string, en = `${pl} en`, ru = `${pl} ru`) => ({
  pl: { title: pl },
  en: { title: en },
  ru: { title: ru },
});

forEachDatabase('admin catalogue: categories', (getDb) => {
  let services: Services;
  let actor: Actor;

  beforeAll(async () => {
    ({ services, actor } = await adminServices(getDb()));
  });

  const categories = () => services.categories;
  const create = (body: Record<string, unknown>) =>
    categories().create(actor, categoryCreateRequest.parse(body));
  const update = (id: number, body: Record<string, unknown>) =>
    categories().update(actor, id, categoryPatchRequest.parse(body));
  const find = (nodes: AdminCategory[], id: number): AdminCategory | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.children, id);
      if (hit) return hit;
    }
    return undefined;
  };
  const childIds = async (id: number | null) => {
    const tree = await categories().tree();
    return (id === null ? tree : find(tree, id)!.children).map((c) => c.id);
  };

  it('creates categories with per-locale slugs, and the storefront menu shows them at once', async () => {
    const menuBefore = await services.catalog.menu('pl'); // fills the cached tree
    const top = await create({ translations: titles('Oświetlenie', 'Lighting', 'Освещение') });
    expect(top.translations).toMatchObject({
      pl: { title: 'Oświetlenie', slug: 'oswietlenie' },
      ru: { slug: 'osveshchenie' },
    });
    const child = await create({ parent_id: top.id, translations: titles('Lampy', 'Lamps') });
    expect(child).toMatchObject({ parent_id: top.id, position: 0, product_count: 0 });
    const menu = await services.catalog.menu('en');
    expect(menu.categories.length).toBe(menuBefore.categories.length + 1);
    expect(menu.categories.find((c) => c.id === top.id)?.children.map((c) => c.title)).toEqual([
      'Lamps',
    ]);
    // A second category with the same title gets the next free slug.
    const twin = await create({ translations: titles('Oświetlenie', 'Lighting', 'Освещение') });
    expect(twin.translations.en.slug).toBe('lighting-2');
  });

  it('counts products per node and with descendants', async () => {
    const top = await create({ translations: titles('Meble') });
    const child = await create({ parent_id: top.id, translations: titles('Krzesła') });
    await services.products.create(actor, productInput(child.id));
    await services.products.create(actor, productInput(top.id));
    const node = find(await categories().tree(), top.id)!;
    expect(node).toMatchObject({ product_count: 1, total_product_count: 2 });
    expect(node.children[0]).toMatchObject({ product_count: 1, total_product_count: 1 });
  });

  it('renames per locale, keeping the other locales', async () => {
    const c = await create({ translations: titles('Dywany', 'Rugs') });
    const renamed = await update(c.id, { translations: { en: { title: 'Carpets', slug: null } } });
    expect(renamed.translations.en).toMatchObject({ title: 'Carpets', slug: 'carpets' });
    expect(renamed.translations.pl.slug).toBe('dywany');
    expect((await services.catalog.categoryBySlug('en', 'carpets'))?.id).toBe(c.id);
    await expect(
      update(c.id, { translations: { pl: { slug: 'oswietlenie' } } }),
    ).rejects.toMatchObject({
      fields: { 'translations.pl.slug': ['slug.taken'] },
    });
  });

  it('reorders siblings by position and moves under another parent', async () => {
    const root = await create({ translations: titles('Ogród') });
    const a = await create({ parent_id: root.id, translations: titles('Ogród A') });
    const b = await create({ parent_id: root.id, translations: titles('Ogród B') });
    const c = await create({ parent_id: root.id, translations: titles('Ogród C') });
    expect(await childIds(root.id)).toEqual([a.id, b.id, c.id]);
    await update(c.id, { position: 0 });
    expect(await childIds(root.id)).toEqual([c.id, a.id, b.id]);
    const other = await create({ translations: titles('Tekstylia') });
    const moved = await update(a.id, { parent_id: other.id });
    expect(moved).toMatchObject({ parent_id: other.id, position: 0 });
    expect(await childIds(root.id)).toEqual([c.id, b.id]);
    const tree = await categories().tree();
    expect(find(tree, b.id)?.position).toBe(1);
    // To the top level, placed first.
    await update(b.id, { parent_id: null, position: 0 });
    expect((await childIds(null))[0]).toBe(b.id);
    expect((await services.catalog.menu('pl')).categories[0]?.id).toBe(b.id);
  });

  it('refuses a move under itself or a descendant', async () => {
    const a = await create({ translations: titles('Cykl A') });
    const b = await create({ parent_id: a.id, translations: titles('Cykl B') });
    const c = await create({ parent_id: b.id, translations: titles('Cykl C') });
    for (const parent of [a.id, b.id, c.id]) {
      await expect(update(a.id, { parent_id: parent })).rejects.toMatchObject({
        kind: 'validation',
        fields: { parent_id: ['category.cycle'] },
      });
    }
    await expect(update(a.id, { parent_id: 999_999 })).rejects.toMatchObject({
      fields: { parent_id: ['category.unknown'] },
    });
    expect(find(await categories().tree(), a.id)?.parent_id).toBeNull();
  });

  describe('delete', () => {
    it('only an empty category: no children, no products (archived ones too)', async () => {
      const parent = await create({ translations: titles('Pusta') });
      const child = await create({ parent_id: parent.id, translations: titles('Pusta dziecko') });
      await expect(categories().remove(actor, parent.id)).rejects.toMatchObject({
        kind: 'conflict',
        code: 'category_not_empty',
      });
      const p = await services.products.create(actor, productInput(child.id));
      await services.products.update(actor, p.id, { version: 1, archived: true });
      await expect(categories().remove(actor, child.id)).rejects.toMatchObject({
        code: 'category_not_empty',
      });
      await services.products.remove(actor, p.id); // never ordered: deleted
      await categories().remove(actor, child.id);
      await categories().remove(actor, parent.id);
      expect(find(await categories().tree(), parent.id)).toBeUndefined();
      expect(await services.catalog.categoryExists(parent.id)).toBe(false);
      await expect(categories().remove(actor, parent.id)).rejects.toMatchObject({
        kind: 'not_found',
      });
    });
  });
});
