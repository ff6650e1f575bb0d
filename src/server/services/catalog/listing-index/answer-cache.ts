import type { Facets } from '../facets';

/** A listing's matches (slots) in its sort's order, and its facets when they were asked for. */
export interface CachedAnswer {
  ordered: Int32Array;
  facets?: Facets | undefined;
}

/**
 * Recently asked listings (rotating pages of one category are one entry), bounded by the
 * positions they hold so that memory stays small: a few megabytes at most. A new one is started
 * with every change.
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
