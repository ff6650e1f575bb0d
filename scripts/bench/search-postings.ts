/**
 * `npx tsx scripts/bench/search-postings.ts`: a one-word search's matches from the word lists
 * (`search_postings`, docs/decisions/063-search-postings.md) against the documents' statement
 * (decision 052), on the scale bench's 20 first-time words, in one run on the database of
 * DATABASE_URL: each word asked of both, in turn (which goes first alternates, so neither always
 * finds the other's pages in the cache), with the same ids in the same order checked. Prints
 * p50 / p95 of each and their ratio.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '#server/db/client';
import { prepareSearch } from '#server/services/catalog/listing-sql';
import { searchMatches } from '#server/services/catalog/listing-index/sql-bridge';
import { percentile } from '../lib/prod-server';
import { FIRST_TIME_WORDS } from './scale';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL: a PostgreSQL database');
const words = process.env.WORDS ? process.env.WORDS.split(',') : FIRST_TIME_WORDS;
const locale = 'pl';
const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 2 });
const db = database.db;

/** One first-time search as the listing index asks it (ranked: the default sort). */
async function timed(word: string, lists: boolean): Promise<{ ms: number; ids: number[] }> {
  const started = performance.now();
  const search = await prepareSearch(db, locale, word);
  const ids = await searchMatches(
    db,
    { locale, search: lists ? search : { ...search, postings: undefined } },
    true,
  );
  return { ms: performance.now() - started, ids };
}

const before: number[] = [];
const after: number[] = [];
let differ = 0;
console.log('word          matches   statement ms   lists ms');
for (const [i, word] of words.entries()) {
  const order = i % 2 === 0 ? [false, true] : [true, false];
  const got = new Map<boolean, { ms: number; ids: number[] }>();
  for (const lists of order) got.set(lists, await timed(word, lists));
  const old = got.get(false)!;
  const now = got.get(true)!;
  const same = old.ids.length === now.ids.length && old.ids.every((id, k) => id === now.ids[k]);
  if (!same) differ++;
  before.push(old.ms);
  after.push(now.ms);
  console.log(
    `${word.padEnd(12)} ${String(old.ids.length).padStart(8)} ${old.ms.toFixed(0).padStart(14)} ${now.ms.toFixed(0).padStart(10)}${same ? '' : '  DIFFERENT'}`,
  );
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const p = (xs: number[], q: number) => percentile(sorted(xs), q);
const row = (name: string, xs: number[]) =>
  `${name}: p50 ${p(xs, 50).toFixed(0)} ms, p95 ${p(xs, 95).toFixed(0)} ms`;
console.log(row('statement (052)', before));
console.log(row('word lists (063)', after));
console.log(
  `ratio p50 ${(p(before, 50) / p(after, 50)).toFixed(1)}x, p95 ${(p(before, 95) / p(after, 95)).toFixed(1)}x; ${differ} of ${words.length} words differ`,
);
await database.close();
process.exit(differ ? 1 : 0);
