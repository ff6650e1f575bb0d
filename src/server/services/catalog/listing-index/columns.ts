import type { Locale } from '#domain/locale';
import { AnswerCache } from './answer-cache';
import { SlotOrder } from './slot-order';

/**
 * The listing index's data (decisions 023 and 051): every published product in a slot of typed
 * arrays (outside the JS heap), with the columns listings filter, count and sort by. A product
 * keeps its slot while it is published; a change writes the changed products' columns and moves
 * them in the sort orders (slot-order.ts) instead of building everything anew.
 */

/**
 * A titles' hash not read yet: the first read at start leaves them out and fills them in the
 * background (apply.ts). A change to a product whose hash is unknown counts as a change of its
 * titles (its `name` orders are read again), so an unknown hash costs a read, never a wrong order.
 */
export const UNKNOWN_TITLES = -2_147_483_648;

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
  /**
   * A hash of its titles in every locale: the `name` orders are kept while it is the same
   * (UNKNOWN_TITLES: not read).
   */
  titleHash: number;
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

/** Attributes and their values: small tables, read whole with every change. */
export interface AttributeCatalog {
  byKey: Map<string, AttributeMeta>;
  byId: Map<number, AttributeMeta>;
  values: Map<number, ValueMeta>;
  /** Value ids in the shop's order. */
  valueOrder: number[];
  maxValueId: number;
}

/** Average rating as PostgreSQL computes `sum::float8 / count` (NaN: no reviews). */
export function averageOf(sum: number, count: number): number {
  return count > 0 ? sum / count : NaN;
}

/** A growable list of slots (a category's own products), removed from by swapping the last in. */
export interface SlotList {
  slots: Int32Array;
  length: number;
}

export type SortName = 'newest' | 'price-asc' | 'price-desc' | 'rating';

/** The `name` order of a locale: read from SQL on first use (the database's collation decides). */
export interface NameOrder {
  order: Promise<SlotOrder>;
  /** Set once read: a change patches it (or drops it when titles changed). */
  ready?: SlotOrder;
}

const grown = <T extends Int32Array | Float64Array>(a: T, capacity: number, fill = 0): T => {
  const next = new (a.constructor as new (n: number) => T)(capacity);
  if (fill !== 0) next.fill(fill);
  next.set(a);
  return next;
};

export class IndexColumns {
  capacity: number;
  /** Published products held. */
  live = 0;
  /** Product id per slot; 0 for a free slot. */
  ids: Int32Array;
  categoryIds: Int32Array;
  price: Int32Array;
  priceMinor: Int32Array;
  ratingCount: Int32Array;
  ratingSum: Int32Array;
  titleHash: Int32Array;
  createdUs: Float64Array;
  /** Slot s's attribute values are `values[valueStart[s] .. valueStart[s] + valueCount[s])`. */
  valueStart: Int32Array;
  valueCount: Int32Array;
  values: Int32Array;
  /** Entries of `values` in use, and how many of them belong to nobody any more. */
  valuesEnd = 0;
  valuesUnused = 0;
  /** Slot + 1 by product id (0: not in the index). */
  slotOfId: Int32Array;
  /** Slots of each category's own products (not its descendants'), in no order. */
  byCategory = new Map<number, SlotList>();
  /** Slot s's place in its category's list. */
  categoryIndex: Int32Array;
  private readonly free: number[] = [];
  private nextSlot = 0;
  readonly orders: Record<SortName, SlotOrder>;
  names = new Map<Locale, NameOrder>();
  attributes: AttributeCatalog;
  answers = new AnswerCache();

  constructor(capacity: number, attributes: AttributeCatalog) {
    this.capacity = Math.max(16, capacity);
    const c = this.capacity;
    this.ids = new Int32Array(c);
    this.categoryIds = new Int32Array(c);
    this.price = new Int32Array(c);
    this.priceMinor = new Int32Array(c);
    this.ratingCount = new Int32Array(c);
    this.ratingSum = new Int32Array(c);
    this.titleHash = new Int32Array(c);
    this.createdUs = new Float64Array(c);
    this.valueStart = new Int32Array(c);
    this.valueCount = new Int32Array(c);
    this.categoryIndex = new Int32Array(c).fill(-1);
    this.values = new Int32Array(c * 4);
    this.slotOfId = new Int32Array(c);
    this.attributes = attributes;
    // The comparators read the columns through `this`: they stay right when the columns grow.
    const byId = (a: number, b: number) => this.ids[a]! - this.ids[b]!;
    this.orders = {
      // created_at desc, id desc: SQL's `newest`.
      newest: new SlotOrder(c, (a, b) => this.createdUs[b]! - this.createdUs[a]! || -byId(a, b)),
      'price-asc': new SlotOrder(c, (a, b) => this.price[a]! - this.price[b]! || byId(a, b)),
      'price-desc': new SlotOrder(c, (a, b) => this.price[b]! - this.price[a]! || byId(a, b)),
      // Highest average first, products without reviews last (SQL: `desc nulls last`), then
      // the most reviews, then the lowest id.
      rating: new SlotOrder(c, (a, b) => {
        const x = averageOf(this.ratingSum[a]!, this.ratingCount[a]!);
        const y = averageOf(this.ratingSum[b]!, this.ratingCount[b]!);
        const byAverage = Number.isNaN(x)
          ? Number.isNaN(y)
            ? 0
            : 1
          : Number.isNaN(y)
            ? -1
            : y - x;
        return byAverage || this.ratingCount[b]! - this.ratingCount[a]! || byId(a, b);
      }),
    };
  }

