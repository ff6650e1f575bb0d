import { and, eq, inArray } from 'drizzle-orm';
import type { AttributesInput } from '#contracts/admin/products';
import { validation } from '#domain/errors';
import { attributes, attributeValues, productAttributeValues } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

/**
 * Filter attributes on the wire are `{ key: [value slugs] }` (a single slug is accepted as a
 * string; null or [] clears the key); in the database they are rows of product_attribute_values,
 * whose copy in products.value_ids is kept by triggers (migration 0003).
 */

/** Value ids of a wire attribute set; 422 on the key of an unknown attribute or value. */
export async function resolveAttributes(tx: Db, input: AttributesInput): Promise<number[]> {
  const wanted = Object.entries(input).map(([key, value]) => ({
    key,
    slugs: value === null ? [] : typeof value === 'string' ? [value] : [...new Set(value)],
  }));
  const keys = wanted.filter((w) => w.slugs.length > 0).map((w) => w.key);
  if (keys.length === 0) return [];
  const known = await tx
    .select({ key: attributes.key, slug: attributeValues.slug, id: attributeValues.id })
    .from(attributes)
    .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .where(inArray(attributes.key, keys));
  const byKey = new Map<string, Map<string, number>>();
  for (const r of known) {
    const values = byKey.get(r.key) ?? new Map<string, number>();
    if (r.slug !== null && r.id !== null) values.set(r.slug, r.id);
    byKey.set(r.key, values);
  }
  const errors: Record<string, string[]> = {};
  const ids: number[] = [];
  for (const { key, slugs } of wanted) {
    if (slugs.length === 0) continue;
    const values = byKey.get(key);
    if (!values) {
      errors[`attributes.${key}`] = ['attribute.unknown'];
      continue;
    }
    for (const slug of slugs) {
      const id = values.get(slug);
      if (id === undefined) errors[`attributes.${key}`] = ['attribute.unknown_value'];
      else ids.push(id);
    }
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Makes a product's values exactly `valueIds`, touching only the rows that differ. */
export async function setProductValues(
  tx: Db,
  productId: number,
  valueIds: readonly number[],
): Promise<boolean> {
  const current = await tx
    .select({ id: productAttributeValues.valueId })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.productId, productId));
  const have = new Set(current.map((r) => r.id));
  const want = new Set(valueIds);
  const removed = [...have].filter((id) => !want.has(id));
  const added = [...want].filter((id) => !have.has(id));
  if (removed.length > 0) {
    await tx
      .delete(productAttributeValues)
      .where(
        and(
          eq(productAttributeValues.productId, productId),
          inArray(productAttributeValues.valueId, removed),
        ),
      );
  }
  if (added.length > 0) {
    await tx
      .insert(productAttributeValues)
      .values(added.map((valueId) => ({ productId, valueId })));
  }
  return removed.length > 0 || added.length > 0;
}
