import type { Db } from '#server/db/types';
import { AnswerCache } from './answer-cache';
import { IndexColumns, type ProductRecord } from './columns';
import {
  countPublished,
  forEachPublishedChunk,
  forEachTitleHashChunk,
  loadAttributes,
  loadProducts,
} from './load';

/**
 * How a change reaches the index's columns (decision 051): the changed products are read again,
 * their columns written, and only they move in the sort orders. Everything after the reads is
 * synchronous, so a listing never sees a change half applied.
 */

/** Slots written by a change and slots to free, gathered before the orders move. */
class Batch {
  changed: number[] = [];
  gone: number[] = [];
  /** A product appeared or its titles changed: the `name` orders must be read again. */
  titles = false;

  write(columns: IndexColumns, r: ProductRecord): void {
    const slot = columns.slotOf(r.id);
    if (slot >= 0 && columns.same(slot, r)) return;
    if (slot < 0 || columns.titleHash[slot] !== r.titleHash) this.titles = true;
    this.changed.push(columns.write(r));
  }

  /**
   * Moves the written slots in every order, takes the gone ones out, frees their slots. Many
   * slots are merged into each order in a pass over it (~20 ms at 1,000,000 products): the
   * event loop is let go between two orders (the index answers nothing until the change is
   * applied whole, so no listing sees it half done).
   */
  async finish(columns: IndexColumns): Promise<void> {
    // Answers are dropped even when no slot moved: labels may have changed (attributes).
    columns.answers = new AnswerCache();
    if (this.changed.length === 0 && this.gone.length === 0) return;
    const many = this.changed.length + this.gone.length > 8;
    for (const order of Object.values(columns.orders)) {
      order.update(this.changed, this.gone);
      if (many) await new Promise((resolve) => setImmediate(resolve));
    }
    for (const [locale, name] of columns.names) {
      // A name order being read may miss what this change did: it is read again when asked.
      if (this.titles || !name.ready) columns.names.delete(locale);
      else name.ready.update([], this.gone);
    }
    for (const slot of this.gone) columns.release(slot);
  }
}

/** Reads `ids` again and applies them: written, moved, or taken out when no longer published. */
export async function applyProducts(
  db: Db,
  columns: IndexColumns,
  ids: readonly number[],
): Promise<void> {
  const [found, attributes] = await Promise.all([loadProducts(db, ids), loadAttributes(db)]);
  const batch = new Batch();
  const published = new Set<number>();
  for (const r of found) {
    published.add(r.id);
    batch.write(columns, r);
  }
  for (const id of new Set(ids)) {
    const slot = columns.slotOf(id);
    if (slot >= 0 && !published.has(id)) batch.gone.push(slot);
  }
  columns.attributes = attributes;
  await batch.finish(columns);
}

/**
 * Reads every published product, a chunk at a time (the event loop is free between chunks):
 * into new columns at start, or, when the index has some, compared with them so that only what
 * differs moves. The columns are not current until this resolves (the caller answers from SQL).
 * New columns are read without the titles' hashes (`fillTitleHashes` follows).
 */
export async function applyAll(db: Db, columns: IndexColumns | null): Promise<IndexColumns> {
  const attributes = await loadAttributes(db);
  const expected = columns?.live ?? (await countPublished(db));
  const target = columns ?? new IndexColumns(Math.ceil(expected * 1.05), attributes);
  const batch = new Batch();
  let seen = new Uint8Array(target.capacity);
  await forEachPublishedChunk(
    db,
    (chunk) => {
      for (const r of chunk) {
        batch.write(target, r);
        const slot = target.slotOf(r.id);
        if (slot >= seen.length) {
          const more = new Uint8Array(target.capacity);
          more.set(seen);
          seen = more;
        }
        seen[slot] = 1;
      }
    },
    { titles: columns !== null, expected },
  );
  for (const slot of target.liveSlots()) if (!seen[slot]) batch.gone.push(slot);
  if (!columns) {
    // New columns: each category's products side by side before the orders take the slots.
    const moved = target.clusterByCategory();
    batch.changed = batch.changed.map((slot) => moved[slot]!);
  }
  target.attributes = attributes;
  await batch.finish(target);
  return target;
}

/**
 * The titles' hashes new columns were read without, a range of products at a time, while the
 * index answers (at 1,000,000 products they were half of the start's time in PostgreSQL).
 * `stop` ends it early (the columns were replaced, or the app closes).
 */
export async function fillTitleHashes(
  db: Db,
  columns: IndexColumns,
  stop: () => boolean,
): Promise<void> {
  await forEachTitleHashChunk(
    db,
    (pairs) => {
      for (const [id, hash] of pairs) columns.knowTitles(id, hash);
    },
    { expected: columns.live, stop },
  );
}
