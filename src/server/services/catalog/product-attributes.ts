import { sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';

/** One attribute of a product in the visitor's locale; an attribute may hold several values. */
export interface ProductAttribute {
  key: string;
  label: string;
  values: string[];
}

/**
 * The attribute tables of several products in one query (product page, compare list), keyed by
 * product id. Attributes and values keep the shop's order, so every product lists them alike.
 */
export async function loadProductAttributes(
  db: Db,
  locale: Locale,
  productIds: readonly number[],
): Promise<Map<number, ProductAttribute[]>> {
  const byProduct = new Map<number, ProductAttribute[]>();
  if (productIds.length === 0) return byProduct;
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await rows<{ product_id: number; key: string; label: string; value: string }>(
    db,
    sql`select pav.product_id, a.key, at.label, avt.label as value
        from product_attribute_values pav
        join attribute_values v on v.id = pav.value_id
        join attributes a on a.id = v.attribute_id
        join attribute_translations at on at.attribute_id = a.id and at.locale = ${locale}
        join attribute_value_translations avt on avt.value_id = v.id and avt.locale = ${locale}
        where pav.product_id in (${ids})
        order by pav.product_id, a.position, a.id, v.position, v.id`,
  );
  for (const r of result) {
    const list = byProduct.get(r.product_id) ?? [];
    const last = list.at(-1);
    if (last?.key === r.key) last.values.push(r.value);
    else list.push({ key: r.key, label: r.label, values: [r.value] });
    byProduct.set(r.product_id, list);
  }
  return byProduct;
}
