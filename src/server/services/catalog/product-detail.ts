import { sql } from 'drizzle-orm';
import type { ImageSrcset, Product } from '../../../contracts/catalog';
import { LOCALES, type Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { ImageSource } from '../../db/schema/products.js';
import type { Db } from '../../db/types.js';
import { srcsetOf } from '../media/srcset.js';
import { loadProductAttributes } from './product-attributes.js';
import { productColumns, productJoins, toProduct, type ProductRow } from './product-query.js';

export interface ProductDetail extends Product {
  sku: string;
  description: string;
  stock: number;
  categoryId: number;
  attributes: Array<{ key: string; label: string; values: string[] }>;
  images: GalleryImage[];
  alternates: Record<Locale, string>;
}

/** A product photo as the product page and the gallery API show it. */
export interface GalleryImage {
  url: string;
  width: number;
  height: number;
  /** The image's alt text in the locale, else the product's title (and which photo it is). */
  alt: string;
  srcset?: ImageSrcset;
}

interface ImageRow {
  url: string;
  width: number;
  height: number;
  alt: Partial<Record<Locale, string>> | null;
  sources: ImageSource[] | null;
}

function toGalleryImages(images: ImageRow[], title: string, locale: Locale): GalleryImage[] {
  return images.map((image, i) => {
    const srcset = srcsetOf(image.sources);
    return {
      url: image.url,
      width: image.width,
      height: image.height,
      alt: image.alt?.[locale] || (images.length > 1 ? `${title} (${i + 1})` : title),
      ...(srcset && { srcset }),
    };
  });
}

/** Gallery images of a published product, or null when there is no such product. */
export async function loadGallery(
  db: Db,
  productId: number,
  locale: Locale,
): Promise<GalleryImage[] | null> {
  const result = await rows<Partial<ImageRow> & { title: string }>(
    db,
    sql`select t.title, i.url, i.width, i.height, i.alt, i.sources
        from products p
        join product_translations t on t.product_id = p.id and t.locale = ${locale}
        left join product_images i on i.product_id = p.id
        where p.id = ${productId} and p.published
        order by i.position`,
  );
  if (result.length === 0) return null;
  const images = result.filter((r): r is ImageRow & { title: string } => Boolean(r.url));
  return toGalleryImages(images, result[0]!.title, locale);
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
  const images = await rows<ImageRow>(
    db,
    sql`select url, width, height, alt, sources from product_images where product_id = ${row.id} order by position`,
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
    images: toGalleryImages(images, row.title, locale),
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
