import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rows } from '../setup/sql-rows';
import {
  productAttributeValues,
  productSearchDocs,
  productTranslations,
  products,
} from '#server/db/schema/index';
import { createCategory, createProduct } from '../factories/catalog';
import { forEachDatabase } from '../setup/test-database';

// Triggers of migration 0003 keep the listing's derived data in step with its sources.
forEachDatabase('listing triggers', (getDb) => {
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await createCategory(getDb().db, { slug: 'trigger-lamps' })).id;
  });

  const valueId = async (_db: unknown, key: string, slug: string) => {
    const [row] = await rows<{ id: number }>(
      getDb().db,
      sql`select v.id from attribute_values v join attributes a on a.id = v.attribute_id where a.key = ${key} and v.slug = ${slug}`,
    );
    return row!.id;
  };
  const valueIdsOf = async (id: number) => {
    const [row] = await getDb()
      .db.select({ ids: products.valueIds })
      .from(products)
      .where(eq(products.id, id));
    return row!.ids;
  };

  it('mirrors product_attribute_values in products.value_ids, sorted', async () => {
    const { db } = getDb();
    const { id } = await createProduct(db, {
      categoryId,
      attributes: { color: ['red', 'black'], material: ['oak'] },
    });
    const expected = [
      await valueId(db, 'color', 'red'),
      await valueId(db, 'color', 'black'),
      await valueId(db, 'material', 'oak'),
    ].sort((a, b) => a - b);
    expect(await valueIdsOf(id)).toEqual(expected);

    const oak = await valueId(db, 'material', 'oak');
    await db
      .delete(productAttributeValues)
      .where(
        and(eq(productAttributeValues.productId, id), eq(productAttributeValues.valueId, oak)),
      );
    expect(await valueIdsOf(id)).toEqual(expected.filter((v) => v !== oak));

    // An update that moves a value to another product changes both products.
    const other = await createProduct(db, { categoryId });
    const red = await valueId(db, 'color', 'red');
    await db
      .update(productAttributeValues)
      .set({ productId: other.id })
      .where(
        and(eq(productAttributeValues.productId, id), eq(productAttributeValues.valueId, red)),
      );
    expect(await valueIdsOf(other.id)).toEqual([red]);
    expect(await valueIdsOf(id)).not.toContain(red);
  });

  it('starts a product with no values as an empty array', async () => {
    const { id } = await createProduct(getDb().db, { categoryId });
    expect(await valueIdsOf(id)).toEqual([]);
  });

  it('collects the words of titles per locale, lowercased, for typo tolerance', async () => {
    const { db } = getDb();
    const { id } = await createProduct(db, { categoryId, title: 'Zyrandol Kwarcowy' });
    const words = async () =>
      (
        await rows<{ word: string }>(
          db,
          sql`select word from search_words where locale = 'pl' and word in ('zyrandol', 'kwarcowy', 'mosiężny')`,
        )
      )
        .map((r) => r.word)
        .sort();
    expect(await words()).toEqual(['kwarcowy', 'zyrandol']);
    await db
      .update(productTranslations)
      .set({ title: 'Zyrandol mosiężny' })
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'pl')));
    expect(await words()).toEqual(['kwarcowy', 'mosiężny', 'zyrandol']);
  });

  it("keeps one search document per product text, with the product's listing columns", async () => {
    const { db } = getDb();
    const { id } = await createProduct(db, {
      categoryId,
      title: 'Kinkiet Orbita',
      price: 12_300,
      attributes: { color: ['white'] },
    });
    const docs = () =>
      db
        .select()
        .from(productSearchDocs)
        .where(eq(productSearchDocs.productId, id))
        .orderBy(productSearchDocs.locale);
    const white = await valueId(db, 'color', 'white');
    let rowsNow = await docs();
    expect(rowsNow.map((d) => d.locale)).toEqual(['en', 'pl', 'ru']);
    expect(rowsNow.find((d) => d.locale === 'pl')).toMatchObject({
      title: 'Kinkiet Orbita',
      published: true,
      categoryId,
      priceMinor: 12_300,
      priceEffectiveMinor: 12_300,
      valueIds: [white],
    });

    // The product changes: price (the effective price is generated), sale, publication, attributes.
    await db
      .update(products)
      .set({ priceSaleMinor: 9_900, published: false })
      .where(eq(products.id, id));
    await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
    rowsNow = await docs();
    expect(
      rowsNow.every(
        (d) => d.priceEffectiveMinor === 9_900 && !d.published && d.valueIds.length === 0,
      ),
    ).toBe(true);

    // The text changes, and goes.
    await db
      .update(productTranslations)
      .set({ title: 'Kinkiet Orbita II' })
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'pl')));
    const [pl] = await rows<{ title: string; found: boolean }>(
      db,
      sql`select title, search @@ to_tsquery('simple', 'ii') as found from product_search_docs where product_id = ${id} and locale = 'pl'`,
    );
    expect(pl).toEqual({ title: 'Kinkiet Orbita II', found: true });
    await db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'ru')));
    expect((await docs()).map((d) => d.locale)).toEqual(['en', 'pl']);

    // The product goes: its documents go with it.
    await db.delete(products).where(eq(products.id, id));
    expect(await docs()).toEqual([]);
  });
});
