import type { Locale } from '#domain/locale';
import type { Facets } from '../facets';

/**
 * The listing index's data (docs/decisions/023-listing-index.md): every published product as a
 * position, positions numbered newest first (created_at desc, id desc, the `newest` order), with
 * the columns listings filter, count and sort by in typed arrays. A snapshot never changes after
 * it is built; a change builds a new one and swaps it in whole.
 */

/** One published product as the index reads it from `products`. */
export interface ProductRecord {
  id: number;
  categoryId: number;
  /** created_at in whole microseconds since the epoch (exact below 2^53), for the newest order. */
  createdUs: number;
  /** price_effective_minor. */
  price: number;
  priceMinor: number;
  ratingCount: number;
  ratingSum: number;
  /** value_ids. */
  valueIds: readonly number[];
}

/** An attribute value with what facets show of it. */
export interface ValueMeta {
  id: number;
  attributeId: number;
  slug: string;
  /** The shop's order of all values (attribute position and id, value position and slug). */
  order: number;
  labels: Partial<Record<Locale, string>>;
}

export interface AttributeMeta {
  id: number;
  key: string;
  labels: Partial<Record<Locale, string>>;
  /** Value ids by slug. */
  values: Map<string, number>;
}

/** Attributes and their values: small tables, read whole with every snapshot. */
export interface AttributeCatalog {
  byKey: Map<string, AttributeMeta>;
  byId: Map<number, AttributeMeta>;
  values: Map<number, ValueMeta>;
  /** Value ids in the shop's order. */
  valueOrder: number[];
  maxValueId: number;
}

/** A sort's order: `order[rank]` is a position and `rank[position]` its rank. */
export interface SortOrder {
  order: Int32Array;
  rank: Int32Array;
}

export interface Snapshot {
  size: number;
  ids: Int32Array;
  categoryIds: Int32Array;
  price: Int32Array;
  priceMinor: Int32Array;
  ratingCount: Int32Array;
  ratingSum: Int32Array;
  /** Position p's attribute values are `values[valueStart[p] .. valueStart[p + 1])`. */
  valueStart: Int32Array;
  values: Int32Array;
  positionOf: Map<number, number>;
  /** Positions of each category's own products (not its descendants'), ascending. */
  byCategory: Map<number, Int32Array>;
  orders: { 'price-asc': SortOrder; 'price-desc': SortOrder; rating: SortOrder };
  /** `name` per locale: the database's collation decides, so it is read from SQL on first use. */
  names: Map<Locale, Promise<SortOrder>>;
  attributes: AttributeCatalog;
  createdUs: Float64Array;
  /** Answers already computed from this snapshot (it never changes, so they stay right). */
  answers: AnswerCache;
}

/** A listing's matches in its sort's order, and its facets when they were asked for. */
export interface CachedAnswer {
  ordered: Int32Array;
  facets?: Facets | undefined;
}

/**
 * Recently asked listings (rotating pages of one category are one entry), bounded by the
 * positions they hold so that memory stays small: a few megabytes at most.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private held = 0;

  constructor(private readonly maxPositions = 2_000_000) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedAnswer): void {
    if (value.ordered.length > this.maxPositions / 4) return; // too big to keep
    const old = this.entries.get(key);
    if (old) this.held -= old.ordered.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.held += value.ordered.length;
    for (const [k, v] of this.entries) {
      if (this.held <= this.maxPositions && this.entries.size <= 1_000) break;
      this.entries.delete(k);
      this.held -= v.ordered.length;
    }
  }
}

/** The records a snapshot was built from, for a patch to replace some and build anew. */
export function recordsOf(s: Snapshot): Map<number, ProductRecord> {
  const records = new Map<number, ProductRecord>();
  for (let p = 0; p < s.size; p++) {
    records.set(s.ids[p]!, {
      id: s.ids[p]!,
      categoryId: s.categoryIds[p]!,
      createdUs: s.createdUs[p]!,
      price: s.price[p]!,
      priceMinor: s.priceMinor[p]!,
      ratingCount: s.ratingCount[p]!,
      ratingSum: s.ratingSum[p]!,
      valueIds: [...s.values.subarray(s.valueStart[p]!, s.valueStart[p + 1]!)],
    });
  }
  return records;
}