  /** Bytes held in typed arrays (outside the JS heap): what a catalogue size costs. */
  bytes(): number {
    const arrays = [
      this.ids,
      this.categoryIds,
      this.price,
      this.priceMinor,
      this.ratingCount,
      this.ratingSum,
      this.titleHash,
      this.createdUs,
      this.valueStart,
      this.valueCount,
      this.values,
      this.slotOfId,
      this.categoryIndex,
      ...[...this.byCategory.values()].map((l) => l.slots),
      ...Object.values(this.orders).flatMap((o) => [o.order, o.rank]),
      ...[...this.names.values()].flatMap((n) => (n.ready ? [n.ready.order, n.ready.rank] : [])),
    ];
    return arrays.reduce((sum, a) => sum + a.byteLength, 0);
  }

  slotOf(id: number): number {
    return id < this.slotOfId.length ? this.slotOfId[id]! - 1 : -1;
  }

  /** Live slots in the newest order. */
  *liveSlots(): Iterable<number> {
    const { order, length } = this.orders.newest;
    for (let r = 0; r < length; r++) yield order[r]!;
  }

  /** Whether `r` is what slot `slot` holds now. */
  same(slot: number, r: ProductRecord): boolean {
    if (
      this.categoryIds[slot] !== r.categoryId ||
      this.price[slot] !== r.price ||
      this.priceMinor[slot] !== r.priceMinor ||
      this.ratingCount[slot] !== r.ratingCount ||
      this.ratingSum[slot] !== r.ratingSum ||
      this.titleHash[slot] !== r.titleHash ||
      this.createdUs[slot] !== r.createdUs ||
      this.valueCount[slot] !== r.valueIds.length
    ) {
      return false;
    }
    const start = this.valueStart[slot]!;
    return r.valueIds.every((v, i) => this.values[start + i] === v);
  }

  /**
   * Writes a product's columns (a new slot when it was not held) and returns its slot. The
   * sort orders are not touched: the caller moves the written slots (`IndexChange`).
   */
  write(r: ProductRecord): number {
    let slot = this.slotOf(r.id);
    if (slot < 0) {
      slot = this.free.pop() ?? this.nextSlot++;
      if (slot >= this.capacity) this.grow(Math.ceil(this.capacity * 1.5));
      if (r.id >= this.slotOfId.length) {
        this.slotOfId = grown(
          this.slotOfId,
          Math.max(r.id + 1, Math.ceil(this.slotOfId.length * 1.5)),
        );
      }
      this.slotOfId[r.id] = slot + 1;
      this.ids[slot] = r.id;
      this.valueCount[slot] = 0;
      this.categoryIndex[slot] = -1;
      this.live++;
    } else if (this.categoryIds[slot] !== r.categoryId) {
      this.leaveCategory(slot);
    }
    if (this.categoryIndex[slot] === -1) {
      this.categoryIds[slot] = r.categoryId;
      this.joinCategory(slot);
    }
    this.price[slot] = r.price;
    this.priceMinor[slot] = r.priceMinor;
    this.ratingCount[slot] = r.ratingCount;
    this.ratingSum[slot] = r.ratingSum;
    this.titleHash[slot] = r.titleHash;
    this.createdUs[slot] = r.createdUs;
    this.writeValues(slot, r.valueIds);
    return slot;
  }

  /**
   * The titles' hash of product `id`, read after its other columns: kept only where the slot's is
   * still unknown (a change read since has the newer one).
   */
  knowTitles(id: number, hash: number): void {
    const slot = this.slotOf(id);
    if (slot >= 0 && this.titleHash[slot] === UNKNOWN_TITLES) this.titleHash[slot] = hash;
  }

