import { sql } from 'drizzle-orm';
import type { Product } from '../../../contracts/catalog';
import { LOCALES, type Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { loadProductAttributes } from './product-attributes.js';
import { productColumns, productJoins, toProduct, type ProductRow } from './product-query.js';

export interface ProductDetail extends Product {
  sku: string;
  description: string;
  stock: number;
  categoryId: number;
  attributes: Array<{ key: string; label: string; values: string[] }>;
  images: Array<{ url: string; width: number; height: number }>;
  alternates: Record<Locale, string>;
}

/** A product page's data: the product, its attribute table, images and its other-locale slugs. */
export async function loadProductDetail(
  db: Db,
  locale: Locale,
  slug: string,
): Promise<ProductDetail | null> {
  const [row] = await rows<ProductRow & { sku: string; description: string; category_id: number }>(
    db,
    sql`select ${productColumns}, p.sku, t.description, p.category_id
        ${productJoins(locale)} where p.published and t.slug = ${slug}`,
  );
  if (!row) return null;
  const attributes = (await loadProductAttributes(db, locale, [row.id])).get(row.id) ?? [];
  const images = await rows<{ url: string; width: number; height: number }>(
    db,
    sql`select url, width, height from product_images where product_id = ${row.id} order by position`,
  );
  const slugs = await rows<{ locale: Locale; slug: string }>(
    db,
    sql`select locale, slug from product_translations where product_id = ${row.id}`,
  );

  const alternates = Object.fromEntries(
    LOCALES.map((l) => [l, `/${l}/product/${slugs.find((s) => s.locale === l)?.slug ?? slug}`]),
  ) as Record<Locale, string>;
  return {
    ...toProduct(row, locale),
    sku: row.sku,
    description: row.description,
    stock: row.stock,
    categoryId: row.category_id,
    attributes,
    images,
    alternates,
  };
}

/** Other products of the same category, available first. */
export async function loadRelated(
  db: Db,
  locale: Locale,
  product: { id: number; categoryId: number },
  limit = 8,
): Promise<Product[]> {
  const result = await rows<ProductRow>(
    db,
    sql`select ${productColumns} ${productJoins(locale)}
        where p.published and p.category_id = ${product.categoryId} and p.id <> ${product.id}
        order by (p.stock > 0) desc, p.created_at desc, p.id limit ${limit}`,
  );
  return result.map((r) => toProduct(r, locale));
}
