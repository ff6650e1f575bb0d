import { sql, type SQL } from 'drizzle-orm';
import type { Filters } from '../../../domain/filters/filter-address';
import type { Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { filterConditions, productJoins, where } from './product-query.js';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  key: string;
  label: string;
  options: FacetOption[];
}

export interface Facets {
  attributes: Facet[];
  /** Whole-PLN bounds of the effective price in the scope (other filters applied). */
  price: { min: number; max: number } | null;
}

/**
 * Facet counts that ignore the facet's own selection: choosing "red" keeps the other colours'
 * counts (what they would give instead), while every other facet narrows them. One query for
 * every attribute: a row joins in unless it belongs to a selected key it fails.
 */
export async function loadFacets(db: Db, locale: Locale, scope: SQL[], filters: Filters): Promise<Facets> {
  const { price: priceFilter, ...attributeFilters } = filters;
  const priceOnly = filterConditions(priceFilter ? { price: priceFilter } : {});
  const perKey = Object.entries(attributeFilters).map(([key, values]) => ({ key, condition: filterConditions({ [key]: values })[0]! }));
  const crossFilter = perKey.map(({ key, condition }) => sql`(a.key = ${key} or ${condition})`);

  const counted = await rows<{ key: string; label: string; value: string; value_label: string; n: number }>(
    db,
    sql`select a.key, at.label, v.slug as value, avt.label as value_label, count(*)::int as n
        ${productJoins(locale)}
        join product_attribute_values pav on pav.product_id = p.id
        join attribute_values v on v.id = pav.value_id
        join attributes a on a.id = v.attribute_id
        join attribute_translations at on at.attribute_id = a.id and at.locale = ${locale}
        join attribute_value_translations avt on avt.value_id = v.id and avt.locale = ${locale}
        ${where([...scope, ...priceOnly, ...crossFilter])}
        group by a.key, a.position, a.id, at.label, v.slug, v.position, avt.label
        order by a.position, a.id, v.position, v.slug`,
  );
  const facets = new Map<string, Facet>();
  for (const r of counted) {
    const facet = facets.get(r.key) ?? { key: r.key, label: r.label, options: [] };
    facet.options.push({ value: r.value, label: r.value_label, count: Number(r.n), selected: attributeFilters[r.key]?.includes(r.value) ?? false });
    facets.set(r.key, facet);
  }

  const allAttributes = perKey.map((k) => k.condition);
  const [bounds] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(p.price_effective_minor) as min, max(p.price_effective_minor) as max
        ${productJoins(locale)} ${where([...scope, ...allAttributes])}`,
  );
  const price =
    bounds?.min == null || bounds.max == null ? null : { min: Math.floor(Number(bounds.min) / 100), max: Math.ceil(Number(bounds.max) / 100) };
  return { attributes: [...facets.values()], price };
}
