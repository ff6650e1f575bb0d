import { eq } from 'drizzle-orm';
import {
  attributes as attributeTable,
  attributeValues,
  categories,
  manufacturers,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { defaultManufacturerId } from '../manufacturers/index';

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
  /** Manufacturers by lowercased name (the `manufacturer` column), and by id. */
  manufacturerByName: Map<string, ManufacturerRef>;
  manufacturerById: Map<number, ManufacturerRef>;
  /** The shop's default manufacturer (Settings), for the publish rule; null: none. */
  defaultManufacturerId: number | null;
}

export interface ManufacturerRef {
  id: number;
  name: string;
  country: string;
}

/** A few hundred rows at most: read whole, once per import or export. */
export async function loadCatalogRefs(db: Db): Promise<CatalogRefs> {
  const [categoryRows, valueRows, makers, fallback] = await Promise.all([
    db.select({ id: categories.id }).from(categories),
    db
      .select({
        attribute_id: attributeTable.id,
        key: attributeTable.key,
        value_id: attributeValues.id,
        slug: attributeValues.slug,
      })
      .from(attributeTable)
      .leftJoin(attributeValues, eq(attributeValues.attributeId, attributeTable.id))
      .orderBy(
        attributeTable.position,
        attributeTable.id,
        attributeValues.position,
        attributeValues.id,
      ),
    db
      .select({ id: manufacturers.id, name: manufacturers.name, country: manufacturers.country })
      .from(manufacturers),
    defaultManufacturerId(db),
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
    manufacturerByName: new Map(makers.map((m) => [m.name.toLowerCase(), m])),
    manufacturerById: new Map(makers.map((m) => [m.id, m])),
    defaultManufacturerId: fallback,
  };
}
