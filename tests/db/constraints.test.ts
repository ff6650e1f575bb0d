import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  attributes,
  attributeValues,
  cartLines,
  carts,
  categories,
  categoryTranslations,
  products,
  productTranslations,
  users,
} from '#server/db/schema/index';
import { forEachDatabase } from '../setup/test-database';
import { CHECK_VIOLATION, expectPgError, UNIQUE_VIOLATION } from './helpers';

forEachDatabase('database constraints', (getDb) => {
  let categoryId: number;
  let productId: number;
  let cartId: number;

  beforeAll(async () => {
    const { db } = getDb();
    const [category] = await db.insert(categories).values({}).returning();
    categoryId = category!.id;
    const [product] = await db
      .insert(products)
      .values({ categoryId, sku: 'C-1', priceMinor: 10_000 })
      .returning();
    productId = product!.id;
    const [user] = await db
      .insert(users)
      .values({ email: 'ala@example.com', name: 'Ala', surname: 'Kot', passwordHash: 'x' })
      .returning();
    const [cart] = await db.insert(carts).values({ userId: user!.id }).returning();
    cartId = cart!.id;
  });

  it('rejects negative stock and negative prices', async () => {
    const { db } = getDb();
    await expectPgError(
      db.update(products).set({ stock: -1 }).where(eq(products.id, productId)),
      CHECK_VIOLATION,
      'products_stock_nonnegative',
    );
    await expectPgError(
      db.insert(products).values({ categoryId, sku: 'C-2', priceMinor: -1 }),
      CHECK_VIOLATION,
      'products_price_nonnegative',
    );
  });

  it('keeps cart line counts within 1..99', async () => {
    const { db } = getDb();
    await expectPgError(
      db.insert(cartLines).values({ cartId, productId, count: 100 }),
      CHECK_VIOLATION,
      'cart_lines_count_range',
    );
    await expectPgError(
      db.insert(cartLines).values({ cartId, productId, count: 0 }),
      CHECK_VIOLATION,
      'cart_lines_count_range',
    );
    await db.insert(cartLines).values({ cartId, productId, count: 99 });
  });

  it('derives the effective price from a real sale only', async () => {
    const { db } = getDb();
    const read = async () =>
      (await db.select().from(products).where(eq(products.id, productId)))[0]!.priceEffectiveMinor;
    await db.update(products).set({ priceSaleMinor: 7_999 }).where(eq(products.id, productId));
    expect(await read()).toBe(7_999);
    // A "sale" price above the price is no sale.
    await db.update(products).set({ priceSaleMinor: 12_000 }).where(eq(products.id, productId));
    expect(await read()).toBe(10_000);
  });

  it('accepts only the shop locales and URL-safe slugs, unique per locale', async () => {
    const { db } = getDb();
    const row = { categoryId, title: 'Lampy', description: null };
    await expectPgError(
      db.insert(categoryTranslations).values({ ...row, locale: 'de' as 'pl', slug: 'lampen' }),
      CHECK_VIOLATION,
      'category_translations_locale',
    );
    await expectPgError(
      db.insert(categoryTranslations).values({ ...row, locale: 'pl', slug: 'Lampy Wiszące' }),
      CHECK_VIOLATION,
      'category_translations_slug',
    );
    await db.insert(categoryTranslations).values({ ...row, locale: 'pl', slug: 'lampy' });
    const [other] = await db.insert(categories).values({}).returning();
    await expectPgError(
      db
        .insert(categoryTranslations)
        .values({ ...row, categoryId: other!.id, locale: 'pl', slug: 'lampy' }),
      UNIQUE_VIOLATION,
    );
    // The same slug in another locale is fine.
    await db
      .insert(categoryTranslations)
      .values({ ...row, categoryId: other!.id, locale: 'en', slug: 'lampy' });
  });

  it('keeps `-or-` out of attribute value slugs (it joins values in addresses)', async () => {
    const { db } = getDb();
    const [attribute] = await db.insert(attributes).values({ key: 'finish' }).returning();
    await expectPgError(
      db.insert(attributeValues).values({ attributeId: attribute!.id, slug: 'black-or-white' }),
      CHECK_VIOLATION,
      'attribute_values_slug_no_or',
    );
    await db.insert(attributeValues).values({ attributeId: attribute!.id, slug: 'dark-blue' });
    await expectPgError(
      db.insert(attributes).values({ key: 'price' }),
      CHECK_VIOLATION,
      'attributes_key_not_reserved',
    );
  });

  it('stores e-mails lowercased and unique', async () => {
    const { db } = getDb();
    await expectPgError(
      db
        .insert(users)
        .values({ email: 'Ola@Example.com', name: 'Ola', surname: 'N', passwordHash: 'x' }),
      CHECK_VIOLATION,
      'users_email_lowercase',
    );
    await expectPgError(
      db
        .insert(users)
        .values({ email: 'ala@example.com', name: 'Ala', surname: 'B', passwordHash: 'x' }),
      UNIQUE_VIOLATION,
      'users_email_uq',
    );
  });

  it('builds the per-locale search document on insert', async () => {
    const { db } = getDb();
    await db.insert(productTranslations).values([
      {
        productId,
        locale: 'en',
        title: 'Running lamps',
        slug: 'running-lamps',
        description: 'Bright',
      },
      { productId, locale: 'ru', title: 'Светильники', slug: 'svetilniki', description: '' },
    ]);
    const found = await db
      .select({ locale: productTranslations.locale })
      .from(productTranslations)
      .where(
        sql`${productTranslations.search} @@ to_tsquery(case ${productTranslations.locale} when 'en' then 'english'::regconfig else 'russian'::regconfig end,
              case ${productTranslations.locale} when 'en' then 'lamp' else 'светильник' end)`,
      );
    expect(found.map((r) => r.locale).sort()).toEqual(['en', 'ru']);
  });
});
