import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '../rows';
import { LOCALES } from '../schema/common';
import type { Db } from '../types';
import { runOnLanes, type Step } from './lanes';

/**
 * The product seed's bulk load (docs/decisions/052-search-at-scale.md), as pg_restore does it:
 * the tables are written without their secondary indexes, foreign keys and per-statement
 * triggers, and those are rebuilt once at the end. Kept while writing, the GIN indexes (texts,
 * trigrams, search documents) and the row-by-row foreign-key checks made the seed slow down as
 * the tables grew: 2,100 products a second at the start, 370 at 1,000,000 (27 minutes).
 *
 * Only for an empty catalogue (the seed checks that first). What the triggers would have written
 * is written whole instead: `products.value_ids` by the seed itself, the search documents and
 * words by the rebuild functions of migration 0017.
 */

/** Tables the product seed writes, and the search documents derived from them. */
const TABLES = [
  'products',
  'product_translations',
  'product_attribute_values',
  'product_images',
  'price_history',
  'product_search_docs',
  'search_words',
] as const;

/** Their triggers that copy texts and attribute values (migration 0003); rebuilt in `finish`. */
const TRIGGER_TABLES = ['product_translations', 'product_attribute_values'] as const;

const definition = z.object({ tbl: z.string(), name: z.string(), def: z.string() });
type Definition = z.infer<typeof definition>;

export interface BulkLoad {
  /**
   * Derived data, indexes, foreign keys and triggers back; the tables are as if written row by row.
   * `onStep` hears each step as it ends (its name and its milliseconds), for the seed's progress.
   */
  finish(onStep?: (step: string, ms: number) => void): Promise<void>;
}

const tableList = sql.raw(TABLES.map((t) => `'${t}'`).join(', '));

/**
 * Drops what a bulk write maintains row by row; `finish()` puts it back, on `lanes` connections
 * at once (PostgreSQL builds one GIN index on one core: two builds use both; PGlite has one).
 */
export async function startBulkLoad(db: Db, lanes = 1): Promise<BulkLoad> {
  const { indexes, foreignKeys } = await db.transaction(async (tx) => {
    // Indexes that back no constraint (primary keys and unique constraints stay: they are cheap
    // b-trees, and later foreign keys need them).
    const indexes = await rows(
      tx,
      sql`select i.tablename as tbl, i.indexname as name, i.indexdef as def
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${tableList})
          and not exists (select 1 from pg_constraint c
            where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
        order by pg_relation_size(format('%I.%I', i.schemaname, i.indexname)::regclass) desc, i.indexname`,
      definition,
    );
    const foreignKeys = await rows(
      tx,
      sql`select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
          and c.conrelid::regclass::text in (${tableList})
        order by c.conname`,
      definition,
    );
    for (const fk of foreignKeys)
      await tx.execute(
        sql`alter table ${sql.identifier(fk.tbl)} drop constraint ${sql.identifier(fk.name)}`,
      );
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    for (const table of TRIGGER_TABLES)
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    return { indexes, foreignKeys };
  });

  return {
    finish: (onStep) => finish(db, lanes, indexes, foreignKeys, onStep),
  };
}

const isGin = (index: Definition) => /\busing gin\b/i.test(index.def);

async function finish(
  db: Db,
  lanes: number,
  indexes: Definition[],
  foreignKeys: Definition[],
  onStep: (step: string, ms: number) => void = () => undefined,
): Promise<void> {
  const statement = (name: string, query: SQL) => async () => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      // Index builds sort in memory when they may: far faster than spilling to disk. (1 GB
      // here and for the rebuilds' sorts measured no faster at 1,000,000 products: decision 065.)
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(query);
    });
    onStep(name, performance.now() - started);
  };
  const indexOf = (index: Definition) => statement(index.name, sql.raw(index.def));
  const docsIndexes = indexes.filter((i) => i.tbl === 'product_search_docs').map(indexOf);
  // One locale's word lists: ~2 minutes of one core at 1,000,000 products, so the lanes share them.
  const listsOf = (locale: string) =>
    statement(`search lists (${locale})`, sql`select search_postings_rebuild_locale(${locale})`);
  // The documents first, a locale a statement; once all are written, their word lists and
  // indexes (an index build waits for every write to its table, so not before); the rest
  // meanwhile.
  let documentsLeft = LOCALES.length;
  const documentsOf = (locale: string) => async () => {
    await statement(
      `search documents (${locale})`,
      sql`select product_search_docs_write_locale(${locale})`,
    )();
    documentsLeft -= 1;
    if (documentsLeft === 0) queue.unshift(...LOCALES.map(listsOf), ...docsIndexes);
  };
  await db.execute(sql`select product_search_docs_clear()`);
  const queue: Step[] = [
    ...LOCALES.map(documentsOf),
    statement('search words', sql`select search_words_rebuild()`),
    // The longest first, so that no lane is left with one long build at the end: GIN indexes
    // (trigrams: minutes at 1,000,000 products), then the b-trees (seconds).
    ...indexes
      .filter((i) => i.tbl !== 'product_search_docs')
      .sort((a, b) => Number(!isGin(a)) - Number(!isGin(b)))
      .map(indexOf),
  ];
  await runOnLanes(queue, lanes);
  const started = performance.now();
  // The foreign keys come back unchecked (`not valid`: at once), then each is checked on the
  // lanes: a check locks its own table against writes and reads the one it references, so two
  // run side by side (added checked, in one transaction, they ran one after another: ~14 s at
  // 1,000,000 products).
  await db.transaction(async (tx) => {
    for (const table of TRIGGER_TABLES)
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    for (const fk of foreignKeys)
      await tx.execute(
        sql`alter table ${sql.identifier(fk.tbl)} add constraint ${sql.identifier(fk.name)} ${sql.raw(fk.def)} not valid`,
      );
  });
  await runOnLanes(
    foreignKeys.map(
      (fk) => () =>
        db
          .execute(
            sql`alter table ${sql.identifier(fk.tbl)} validate constraint ${sql.identifier(fk.name)}`,
          )
          .then(() => undefined),
    ),
    lanes,
  );
  onStep('foreign keys and triggers', performance.now() - started);
}
