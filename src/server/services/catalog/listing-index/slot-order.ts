/**
 * One sort order of the listing index (docs/decisions/051-incremental-listing-index.md): the
 * live slots in order, `order[0 .. length)`, and each slot's place in it, `rank[slot]` (-1 when
 * the slot is not in the order). A change moves the changed slots only: one product moves by a
 * block copy of the slots between its old and new place, many at once by one merge pass.
 */

/** Negative when slot `a` comes first; never 0 for two different slots (ties break by id). */
export type Compare = (a: number, b: number) => number;

/** Up to this many changed slots move one by one; more are merged in one pass over the order. */
const MOVE_ONE_BY_ONE = 8;

export class SlotOrder {
  order: Int32Array;
  rank: Int32Array;
  length = 0;

  /** `compare` null: the order comes from elsewhere (SQL's collation) and can only lose slots. */
  constructor(
    capacity: number,
    readonly compare: Compare | null,
  ) {
    this.order = new Int32Array(capacity);
    this.rank = new Int32Array(capacity).fill(-1);
  }

  /** An order of `slots` already in order (read from SQL); slots not named go last. */
  static of(capacity: number, slots: Iterable<number>, live: Iterable<number>): SlotOrder {
    const o = new SlotOrder(capacity, null);
    const add = (slot: number) => {
      if (o.rank[slot] !== -1) return;
      o.order[o.length] = slot;
      o.rank[slot] = o.length++;
    };
    for (const slot of slots) add(slot);
    for (const slot of live) add(slot);
    return o;
  }

  get capacity(): number {
    return this.rank.length;
  }

  /** Room for slots up to `capacity` (the columns grew). */
  grow(capacity: number): void {
    if (capacity <= this.capacity) return;
    const order = new Int32Array(capacity);
    order.set(this.order.subarray(0, this.length));
    const rank = new Int32Array(capacity).fill(-1);
    rank.set(this.rank);
    this.order = order;
    this.rank = rank;
  }

  /**
   * Puts `changed` (live slots, new or with new keys) in their places and takes `gone` out.
   * A slot may not be in both.
   */
  update(changed: ArrayLike<number>, gone: ArrayLike<number>): void {
    if (changed.length > 0 && !this.compare) throw new Error('slot order: cannot place slots');
    if (changed.length + gone.length <= MOVE_ONE_BY_ONE) {
      for (let i = 0; i < gone.length; i++) this.remove(gone[i]!);
      // Every other slot must be in its place for a binary search: one changed slot moves
      // across the slots between its places; several are taken out first, then put back.
      if (changed.length > 1) for (let i = 0; i < changed.length; i++) this.remove(changed[i]!);
      for (let i = 0; i < changed.length; i++) this.place(changed[i]!);
      return;
    }
    this.merge(changed, gone);
  }

  private fixRanks(from: number, to: number): void {
    const { order, rank } = this;
    for (let i = from; i < to; i++) rank[order[i]!] = i;
  }

  private remove(slot: number): void {
    const r = this.rank[slot]!;
    if (r < 0) return;
    this.order.copyWithin(r, r + 1, this.length);
    this.length--;
    this.rank[slot] = -1;
    this.fixRanks(r, this.length);
  }

  /** The first place in `[from, to)` whose slot comes after `slot`. */
  private upperBound(slot: number, from: number, to: number): number {
    const { order } = this;
    const compare = this.compare!;
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(order[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Puts one slot in its place, moving only the slots between its old place and its new. */
  private place(slot: number): void {
    const { order } = this;
    const compare = this.compare!;
    const r = this.rank[slot]!;
    if (r < 0) {
      const at = this.upperBound(slot, 0, this.length);
      order.copyWithin(at + 1, at, this.length);
      order[at] = slot;
      this.length++;
      this.fixRanks(at, this.length);
      return;
    }
    if (r > 0 && compare(slot, order[r - 1]!) < 0) {
      const at = this.upperBound(slot, 0, r);
      order.copyWithin(at + 1, at, r);
      order[at] = slot;
      this.fixRanks(at, r + 1);
    } else if (r + 1 < this.length && compare(slot, order[r + 1]!) > 0) {
      const at = this.upperBound(slot, r + 1, this.length) - 1;
      order.copyWithin(r, r + 1, at + 1);
      order[at] = slot;
      this.fixRanks(r, at + 1);
    }
  }

  /**
   * Many slots at once: drop them (one pass), sort them, and copy the kept slots back in blocks
   * between their places, each found by a binary search: k log n comparisons, not n.
   */
  private merge(changed: ArrayLike<number>, gone: ArrayLike<number>): void {
    const { rank } = this;
    const compare = this.compare;
    const drop = new Uint8Array(this.capacity);
    for (let i = 0; i < gone.length; i++) drop[gone[i]!] = 1;
    for (let i = 0; i < changed.length; i++) drop[changed[i]!] = 1;
    const kept = this.order;
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      const slot = kept[i]!;
      if (!drop[slot]) kept[n++] = slot;
    }
    this.length = n; // the binary search below reads `order[0 .. length)`
    const moving = Int32Array.from(changed);
    if (compare) moving.sort(compare);
    const next = new Int32Array(this.capacity);
    let out = 0;
    let from = 0;
    for (let m = 0; m < moving.length; m++) {
      const at = this.upperBound(moving[m]!, from, n);
      next.set(kept.subarray(from, at), out);
      out += at - from;
      next[out++] = moving[m]!;
      from = at;
    }
    next.set(kept.subarray(from, n), out);
    out += n - from;
    for (let i = 0; i < gone.length; i++) rank[gone[i]!] = -1;
    this.order = next;
    this.length = out;
    this.fixRanks(0, out);
  }
}
