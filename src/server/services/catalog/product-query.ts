import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Product } from '#contracts/catalog';
import { toDecimal } from '#domain/money';
import type { Locale } from '#domain/locale';
import { GROUP_AXES } from '#domain/product-groups/group-rules';
import { products, productTranslations } from '#server/db/schema/index';
import type { ImageSource } from '#server/db/schema/products';
import { CARD_MAX_WIDTH, srcsetOf } from '../media/srcset';

/** An image's re-encoded file, as stored in `product_images.sources` (jsonb). */
export const imageSourceRow = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number(),
  url: z.string(),
}) satisfies z.ZodType<ImageSource>;

/** A row of `productColumns`. */
export const productRow = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  price_minor: z.number(),
  /** The sale price when lower than the price, else the price (a generated column). */
  price_effective_minor: z.number(),
  /** Kept on the product with every price history row (services/prices/history.ts). */
  price_lowest_30d_minor: z.number().nullable(),
  stock: z.number(),
  category_title: z.string(),
  image: z.string().nullable(),
  /** The main image's re-encoded files (empty for the demo shop's drawings). */
  image_sources: z.array(imageSourceRow).nullable(),
  /** Published reviews only, kept by the reviews service in each moderation's transaction. */
  rating_count: z.number(),
  rating_sum: z.number(),
  /** Its group's axis and published siblings (docs/rules.md#product-groups); null outside one. */
  group_more: z.object({ axis: z.enum(GROUP_AXES), count: z.number() }).nullable(),
});

export type ProductRow = z.infer<typeof productRow>;

/** The join condition of a product's texts in `locale` (query builder). */
export const productTextIn = (locale: Locale): SQL =>
  and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale))!;

/** Columns every product list selects (`p` products, `t` its translation, `ct` category text). */
export const productColumns = sql`p.id, t.title, t.slug, p.price_minor, p.price_effective_minor,
  p.price_lowest_30d_minor, p.stock,
  p.rating_count, p.rating_sum,
  ct.title as category_title,
  (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image,
  (select i.sources from product_images i where i.product_id = p.id order by i.position limit 1) as image_sources,
  (select json_build_object('axis', g.axis, 'count', count(s.product_id))
     from product_group_members m join product_groups g on g.id = m.group_id
     left join product_group_members s on s.group_id = m.group_id and s.product_id <> m.product_id
       and exists (select 1 from products sp where sp.id = s.product_id and sp.published)
     where m.product_id = p.id group by g.axis) as group_more`;

export const productJoins = (locale: Locale) => sql`
  from products p
  join product_translations t on t.product_id = p.id and t.locale = ${locale}
  join category_translations ct on ct.category_id = p.category_id and ct.locale = ${locale}`;

/** The average to one decimal (what the stars show), or null for a product nobody rated yet. */
export function ratingOf(count: number, sum: number): Product['rating'] {
  return count > 0 ? { average: Math.round((sum / count) * 10) / 10, count } : null;
}

export function toProduct(row: ProductRow, locale: Locale): Product {
  const srcset = srcsetOf(row.image_sources, CARD_MAX_WIDTH);
  const onSale = row.price_effective_minor < row.price_minor;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/${locale}/product/${row.slug}`,
    price: toDecimal(row.price_minor),
    price_sale: onSale ? toDecimal(row.price_effective_minor) : null,
    // docs/rules.md#lowest-price: only beside a reduction.
    price_lowest_30d:
      onSale && row.price_lowest_30d_minor !== null ? toDecimal(row.price_lowest_30d_minor) : null,
    category: row.category_title,
    image: row.image,
    ...(srcset && { image_srcset: srcset }),
    available: row.stock > 0,
    rating: ratingOf(row.rating_count, row.rating_sum),
    group_more: row.group_more && row.group_more.count > 0 ? row.group_more : null,
  };
}
