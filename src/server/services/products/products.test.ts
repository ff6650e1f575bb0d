import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPatchRequest } from '#contracts/admin/products';
import { adminServices, productInput } from '#tests/factories/back-office';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import type { Services } from '../index';
import type { Actor } from '#server/services/shared/catalog-writes';

const patch = (body: unknown) => productPatchRequest.parse(body);

forEachDatabase('admin catalogue: products', (getDb) => {
  let services: Services;
  let actor: Actor;
  let categoryId: number;
  let otherCategoryId: number;

  beforeAll(async () => {
    ({ services, actor } = await adminServices(getDb()));
    const { db } = getDb();
    categoryId = (await createCategory(db, { slug: 'chairs' })).id;
    otherCategoryId = (await createCategory(db, { slug: 'tables' })).id;
    // Attributes and values come from the existing model; this product creates them.
    await createProduct(db, {
      categoryId,
      attributes: { color: ['grey', 'white'], material: ['oak'] },
    });
  });

  const products = () => services.products;
  const auditOf = (id: number) =>
    rows<{ action: string; before: unknown; after: unknown; staff_email: string }>(
      getDb().db,
      sql`select action, before, after, staff_email from audit_log
          where entity = 'product' and entity_id = ${String(id)} order by id`,
    );

  describe('create', () => {
    it('makes slugs from the titles, unique per locale', async () => {
      const same = {
        translations: {
          pl: { title: 'Fotel Łódź' },
          en: { title: 'Armchair' },
          ru: { title: 'Кресло' },
        },
      };
      const a = await products().create(actor, productInput(categoryId, same));
      const b = await products().create(actor, productInput(categoryId, same));
      const c = await products().create(actor, productInput(categoryId, same));
      expect(a.translations.pl.slug).toBe('fotel-lodz');
      expect(a.translations.ru.slug).toBe('kreslo');
      expect(b.translations.pl.slug).toBe('fotel-lodz-2');
      expect(c.translations.en.slug).toBe('armchair-3');
      expect(a).toMatchObject({
        version: 1,
        archived: false,
        published: true,
        stock: 5,
        price: 100,
      });
    });

    it('stores the attributes of the model and answers them as lists', async () => {
      const p = await products().create(
        actor,
        productInput(categoryId, { attributes: { color: ['white', 'grey'], material: 'oak' } }),
      );
      expect(p.attributes).toEqual({ color: ['grey', 'white'], material: ['oak'] });
      // The triggers keep products.value_ids (the listing's copy) in step.
      const [row] = await rows<{ n: number }>(
        getDb().db,
        sql`select cardinality(value_ids) as n from products where id = ${p.id}`,
      );
      expect(Number(row!.n)).toBe(3);
    });

    it('refuses an unknown attribute or value with the field named', async () => {
      await expect(
        products().create(actor, productInput(categoryId, { attributes: { colour: 'red' } })),
      ).rejects.toMatchObject({
        kind: 'validation',
        fields: { 'attributes.colour': ['attribute.unknown'] },
      });
      await expect(
        products().create(actor, productInput(categoryId, { attributes: { color: ['purple'] } })),
      ).rejects.toMatchObject({ fields: { 'attributes.color': ['attribute.unknown_value'] } });
    });

    it('refuses a sale price that is not below the price (422) and a taken SKU (409)', async () => {
      await expect(
        products().create(actor, productInput(categoryId, { price: 10, sale_price: 10 })),
      ).rejects.toMatchObject({
        kind: 'validation',
        fields: { sale_price: ['sale_price.not_below_price'] },
      });
      const first = await products().create(actor, productInput(categoryId));
      await expect(
        products().create(actor, productInput(categoryId, { sku: first.sku })),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'sku_taken' });
    });

    it('refuses a typed slug another product has, and an unknown category', async () => {
      const first = await products().create(actor, productInput(categoryId));
      const taken = productInput(categoryId);
      taken.translations.en.slug = first.translations.en.slug;
      await expect(products().create(actor, taken)).rejects.toMatchObject({
        fields: { 'translations.en.slug': ['slug.taken'] },
      });
      await expect(products().create(actor, productInput(999_999))).rejects.toMatchObject({
        fields: { category_id: ['category.unknown'] },
      });
    });

    it('writes an audit row naming who created it', async () => {
      const p = await products().create(actor, productInput(categoryId));
      const audit = await auditOf(p.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'create', staff_email: actor.email, before: null });
      expect(audit[0]!.after).toMatchObject({ sku: p.sku, price: 100 });
    });
  });

  describe('update', () => {
    it('bumps the version on every save and refuses a stale one with nothing written', async () => {
      const p = await products().create(actor, productInput(categoryId));
      const saved = await products().update(actor, p.id, patch({ version: 1, stock: 7 }));
      expect(saved).toMatchObject({ version: 2, stock: 7 });
      // A second editor still holding version 1:
      await expect(
        products().update(actor, p.id, patch({ version: 1, stock: 1, price: 5 })),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'version_conflict' });
      expect(await products().get(p.id)).toMatchObject({ version: 2, stock: 7, price: 100 });
      expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['create', 'update']);
    });

    it('answers 404 for an unknown product', async () => {
      await expect(products().update(actor, 999_999, patch({ version: 1 }))).rejects.toMatchObject({
        kind: 'not_found',
      });
    });

    it('checks the sale price against the price it ends up with', async () => {
      const p = await products().create(
        actor,
        productInput(categoryId, { price: 100, sale_price: 80 }),
      );
      await expect(
        products().update(actor, p.id, patch({ version: 1, price: 80 })),
      ).rejects.toMatchObject({ fields: { sale_price: ['sale_price.not_below_price'] } });
      const cleared = await products().update(
        actor,
        p.id,
        patch({ version: 1, price: 80, sale_price: null }),
      );
      expect(cleared).toMatchObject({ price: 80, sale_price: null });
    });

    it('keeps an old slug as a redirect, and a new product taking it removes the redirect', async () => {
      const db = getDb().db;
      const p = await products().create(
        actor,
        productInput(categoryId, {
          translations: {
            pl: { title: 'Stołek barowy' },
            en: { title: 'Bar stool' },
            ru: { title: 'Табурет' },
          },
        }),
      );
      expect(p.translations.pl.slug).toBe('stolek-barowy');
      const renamed = await products().update(
        actor,
        p.id,
        patch({ version: 1, translations: { pl: { title: 'Hoker dębowy', slug: null } } }),
      );
      expect(renamed.translations.pl.slug).toBe('hoker-debowy');
      expect(renamed.translations.en.slug).toBe('bar-stool'); // untouched locales keep theirs
      expect(await services.catalog.productRedirect('pl', 'stolek-barowy')).toBe(
        '/pl/product/hoker-debowy',
      );
      expect(await services.catalog.productPage('pl', 'stolek-barowy')).toBeNull();
      expect((await services.catalog.productPage('pl', 'hoker-debowy'))?.product.id).toBe(p.id);

      // A title change alone keeps the slug (a typed slug is the way to change it).
      const retitled = await products().update(
        actor,
        p.id,
        patch({ version: 2, translations: { pl: { title: 'Hoker z dębu' } } }),
      );
      expect(retitled.translations.pl.slug).toBe('hoker-debowy');

      const newcomer = await products().create(
        actor,
        productInput(categoryId, {
          translations: {
            pl: { title: 'Stołek barowy' },
            en: { title: 'Stool two' },
            ru: { title: 'Табурет два' },
          },
        }),
      );
      expect(newcomer.translations.pl.slug).toBe('stolek-barowy');
      expect(await services.catalog.productRedirect('pl', 'stolek-barowy')).toBeNull();
      const [left] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from product_slug_redirects where product_id = ${p.id}`,
      );
      expect(Number(left!.n)).toBe(0);
    });

    it('renaming back to an old slug drops its redirect; a chain of renames points at the latest', async () => {
      const p = await products().create(actor, productInput(categoryId));
      const first = p.translations.en.slug;
      await products().update(
        actor,
        p.id,
        patch({ version: 1, translations: { en: { slug: 'second-name' } } }),
      );
      await products().update(
        actor,
        p.id,
        patch({ version: 2, translations: { en: { slug: 'third-name' } } }),
      );
      expect(await services.catalog.productRedirect('en', first)).toBe('/en/product/third-name');
      expect(await services.catalog.productRedirect('en', 'second-name')).toBe(
        '/en/product/third-name',
      );
      await products().update(
        actor,
        p.id,
        patch({ version: 3, translations: { en: { slug: first } } }),
      );
      expect(await services.catalog.productRedirect('en', first)).toBeNull();
      expect(await services.catalog.productRedirect('en', 'third-name')).toBe(
        `/en/product/${first}`,
      );
    });

    it('replaces the attribute set, moves category, and archives (unpublished, never published again)', async () => {
      const p = await products().create(
        actor,
        productInput(categoryId, { attributes: { color: 'grey' } }),
      );
      const moved = await products().update(
        actor,
        p.id,
        patch({ version: 1, category_id: otherCategoryId, attributes: { material: ['oak'] } }),
      );
      expect(moved).toMatchObject({
        category_id: otherCategoryId,
        attributes: { material: ['oak'] },
      });
      const archived = await products().update(actor, p.id, patch({ version: 2, archived: true }));
      expect(archived).toMatchObject({ archived: true, published: false, version: 3 });
      await expect(
        products().update(actor, p.id, patch({ version: 3, published: true })),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'product_archived' });
      const back = await products().update(
        actor,
        p.id,
        patch({ version: 3, archived: false, published: true }),
      );
      expect(back).toMatchObject({ archived: false, published: true });
    });

    it('records only the fields that changed', async () => {
      const p = await products().create(actor, productInput(categoryId));
      await products().update(actor, p.id, patch({ version: 1, stock: 5, price: 120 }));
      const [, update] = await auditOf(p.id);
      expect(update).toMatchObject({ before: { price: 100 }, after: { price: 120 } });
    });
  });

  describe('delete', () => {
    it('deletes a product nobody ordered', async () => {
      const p = await products().create(actor, productInput(categoryId));
      expect(await products().remove(actor, p.id)).toEqual({ archived: false });
      await expect(products().get(p.id)).rejects.toMatchObject({ kind: 'not_found' });
      expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    });

    it('archives a product that was ordered: the order keeps its line', async () => {
      const db = getDb().db;
      const p = await products().create(actor, productInput(categoryId));
      const [order] = await rows<{ id: number }>(
        db,
        sql`insert into orders (kind, name, phone, email, address, locale, total_minor)
            values ('quick', 'A', '+48500000000', 'a@example.com', '', 'pl', 10000) returning id`,
      );
      await db.execute(
        sql`insert into order_lines (order_id, product_id, title, count, unit_price_minor)
            values (${order!.id}, ${p.id}, 'x', 1, 10000)`,
      );
      expect(await products().remove(actor, p.id)).toEqual({ archived: true });
      expect(await products().get(p.id)).toMatchObject({
        archived: true,
        published: false,
        version: 2,
      });
      // Archived products are out of the storefront and out of the default admin list.
      expect(await services.catalog.productById('pl', p.id)).toBeNull();
      // Deleting it again changes nothing more.
      expect(await products().remove(actor, p.id)).toEqual({ archived: true });
    });
  });
});
