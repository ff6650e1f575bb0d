import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminProduct } from '#contracts/admin/products';
import { toDecimal } from '#domain/money';
import { LOCALES } from '#domain/locale';
import { rows } from '#server/db/rows';
import { attributes, attributeValues } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { lacksSafetyData } from '../manufacturers/index';
import { intArray, isoTime } from '#server/services/shared/sql';

/** A timestamp as a driver returns it from a raw statement (isoTime reads both). */
const timestamp = z.union([z.date(), z.string()]);

/** A product row with its texts and images as JSON (one statement per page; decision 021). */
const productRow = z.object({
  id: z.number(),
  sku: z.string(),
  category_id: z.number(),
  price_minor: z.number(),
  price_sale_minor: z.number().nullable(),
  price_effective_minor: z.number(),
  price_lowest_30d_minor: z.number().nullable(),
  sale_planned_minor: z.number().nullable(),
  sale_starts_at: timestamp.nullable(),
  sale_ends_at: timestamp.nullable(),
  stock: z.number(),
  published: z.boolean(),
  vat_rate: z.number(),
  fits_locker: z.boolean(),
  made_to_order: z.boolean(),
  version: z.number(),
  archived_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  texts: z
    .array(
      z.object({
        locale: z.enum(LOCALES),
        title: z.string(),
        description: z.string(),
        slug: z.string(),
      }),
    )
    .nullable(),
  value_ids: z.array(z.number()).nullable(),
  group_id: z.number().nullable(),
  manufacturer_id: z.number().nullable(),
  responsible_person_id: z.number().nullable(),
  gtin: z.string().nullable(),
  safety: z.record(z.string(), z.string()),
  safety_missing: z.boolean(),
  images: z
    .array(
      z.object({
        id: z.number(),
        position: z.number(),
        url: z.string(),
        width: z.number(),
        height: z.number(),
      }),
    )
    .nullable(),
});

type ProductRow = z.infer<typeof productRow>;

/** Every attribute value, in the shop's order: a few dozen rows, read once per list. */
export interface ValueDictionary {
  /** value id -> [attribute key, value slug, order] */
  get(id: number): [string, string, number] | undefined;
}

export async function loadValueDictionary(db: Db): Promise<ValueDictionary> {
  const found = await db
    .select({ id: attributeValues.id, key: attributes.key, slug: attributeValues.slug })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .orderBy(attributes.position, attributes.id, attributeValues.position, attributeValues.id);
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
  const found = await rows(
    db,
    sql`select p.id, p.sku, p.category_id, p.price_minor, p.price_sale_minor, p.price_effective_minor,
          p.price_lowest_30d_minor, p.sale_planned_minor,
          p.sale_starts_at, p.sale_ends_at, p.stock, p.published,
          p.vat_rate, p.fits_locker, p.made_to_order,
          p.version, p.archived_at, p.created_at, p.updated_at,
          p.manufacturer_id, p.responsible_person_id, p.gtin, p.safety,
          (p.published and ${lacksSafetyData()}) as safety_missing,
          (select json_agg(json_build_object('locale', t.locale, 'title', t.title,
                  'description', t.description, 'slug', t.slug))
             from product_translations t where t.product_id = p.id) as texts,
          p.value_ids,
          (select m.group_id from product_group_members m where m.product_id = p.id) as group_id,
          (select json_agg(json_build_object('id', i.id, 'position', i.position, 'url', i.url,
                  'width', i.width, 'height', i.height) order by i.position)
             from product_images i where i.product_id = p.id) as images
        from products p where p.id = any(${intArray(ids)})`,
    productRow,
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
  // The owner's sale price (product-write.ts `ownerSale`): the planned one when a window is set.
  const sale =
    r.sale_starts_at !== null || r.sale_ends_at !== null
      ? r.sale_planned_minor
      : r.price_sale_minor;
  return {
    id: r.id,
    sku: r.sku,
    category_id: r.category_id,
    price: toDecimal(r.price_minor),
    sale_price: sale === null ? null : toDecimal(sale),
    sale_starts_at: r.sale_starts_at === null ? null : isoTime(r.sale_starts_at),
    sale_ends_at: r.sale_ends_at === null ? null : isoTime(r.sale_ends_at),
    // docs/rules.md#lowest-price: only beside a reduction in force now (as the shop shows it).
    price_lowest_30d:
      r.price_effective_minor < r.price_minor && r.price_lowest_30d_minor !== null
        ? toDecimal(r.price_lowest_30d_minor)
        : null,
    stock: r.stock,
    published: r.published,
    vat_rate: r.vat_rate,
    fits_locker: r.fits_locker,
    made_to_order: r.made_to_order,
    translations,
    attributes,
    version: r.version,
    archived: r.archived_at !== null,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
    images: r.images ?? [],
    group_id: r.group_id,
    manufacturer_id: r.manufacturer_id,
    responsible_person_id: r.responsible_person_id,
    gtin: r.gtin,
    safety: { pl: r.safety.pl ?? '', en: r.safety.en ?? '', ru: r.safety.ru ?? '' },
    safety_missing: r.safety_missing,
  };
}