  /**
   * Renumbers new columns' slots so that each category's products sit side by side, in the order
   * they were written (ids ascending, as the full read goes), and returns each old slot's new one
   * (-1: a free slot). Only before any order or name order holds a slot (a full read into new
   * columns). A listing visits its categories' products: spread over the whole slot range, each
   * costs a cache line of every column it reads (at 1,000,000 products a category of 140,000 took
   * ~35 ms that way); side by side, they are read in sequence. Products added later take slots
   * at the end, which loosens this a little until the next start.
   */
  clusterByCategory(): Int32Array {
    const held = Object.values(this.orders).some((o) => o.length > 0) || this.names.size > 0;
    if (held) throw new Error('listing index: only new columns are renumbered');
    const used = this.nextSlot;
    const moved = new Int32Array(used).fill(-1);
    let next = 0;
    for (const category of [...this.byCategory.keys()].sort((a, b) => a - b)) {
      const list = this.byCategory.get(category)!;
      for (let i = 0; i < list.length; i++) moved[list.slots[i]!] = next + i;
      // The list is now the range next .. next + length, in its order.
      for (let i = 0; i < list.length; i++) list.slots[i] = next + i;
      next += list.length;
    }
    const permute = <T extends Int32Array | Float64Array>(a: T, fill = 0): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length);
      if (fill !== 0) b.fill(fill);
      for (let old = 0; old < used; old++) if (moved[old]! >= 0) b[moved[old]!] = a[old]!;
      return b;
    };
    this.ids = permute(this.ids);
    this.categoryIds = permute(this.categoryIds);
    this.price = permute(this.price);
    this.priceMinor = permute(this.priceMinor);
    this.ratingCount = permute(this.ratingCount);
    this.ratingSum = permute(this.ratingSum);
    this.titleHash = permute(this.titleHash);
    this.createdUs = permute(this.createdUs);
    this.categoryIndex = permute(this.categoryIndex, -1);
    const valueStart = permute(this.valueStart);
    this.valueCount = permute(this.valueCount);
    // Values copied in the new slots' order, so that they too are read in sequence.
    const values = new Int32Array(this.values.length);
    let end = 0;
    for (let slot = 0; slot < next; slot++) {
      const count = this.valueCount[slot]!;
      const start = valueStart[slot]!;
      values.set(this.values.subarray(start, start + count), end);
      valueStart[slot] = end;
      end += count;
    }
    this.values = values;
    this.valueStart = valueStart;
    this.valuesEnd = end;
    this.valuesUnused = 0;
    for (let slot = 0; slot < next; slot++) this.slotOfId[this.ids[slot]!] = slot + 1;
    this.free.length = 0;
    this.nextSlot = next;
    return moved;
  }

  /** Takes a product out of its category and frees its slot (after the orders dropped it). */
  release(slot: number): void {
    this.leaveCategory(slot);
    this.slotOfId[this.ids[slot]!] = 0;
    this.ids[slot] = 0;
    this.valuesUnused += this.valueCount[slot]!;
    this.valueCount[slot] = 0;
    this.free.push(slot);
    this.live--;
  }

  private joinCategory(slot: number): void {
    const id = this.categoryIds[slot]!;
    let list = this.byCategory.get(id);
    if (!list) this.byCategory.set(id, (list = { slots: new Int32Array(16), length: 0 }));
    if (list.length === list.slots.length) list.slots = grown(list.slots, list.length * 2);
    list.slots[list.length] = slot;
    this.categoryIndex[slot] = list.length++;
  }

  private leaveCategory(slot: number): void {
    const list = this.byCategory.get(this.categoryIds[slot]!);
    const at = this.categoryIndex[slot]!;
    if (!list || at < 0 || list.slots[at] !== slot) return;
    const last = list.slots[--list.length]!;
    list.slots[at] = last;
    this.categoryIndex[last] = at;
    this.categoryIndex[slot] = -1;
    if (list.length === 0) this.byCategory.delete(this.categoryIds[slot]!);
  }

  private writeValues(slot: number, ids: readonly number[]): void {
    const had = this.valueCount[slot]!;
    if (ids.length > had) {
      // Appended at the end; the old entries are unused until the next compaction.
      if (this.valuesEnd + ids.length > this.values.length) this.compactValues(ids.length);
      this.valuesUnused += had;
      this.valueStart[slot] = this.valuesEnd;
      this.valuesEnd += ids.length;
    } else {
      this.valuesUnused += had - ids.length;
    }
    const start = this.valueStart[slot]!;
    ids.forEach((v, i) => (this.values[start + i] = v));
    this.valueCount[slot] = ids.length;
  }

  /** Copies the values in use to a new array with room for `more` (and some to spare). */
  private compactValues(more: number): void {
    const used = this.valuesEnd - this.valuesUnused;
    const next = new Int32Array(Math.max(this.values.length, Math.ceil((used + more) * 1.5)));
    let end = 0;
    for (let slot = 0; slot < this.nextSlot; slot++) {
      const count = this.valueCount[slot]!;
      if (count === 0) continue;
      const start = this.valueStart[slot]!;
      next.set(this.values.subarray(start, start + count), end);
      this.valueStart[slot] = end;
      end += count;
    }
    this.values = next;
    this.valuesEnd = end;
    this.valuesUnused = 0;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.ids = grown(this.ids, capacity);
    this.categoryIds = grown(this.categoryIds, capacity);
    this.price = grown(this.price, capacity);
    this.priceMinor = grown(this.priceMinor, capacity);
    this.ratingCount = grown(this.ratingCount, capacity);
    this.ratingSum = grown(this.ratingSum, capacity);
    this.titleHash = grown(this.titleHash, capacity);
    this.createdUs = grown(this.createdUs, capacity);
    this.valueStart = grown(this.valueStart, capacity);
    this.valueCount = grown(this.valueCount, capacity);
    this.categoryIndex = grown(this.categoryIndex, capacity, -1);
    for (const order of Object.values(this.orders)) order.grow(capacity);
    for (const name of this.names.values()) name.ready?.grow(capacity);
  }
}
