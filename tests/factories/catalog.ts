import type { Db } from '#server/db/types';
import {
  attributeValueTranslations,
  attributeValues,
  attributes,
  attributeTranslations,
  categories,
  categoryTranslations,
  presets,
  presetTranslations,
  productAttributeValues,
  productImages,
  products,
  productTranslations,
} from '#server/db/schema/index';

/**
 * Builders with overrides (PRACTICES 13): each test states only what it cares about and gets a
 * valid, fully translated row for the rest. Slugs carry the locale so they are unique per locale.
 */
const LOCALES = ['pl', 'en', 'ru'] as const;
let seq = 0;
const next = () => ++seq;

export async function createCategory(
  db: Db,
  o: { slug?: string; title?: string; parentId?: number | null; position?: number } = {},
) {
  const n = next();
  const slug = o.slug ?? `category-${n}`;
  const [row] = await db
    .insert(categories)
    .values({
      parentId: o.parentId ?? null,
      position: o.position ?? n,
      imageUrl: `/media/categories/${n}.svg`,
    })
    .returning();
  const id = row!.id;
  await db.insert(categoryTranslations).values(
    LOCALES.map((locale) => ({
      categoryId: id,
      locale,
      slug: locale === 'pl' ? slug : `${slug}-${locale}`,
      title: `${o.title ?? `Category ${n}`} ${locale}`,
      description: `About ${slug}`,
    })),
  );
  return { id, slug };
}

export interface ProductOverrides {
  categoryId: number;
  title?: string;
  price?: number; // minor units
  sale?: number | null;
  stock?: number;
  published?: boolean;
  attributes?: Record<string, string[]>; // key -> value slugs (created on demand)
  createdAt?: Date;
  vatRate?: 23 | 8 | 5 | 0;
  fitsLocker?: boolean;
  madeToOrder?: boolean;
}

const valueIds = new WeakMap<Db, Map<string, number>>();

async function valueId(db: Db, key: string, slug: string): Promise<number> {
  let cache = valueIds.get(db);
  if (!cache) valueIds.set(db, (cache = new Map()));
  const cached = cache.get(`${key}:${slug}`);
  if (cached) return cached;
  let attributeId = cache.get(key);
  if (!attributeId) {
    const [a] = await db.insert(attributes).values({ key }).onConflictDoNothing().returning();
    attributeId =
      a?.id ?? (await db.query.attributes.findFirst({ where: (t, { eq }) => eq(t.key, key) }))!.id;
    cache.set(key, attributeId);
    if (a)
      await db
        .insert(attributeTranslations)
        .values(
          LOCALES.map((locale) => ({ attributeId: a.id, locale, label: `${key} ${locale}` })),
        );
  }
  const [v] = await db.insert(attributeValues).values({ attributeId, slug }).returning();
  await db
    .insert(attributeValueTranslations)
    .values(LOCALES.map((locale) => ({ valueId: v!.id, locale, label: `${slug} ${locale}` })));
  cache.set(`${key}:${slug}`, v!.id);
  return v!.id;
}

export async function createProduct(db: Db, o: ProductOverrides) {
  const n = next();
  const title = o.title ?? `Product ${n}`;
  const [row] = await db
    .insert(products)
    .values({
      categoryId: o.categoryId,
      sku: `SKU-${n}`,
      priceMinor: o.price ?? 10_000,
      priceSaleMinor: o.sale ?? null,
      stock: o.stock ?? 10,
      published: o.published ?? true,
      vatRate: o.vatRate ?? 23,
      fitsLocker: o.fitsLocker ?? true,
      madeToOrder: o.madeToOrder ?? false,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  const id = row!.id;
  await db.insert(productTranslations).values(
    LOCALES.map((locale) => ({
      productId: id,
      locale,
      title: locale === 'pl' ? title : `${title} ${locale}`,
      slug: `product-${n}-${locale}`,
      description: `${title} description`,
    })),
  );
  await db.insert(productImages).values({
    productId: id,
    position: 1,
    url: `/media/products/${id}/1.svg`,
    width: 800,
    height: 800,
  });
  for (const [key, slugs] of Object.entries(o.attributes ?? {})) {
    for (const slug of slugs)
      await db
        .insert(productAttributeValues)
        .values({ productId: id, valueId: await valueId(db, key, slug) });
  }
  return { id, slug: { pl: `product-${n}-pl`, en: `product-${n}-en`, ru: `product-${n}-ru` } };
}

export async function createPreset(
  db: Db,
  o: { categoryId: number; filters: Record<string, string[]>; title?: string },
) {
  const n = next();
  const [row] = await db
    .insert(presets)
    .values({ categoryId: o.categoryId, filters: o.filters, position: n })
    .returning();
  await db.insert(presetTranslations).values(
    LOCALES.map((locale) => ({
      presetId: row!.id,
      locale,
      title: `${o.title ?? `Preset ${n}`} ${locale}`,
      slug: `preset-${n}-${locale}`,
    })),
  );
  return { id: row!.id };
}
