/**
 * `npx tsx scripts/bench/search-fts-alone.ts`: the shop's forgiving search (folded letters, word
 * forms, typos; docs/decisions/070-search-that-forgives.md) against PostgreSQL's full-text
 * search alone, on the scale bench's 20 first-time words and on forgiving ones, in one run on
 * the database of DATABASE_URL. Each word is asked of both in turn (which goes first alternates).
 *
 * - the shop: `prepareSearch` then `searchMatches`, ranked, as the listing index asks a
 *   first-time search (one word: the word lists, decision 063);
 * - full text alone: `search @@ websearch_to_tsquery(...)` over the search documents, every match
 *   ranked by `ts_rank` and sent as bytes, as the shop's SQL path sends them (decision 052): no
 *   folding, no forms, no typos, no parts of words.
 *
 * Prints matches and milliseconds per word, then p50 / p95 of each.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '#server/db/client';
import { rows } from '#server/db/rows';
import { prepareSearch } from '#server/services/catalog/listing-sql';
import { idsOf, searchMatches } from '#server/services/catalog/listing-index/sql-bridge';
import { percentile } from '../lib/prod-server';
import { FIRST_TIME_WORDS } from './scale';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a PostgreSQL database');
const FORGIVING = ['sfoa', 'lmapa', 'krzesla', 'dab', 'lampę', 'poduszki', 'kinkeit', 'swieca'];
const words = process.env.WORDS ? process.env.WORDS.split(',') : FIRST_TIME_WORDS;
const locale = 'pl';
const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 2 });
const db = database.db;

async function shop(word: string): Promise<number[]> {
  return searchMatches(db, { locale, search: await prepareSearch(db, locale, word) }, true);
}

const idsRow = z.object({ ids: z.instanceof(Uint8Array).nullable() });
async function ftsAlone(word: string): Promise<number[]> {
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rows(
      tx,
      sql`select string_agg(int4send(m.id), ''::bytea order by m.rank desc, m.id) as ids from (
          select p.product_id as id, ts_rank(p.search, q) as rank
          from product_search_docs p, websearch_to_tsquery('simple', ${word}) q
          where p.locale = 'pl' and p.published and p.search @@ q) m`,
      idsRow,
    );
  });
  return row?.ids ? idsOf(row.ids) : [];
}

async function timed(ask: (w: string) => Promise<number[]>, word: string) {
  const started = performance.now();
  const ids = await ask(word);
  return { ms: performance.now() - started, n: ids.length };
}

// The search path's first compile, and the Polish dictionary, on other words.
for (const w of ['szafa', 'kanapa', 'zegar']) await Promise.all([shop(w), ftsAlone(w)]);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const row = (name: string, xs: number[]) =>
  `${name}: p50 ${percentile(sorted(xs), 50).toFixed(0)} ms, p95 ${percentile(sorted(xs), 95).toFixed(0)} ms`;

for (const [title, list] of [
  ['the scale bench’s 20 first-time words', words],
  ['forgiving words (typos, folded letters, forms)', FORGIVING],
] as const) {
  const ours: number[] = [];
  const theirs: number[] = [];
  console.log(`\n${title}\nword          shop: matches     ms   full text alone: matches     ms`);
  for (const [i, word] of list.entries()) {
    const first = i % 2 === 0;
    const a = first ? await timed(shop, word) : undefined;
    const b = await timed(ftsAlone, word);
    const s = a ?? (await timed(shop, word));
    ours.push(s.ms);
    theirs.push(b.ms);
    console.log(
      `${word.padEnd(12)} ${String(s.n).padStart(14)} ${s.ms.toFixed(0).padStart(6)} ${String(b.n).padStart(25)} ${b.ms.toFixed(0).padStart(6)}`,
    );
  }
  console.log(row('shop (070)', ours));
  console.log(row('full text alone', theirs));
}
await database.close();
