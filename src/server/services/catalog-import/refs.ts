import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';

export interface AttributeRef {
  id: number;
  key: string;
  /** Value slug -> attribute_values.id, in the shop's order. */
  values: Map<string, number>;
}

/** What a CSV row may point at: categories and the filter attributes with their values. */
export interface CatalogRefs {
  categoryIds: Set<number>;
  /** In the shop's order: the order of the export's attribute columns. */
  attributes: AttributeRef[];
  attributeByKey: Map<string, AttributeRef>;
  /** attribute_values.id -> its attribute and slug. */
  valueById: Map<number, { attribute: AttributeRef; slug: string; position: number }>;
}

/** A few hundred rows at most: read whole, once per import or export. */
export async function loadCatalogRefs(db: Db): Promise<CatalogRefs> {
  const [categoryRows, valueRows] = await Promise.all([
    rows<{ id: number }>(db, sql`select id from categories`),
    rows<{ attribute_id: number; key: string; value_id: number | null; slug: string | null }>(
      db,
      sql`select a.id as attribute_id, a.key, v.id as value_id, v.slug
          from attributes a left join attribute_values v on v.attribute_id = a.id
          order by a.position, a.id, v.position, v.id`,
    ),
  ]);
  const attributes: AttributeRef[] = [];
  const attributeByKey = new Map<string, AttributeRef>();
  const valueById: CatalogRefs['valueById'] = new Map();
  for (const r of valueRows) {
    let attribute = attributeByKey.get(r.key);
    if (!attribute) {
      attribute = { id: r.attribute_id, key: r.key, values: new Map() };
      attributes.push(attribute);
      attributeByKey.set(r.key, attribute);
    }
    if (r.value_id === null || r.slug === null) continue;
    attribute.values.set(r.slug, r.value_id);
    valueById.set(r.value_id, { attribute, slug: r.slug, position: attribute.values.size });
  }
  return {
    categoryIds: new Set(categoryRows.map((r) => r.id)),
    attributes,
    attributeByKey,
    valueById,
  };
}
