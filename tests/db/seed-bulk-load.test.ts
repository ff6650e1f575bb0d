import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../setup/sql-rows';
import { seedDemoShop } from '#server/db/seed/index';
import { forEachDatabase } from '../setup/test-database';

/**
 * The seed writes products without indexes, foreign keys and copy triggers and rebuilds them
 * (src/server/db/seed/bulk-load.ts): afterwards the schema and the derived search data must be
 * exactly what the migrations and the triggers would have made.
 */
const TABLES = sql.raw(
  "'products', 'product_translations', 'product_attribute_values', 'product_images', 'price_history', 'product_search_docs', 'search_words'",
);

forEachDatabase('seed bulk load', (getDb) => {
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(getDb().db, query);
  const schema = async () => ({
    indexes: await q<{ def: string }>(
      sql`select indexdef as def from pg_indexes where schemaname = current_schema() and tablename in (${TABLES}) order by 1`,
    ),
    constraints: await q<{ def: string }>(
      sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as def
        from pg_constraint where conrelid::regclass::text in (${TABLES}) order by 1`,
    ),
    triggers: await q<{ def: string }>(
      sql`select tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text as def
        from pg_trigger where not tgisinternal and tgrelid::regclass::text in (${TABLES}) order by 1`,
    ),
  });
  let before: Awaited<ReturnType<typeof schema>>;

  beforeAll(async () => {
    before = await schema();
    // Two connections on PostgreSQL, as `npm run seed` writes there; PGlite has one.
    await seedDemoShop(getDb().db, { products: 320, batchSize: 100, connections: 2 });
  });

  it('leaves the indexes, constraints and triggers as the migrations made them', async () => {
    expect(before.indexes.length).toBeGreaterThan(10);
    expect(await schema()).toEqual(before);
  });

  it('writes the search documents, words and value ids the triggers would write', async () => {
    const [docs] = await q<{ missing: number; wrong: number; total: number }>(sql`
      select count(*) filter (where d.product_id is null)::int as missing,
             count(*) filter (where (d.title, d.search, d.published, d.category_id, d.price_effective_minor,
                 d.price_minor, d.created_at, d.value_ids)
               is distinct from (t.title, t.search, p.published, p.category_id, p.price_effective_minor,
                 p.price_minor, p.created_at, p.value_ids))::int as wrong,
             (select count(*)::int from product_search_docs) as total
        from product_translations t join products p on p.id = t.product_id
        left join product_search_docs d on d.product_id = t.product_id and d.locale = t.locale`);
    expect(docs).toEqual({ missing: 0, wrong: 0, total: 960 });
    const [words] = await q<{ extra: number; missing: number }>(sql`
      with expected as (
        select distinct t.locale, w as word
        from product_translations t, unnest(tsvector_to_array(to_tsvector('simple', t.title))) as w
        where length(w) between 2 and 60)
      select (select count(*)::int from search_words s where not exists
                (select 1 from expected e where e.locale = s.locale and e.word = s.word)) as extra,
             (select count(*)::int from expected e where not exists
                (select 1 from search_words s where s.locale = e.locale and s.word = e.word)) as missing`);
    expect(words).toEqual({ extra: 0, missing: 0 });
    const [values] = await q<{ wrong: number }>(sql`
      select count(*)::int as wrong from products p
      where p.value_ids is distinct from coalesce(
        (select array_agg(v.value_id order by v.value_id) from product_attribute_values v where v.product_id = p.id),
        '{}'::integer[])`);
    expect(values).toEqual({ wrong: 0 });
  });

  describe('after the seed', () => {
    it('keeps documents and words in step through the triggers again', async () => {
      await getDb().db.execute(
        sql`update product_translations set title = 'Zzyzxqw lampa' where product_id = 1 and locale = 'pl'`,
      );
      const [doc] = await q<{ title: string }>(
        sql`select title from product_search_docs where product_id = 1 and locale = 'pl'`,
      );
      expect(doc).toEqual({ title: 'Zzyzxqw lampa' });
      const found = await q<{ word: string }>(
        sql`select word from search_words where locale = 'pl' and word = 'zzyzxqw'`,
      );
      expect(found).toEqual([{ word: 'zzyzxqw' }]);
    });
  });
});