/** Average rating as PostgreSQL computes `sum::float8 / count` (NaN: no reviews). */
export function averageOf(sum: number, count: number): number {
  return count > 0 ? sum / count : NaN;
}

function orderBy(size: number, compare: (a: number, b: number) => number): SortOrder {
  const order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort(compare);
  const rank = new Int32Array(size);
  for (let r = 0; r < size; r++) rank[order[r]!] = r;
  return { order, rank };
}

/** A sort order from positions already in that order (ids ordered by SQL, say). */
export function orderOfPositions(size: number, positions: Iterable<number>): SortOrder {
  const order = new Int32Array(size);
  const rank = new Int32Array(size).fill(-1);
  let r = 0;
  for (const p of positions) {
    if (rank[p] !== -1) continue;
    order[r] = p;
    rank[p] = r++;
  }
  // Anything SQL did not name (it cannot happen for published products) goes last, by position.
  for (let p = 0; p < size; p++) {
    if (rank[p] === -1) {
      order[r] = p;
      rank[p] = r++;
    }
  }
  return { order, rank };
}

export function buildSnapshot(
  records: Map<number, ProductRecord>,
  attributes: AttributeCatalog,
): Snapshot {
  // Newest first, as SQL's `created_at desc, id desc`: positions follow it.
  const sorted = [...records.values()].sort((a, b) => b.createdUs - a.createdUs || b.id - a.id);
  const size = sorted.length;
  const ids = new Int32Array(size);
  const categoryIds = new Int32Array(size);
  const price = new Int32Array(size);
  const priceMinor = new Int32Array(size);
  const ratingCount = new Int32Array(size);
  const ratingSum = new Int32Array(size);
  const createdUs = new Float64Array(size);
  const valueStart = new Int32Array(size + 1);
  let valueTotal = 0;
  for (const r of sorted) valueTotal += r.valueIds.length;
  const values = new Int32Array(valueTotal);
  const positionOf = new Map<number, number>();
  const categoryLists = new Map<number, number[]>();
  let v = 0;
  sorted.forEach((r, p) => {
    ids[p] = r.id;
    categoryIds[p] = r.categoryId;
    price[p] = r.price;
    priceMinor[p] = r.priceMinor;
    ratingCount[p] = r.ratingCount;
    ratingSum[p] = r.ratingSum;
    createdUs[p] = r.createdUs;
    valueStart[p] = v;
    for (const id of r.valueIds) values[v++] = id;
    positionOf.set(r.id, p);
    let list = categoryLists.get(r.categoryId);
    if (!list) categoryLists.set(r.categoryId, (list = []));
    list.push(p);
  });
  valueStart[size] = v;
  const byCategory = new Map([...categoryLists].map(([id, list]) => [id, Int32Array.from(list)]));
  const average = Float64Array.from(sorted, (r) => averageOf(r.ratingSum, r.ratingCount));
  return {
    size,
    ids,
    categoryIds,
    price,
    priceMinor,
    ratingCount,
    ratingSum,
    valueStart,
    values,
    positionOf,
    byCategory,
    orders: {
      'price-asc': orderBy(size, (a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!),
      'price-desc': orderBy(size, (a, b) => price[b]! - price[a]! || ids[a]! - ids[b]!),
      // Highest average first, products without reviews last (SQL: `desc nulls last`), then
      // the most reviews, then the lowest id.
      rating: orderBy(size, (a, b) => {
        const x = average[a]!;
        const y = average[b]!;
        const byAverage = Number.isNaN(x)
          ? Number.isNaN(y)
            ? 0
            : 1
          : Number.isNaN(y)
            ? -1
            : y - x;
        return byAverage || ratingCount[b]! - ratingCount[a]! || ids[a]! - ids[b]!;
      }),
    },
    names: new Map(),
    attributes,
    createdUs,
    answers: new AnswerCache(),
  };
}
