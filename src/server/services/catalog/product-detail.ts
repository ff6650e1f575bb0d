import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImageSrcset, Product, ProductGroup } from '#contracts/catalog';
import { LOCALES, type Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import { productImages, products, productTranslations } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { srcsetOf } from '../media/srcset';
import { loadProductAttributes } from './product-attributes';
import { loadProductGroup } from './product-group';
import {
  productColumns,
  productJoins,
  productRow,
  productTextIn,
  toProduct,
} from './product-query';

export interface ProductDetail extends Product {
  sku: string;
  description: string;
  stock: number;
  categoryId: number;
  attributes: Array<{ key: string; label: string; values: string[] }>;
  images: GalleryImage[];
  alternates: Record<Locale, string>;
  /** Its colours or sizes as links to the siblings' pages (docs/rules.md#product-groups). */
  group: ProductGroup | null;
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

/** The columns of `product_images` a photo is shown from. */
const imageColumns = {
  url: productImages.url,
  width: productImages.width,
  height: productImages.height,
  alt: productImages.alt,
  sources: productImages.sources,
};

type ImageRow = Pick<typeof productImages.$inferSelect, keyof typeof imageColumns>;

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

const imagesOf = (db: Db, productId: number) =>
  db
    .select(imageColumns)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position);

const detailRow = productRow.extend({
  sku: z.string(),
  description: z.string(),
  category_id: z.number(),
});

/** Gallery images of a published product, or null when there is no such product. */
export async function loadGallery(
  db: Db,
  productId: number,
  locale: Locale,
): Promise<GalleryImage[] | null> {
  const [product] = await db
    .select({ title: productTranslations.title })
    .from(products)
    .innerJoin(productTranslations, productTextIn(locale))
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) return null;
  return toGalleryImages(await imagesOf(db, productId), product.title, locale);
}

/** A product page's data: the product, its attribute table, images and its other-locale slugs. */
export async function loadProductDetail(
  db: Db,
  locale: Locale,
  slug: string,
): Promise<ProductDetail | null> {
  const [row] = await rows(
    db,
    sql`select ${productColumns}, p.sku, t.description, p.category_id
        ${productJoins(locale)} where p.published and t.slug = ${slug}`,
    detailRow,
  );
  if (!row) return null;
  const attributes = (await loadProductAttributes(db, locale, [row.id])).get(row.id) ?? [];
  const images = await imagesOf(db, row.id);
  const group = await loadProductGroup(db, locale, row.id);
  const slugs = await db
    .select({ locale: productTranslations.locale, slug: productTranslations.slug })
    .from(productTranslations)
    .where(eq(productTranslations.productId, row.id));

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
    group,
  };
}

/** Other products of the same category, available first. */
export async function loadRelated(
  db: Db,
  locale: Locale,
  product: { id: number; categoryId: number },
  limit = 8,
): Promise<Product[]> {
  const result = await rows(
    db,
    sql`select ${productColumns} ${productJoins(locale)}
        where p.published and p.category_id = ${product.categoryId} and p.id <> ${product.id}
        order by (p.stock > 0) desc, p.created_at desc, p.id limit ${limit}`,
    productRow,
  );
  return result.map((r) => toProduct(r, locale));
}
