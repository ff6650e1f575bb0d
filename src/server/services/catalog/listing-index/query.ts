import { PRICE_KEY, RATING_KEY, getMinRating } from '#domain/filters/filter-set';
import type { Filters } from '#domain/filters/filter-address';
import type { Locale } from '#domain/locale';
import type { SortKey } from '#domain/listing/sort';
import { RATING_CHOICES, type Facet, type Facets } from '../facets';
import type { CachedAnswer } from './answer-cache';
import type { IndexColumns } from './columns';
import type { SlotOrder } from './slot-order';

/** A listing question in the index's terms: the same as the SQL path's (listing-sql.ts). */
export interface IndexQuery {
  locale: Locale;
  categoryIds?: readonly number[] | undefined;
  saleOnly?: boolean | undefined;
  /** A search's matching product ids, best first; undefined when not searching. */
  search?: readonly number[] | undefined;
  filters: Filters;
  sort: SortKey;
  offset: number;
  limit: number;
  /** Count the facets too (listing pages), or just the page and total (JSON calls). */
  facets: boolean;
}

export interface IndexAnswer {
  ids: number[];
  total: number;
  facets?: Facets;
}

/** More chosen filters than bits in a flag word: rare enough to leave to SQL. */
const MAX_CHOSEN = 30;

/**
 * Answers a listing from a snapshot: the page's ids, the total and (optionally) the facets,
 * exactly as the SQL path does (facets.ts states the counting rule). One pass over the scope
 * computes each product's filter flags; a product counts for a value when it passes every flag
 * but that value's attribute's own. `nameOrder` is needed for the `name` sort only.
 * Returns null when the question is one the index leaves to SQL.
 */
export function answer(s: IndexColumns, q: IndexQuery, nameOrder?: SlotOrder): IndexAnswer | null {
  // A search's matches come fresh from SQL each time: only other listings are kept.
  const key = q.search
    ? null
    : JSON.stringify([
        q.categoryIds ? [...new Set(q.categoryIds)].sort((a, b) => a - b) : null,
        Boolean(q.saleOnly),
        q.filters,
        q.sort === 'relevance' ? 'newest' : q.sort,
        q.facets || q.sort === 'name' ? q.locale : null,
      ]);
  let found = key === null ? undefined : s.answers.get(key);
  if (!found || (q.facets && !found.facets)) {
    const computed = compute(s, q, nameOrder);
    if (!computed) return null;
    found = computed;
    if (key !== null) s.answers.set(key, found);
  }
  const page = found.ordered.subarray(q.offset, q.offset + q.limit);
  return {
    ids: Array.from(page, (p) => s.ids[p]!),
    total: found.ordered.length,
    ...(q.facets && { facets: found.facets }),
  };
}

/** All of a listing's matches in order, and its facets when asked. */
function compute(s: IndexColumns, q: IndexQuery, nameOrder?: SlotOrder): CachedAnswer | null {
  const { price: priceFilter, ...rest } = q.filters;
  const chosen = Object.entries(rest).filter(([, values]) => values.length > 0);
  if (chosen.length > MAX_CHOSEN) return null;

  // Which bit each chosen value sets, and which bit each value's attribute owns.
  const tableSize = s.attributes.maxValueId + 1;
  const valueBit = new Int32Array(tableSize);
  const attributeBit = new Int32Array(tableSize);
  let ratingBit = 0;
  let minRating = 0;
  chosen.forEach(([key, values], i) => {
    const bit = 1 << i;
    if (key === RATING_KEY) {
      ratingBit = bit;
      minRating = getMinRating(q.filters) ?? Number.POSITIVE_INFINITY;
      return;
    }
    const attribute = s.attributes.byKey.get(key);
    if (!attribute) return; // an unknown attribute matches nothing, as in SQL
    for (const id of attribute.values.values()) attributeBit[id] = bit;
    for (const slug of values) {
      const id = attribute.values.get(slug);
      if (id !== undefined) valueBit[id] = bit;
    }
  });
  const allBits = (1 << chosen.length) - 1;
  const priceFrom = priceFilter?.length ? Number(priceFilter[0]) * 100 : -Infinity;
  const priceTo = priceFilter?.length ? Number(priceFilter[1]) * 100 + 99 : Infinity;

  const counts = q.facets ? new Int32Array(tableSize) : null;
  const ratingCounts = RATING_CHOICES.map(() => 0);
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  const matched: number[] = [];
  const { price, priceMinor, ratingCount, ratingSum, values, valueStart, valueCount } = s;

  // p is a slot (columns.ts).
  const visit = (p: number) => {
    if (q.saleOnly && !(price[p]! < priceMinor[p]!)) return;
    let bits = 0;
    const end = valueStart[p]! + valueCount[p]!;
    for (let k = valueStart[p]!; k < end; k++) {
      const v = values[k]!;
      if (v < tableSize) bits |= valueBit[v]!;
    }
    const rc = ratingCount[p]!;
    const rs = ratingSum[p]!;
    if (ratingBit && rc > 0 && rs >= minRating * rc) bits |= ratingBit;
    const missing = allBits & ~bits;
    const pp = price[p]!;
    const okPrice = pp >= priceFrom && pp <= priceTo;
    if (missing === 0) {
      if (pp < minPrice) minPrice = pp;
      if (pp > maxPrice) maxPrice = pp;
      if (okPrice) matched.push(p);
    }
    if (!counts || !okPrice) return;
    if (missing === 0) {
      for (let k = valueStart[p]!; k < end; k++) {
        const v = values[k]!;
        if (v < tableSize) counts[v]!++;
      }
    } else if ((missing & (missing - 1)) === 0 && missing !== ratingBit) {
      // Only this attribute's own filter fails: its other values would still show the product.
      for (let k = valueStart[p]!; k < end; k++) {
        const v = values[k]!;
        if (v < tableSize && attributeBit[v] === missing) counts[v]!++;
      }
    }
    if ((missing & ~ratingBit) === 0 && rc > 0) {
      RATING_CHOICES.forEach((stars, i) => {
        if (rs >= stars * rc) ratingCounts[i]!++;
      });
    }
  };

  // The scope: a search's matches (in relevance order), categories' products, or everything.
  let inNewestOrder = false;
  if (q.search) {
    const categories = q.categoryIds ? new Set(q.categoryIds) : null;
    for (const id of q.search) {
      const p = s.slotOf(id);
      if (p >= 0 && (!categories || categories.has(s.categoryIds[p]!))) visit(p);
    }
  } else if (q.categoryIds) {
    for (const id of new Set(q.categoryIds)) {
      const list = s.byCategory.get(id);
      if (list) for (let i = 0; i < list.length; i++) visit(list.slots[i]!);
    }
  } else {
    const { order, length } = s.orders.newest;
    for (let r = 0; r < length; r++) visit(order[r]!);
    inNewestOrder = true;
  }

  return {
    ordered: ordered(s, q, matched, inNewestOrder, nameOrder),
    ...(counts && { facets: facetsOf(s, q, counts, ratingCounts, minPrice, maxPrice) }),
  };
}

