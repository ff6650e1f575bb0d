import { and, eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale';
import { anyId } from '#server/db/operators';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productAttributeValues,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';

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
  const pav = productAttributeValues;
  const result = await db
    .select({
      productId: pav.productId,
      key: attributes.key,
      label: attributeTranslations.label,
      value: attributeValueTranslations.label,
    })
    .from(pav)
    .innerJoin(attributeValues, eq(attributeValues.id, pav.valueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .innerJoin(
      attributeTranslations,
      and(
        eq(attributeTranslations.attributeId, attributes.id),
        eq(attributeTranslations.locale, locale),
      ),
    )
    .innerJoin(
      attributeValueTranslations,
      and(
        eq(attributeValueTranslations.valueId, attributeValues.id),
        eq(attributeValueTranslations.locale, locale),
      ),
    )
    .where(anyId(pav.productId, productIds))
    .orderBy(
      pav.productId,
      attributes.position,
      attributes.id,
      attributeValues.position,
      attributeValues.id,
    );
  for (const r of result) {
    const list = byProduct.get(r.productId) ?? [];
    const last = list.at(-1);
    if (last?.key === r.key) last.values.push(r.value);
    else list.push({ key: r.key, label: r.label, values: [r.value] });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}
