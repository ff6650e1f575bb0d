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
  value_ids: number[] | null;
  images: AdminProduct['images'] | null;
}

/** Every attribute value, in the shop's order: a few dozen rows, read once per list. */
export interface ValueDictionary {
  /** value id -> [attribute key, value slug, order] */
  get(id: number): [string, string, number] | undefined;
}

export async function loadValueDictionary(db: Db): Promise<ValueDictionary> {
  const found = await rows<{ id: number; key: string; slug: string }>(
    db,
    sql`select v.id, a.key, v.slug from attribute_values v join attributes a on a.id = v.attribute_id
        order by a.position, a.id, v.position, v.id`,
  );
  const byId = new Map(found.map((r, i) => [r.id, [r.key, r.slug, i] as [string, string, number]]));
  return byId;
}

/**
 * Products in the back office's shape, in the order of `ids` (unknown ids are left out). One
 * statement: the texts and images come as JSON next to each product row, so a page of fifty is
 * one round trip. Attribute values come from `products.value_ids` (the triggers' sorted copy of
 * product_attribute_values) and the small dictionary of values, in the shop's attribute order.
 */
export async function loadAdminProducts(
  db: Db,
  ids: readonly number[],
  dictionary?: ValueDictionary,
): Promise<AdminProduct[]> {
  if (ids.length === 0) return [];
  const dict = dictionary ?? (await loadValueDictionary(db));
  const found = await rows<ProductRow>(
    db,
    sql`select p.id, p.sku, p.category_id, p.price_minor, p.price_sale_minor, p.stock, p.published,
          p.version, p.archived_at, p.created_at, p.updated_at,
          (select json_agg(json_build_object('locale', t.locale, 'title', t.title,
                  'description', t.description, 'slug', t.slug))
             from product_translations t where t.product_id = p.id) as texts,
          p.value_ids,
          (select json_agg(json_build_object('id', i.id, 'position', i.position, 'url', i.url,
                  'width', i.width, 'height', i.height) order by i.position)
             from product_images i where i.product_id = p.id) as images
        from products p where p.id = any(${intArray(ids)})`,
  );
  const byId = new Map(found.map((r) => [r.id, toAdminProduct(r, dict)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const [product] = await loadAdminProducts(db, [id]);
  return product ?? null;
}

function toAdminProduct(r: ProductRow, values: ValueDictionary): AdminProduct {
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
  const known = (r.value_ids ?? []).flatMap((id) => {
    const entry = values.get(Number(id));
    return entry ? [entry] : [];
  });
  for (const [key, slug] of known.sort((a, b) => a[2] - b[2])) (attributes[key] ??= []).push(slug);
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