/** The matched slots in the sort's order. */
function ordered(
  s: IndexColumns,
  q: IndexQuery,
  matched: number[],
  inNewestOrder: boolean,
  nameOrder: SlotOrder | undefined,
): Int32Array {
  // A search's relevance: matches were visited best first.
  if (q.sort === 'relevance' && q.search) return Int32Array.from(matched);
  const sort = q.sort === 'relevance' ? 'newest' : q.sort;
  if (sort === 'newest' && inNewestOrder) return Int32Array.from(matched);
  const order = sort === 'name' ? nameOrder : s.orders[sort];
  if (!order) throw new Error(`listing index: no order for ${q.sort}`);
  const { rank } = order;
  if (matched.length * 64 < order.length) {
    // Few matches: sort their ranks.
    const ranks = new Int32Array(matched.length);
    for (let i = 0; i < matched.length; i++) ranks[i] = rank[matched[i]!]!;
    ranks.sort();
    return ranks.map((r) => order.order[r]!);
  }
  // Many: mark their ranks, then read the marks in order (one pass in sequence, where marking
  // by slot and walking the order read the marks in the order's random slot sequence).
  const marked = new Uint8Array(order.length);
  for (let i = 0; i < matched.length; i++) marked[rank[matched[i]!]!] = 1;
  const result = new Int32Array(matched.length);
  let n = 0;
  for (let r = 0; r < marked.length; r++) if (marked[r]) result[n++] = order.order[r]!;
  return result;
}

function facetsOf(
  s: IndexColumns,
  q: IndexQuery,
  counts: Int32Array,
  ratingCounts: number[],
  minPrice: number,
  maxPrice: number,
): Facets {
  const byKey = new Map<string, Facet>();
  for (const id of s.attributes.valueOrder) {
    const count = counts[id]!;
    if (count === 0) continue; // options that would give nothing are hidden
    const value = s.attributes.values.get(id)!;
    const attribute = s.attributes.byId.get(value.attributeId)!;
    const label = attribute.labels[q.locale];
    const valueLabel = value.labels[q.locale];
    if (label === undefined || valueLabel === undefined) continue; // untranslated: not shown
    let facet = byKey.get(attribute.key);
    if (!facet) byKey.set(attribute.key, (facet = { key: attribute.key, label, options: [] }));
    facet.options.push({
      value: value.slug,
      label: valueLabel,
      count,
      selected:
        attribute.key !== PRICE_KEY &&
        Object.hasOwn(q.filters, attribute.key) &&
        (q.filters[attribute.key]?.includes(value.slug) ?? false),
    });
  }
  return {
    attributes: [...byKey.values()],
    rating: RATING_CHOICES.map((stars, i) => ({ stars, count: ratingCounts[i]! })),
    price:
      minPrice === Infinity
        ? null
        : { min: Math.floor(minPrice / 100), max: Math.ceil(maxPrice / 100) },
  };
}
