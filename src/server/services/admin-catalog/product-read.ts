import { sql } from 'drizzle-orm';
import type { AdminProduct } from '../../../contracts/admin/products';
import { toDecimal } from '../../../domain/money';
import { LOCALES, type Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { intArray, isoTime } from './sql.js';

interface ProductRow {
  id: number;
  sku: string;
  category_id: number;
  price_minor: number;
  price_sale_minor: number | null;
  stock: number;
  published: boolean;
  version: number;
  archived_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  texts: Array<{ locale: Locale; title: string; description: string; slug: string }> | null;
  attrs: Array<[string, string]> | null;
  images: AdminProduct['images'] | null;
}

/**
 * Products in the back office's shape, in the order of `ids` (unknown ids are left out). One
 * statement: the texts, attribute values (in the shop's attribute order) and images come as JSON
 * next to each product row, so a page of fifty is one round trip.
 */
export async function loadAdminProducts(db: Db, ids: readonly number[]): Promise<AdminProduct[]> {
  if (ids.length === 0) return [];
  const found = await rows<ProductRow>(
    db,
    sql`select p.id, p.sku, p.category_id, p.price_minor, p.price_sale_minor, p.stock, p.published,
          p.version, p.archived_at, p.created_at, p.updated_at,
          (select json_agg(json_build_object('locale', t.locale, 'title', t.title,
                  'description', t.description, 'slug', t.slug))
             from product_translations t where t.product_id = p.id) as texts,
          (select json_agg(json_build_array(a.key, v.slug) order by a.position, a.id, v.position, v.id)
             from product_attribute_values pav
             join attribute_values v on v.id = pav.value_id
             join attributes a on a.id = v.attribute_id
             where pav.product_id = p.id) as attrs,
          (select json_agg(json_build_object('id', i.id, 'position', i.position, 'url', i.url,
                  'width', i.width, 'height', i.height) order by i.position)
             from product_images i where i.product_id = p.id) as images
        from products p where p.id = any(${intArray(ids)})`,
  );
  const byId = new Map(found.map((r) => [r.id, toAdminProduct(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const [product] = await loadAdminProducts(db, [id]);
  return product ?? null;
}

function toAdminProduct(r: ProductRow): AdminProduct {
  const translations = Object.fromEntries(
    LOCALES.map((locale) => {
      const t = r.texts?.find((x) => x.locale === locale);
      return [
        locale,
        { title: t?.title ?? '', description: t?.description ?? '', slug: t?.slug ?? '' },
      ];
    }),
  ) as AdminProduct['translations'];
  const attributes: Record<string, string[]> = {};
  for (const [key, slug] of r.attrs ?? []) (attributes[key] ??= []).push(slug);
  return {
    id: r.id,
    sku: r.sku,
    category_id: r.category_id,
    price: toDecimal(r.price_minor),
    sale_price: r.price_sale_minor === null ? null : toDecimal(r.price_sale_minor),
    stock: r.stock,
    published: r.published,
    translations,
    attributes,
    version: r.version,
    archived: r.archived_at !== null,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
    images: r.images ?? [],
  };
}
