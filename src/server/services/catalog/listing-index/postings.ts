import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#domain/locale';
import { foldSql, foldText } from '#domain/search/fold';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { TEXT_SEARCH_CONFIG } from '#server/db/schema/products';
import { localeLiteral, type PreparedSearch, type PostingsSearch } from '../listing-sql';

/**
 * A one-word search from `search_postings` (docs/decisions/063-search-postings.md): the lists of
 * the query's lexeme, of its typo spellings and of the title words that contain it, read in one
 * statement with the stale documents (changed since their lists were written), which that same
 * statement matches and ranks from `product_search_docs` as the SQL path does. The same ids in
 * the same order as `listing-sql.ts`'s statement, without reading every matched document.
 */

/** Above this many stale documents in a locale, the search asks for a fold in the background. */
export const FOLD_AT = 2_000;

const listRow = z.object({
  kind: z.string(),
  word: z.string().nullable(),
  ids: z.instanceof(Uint8Array).nullable(),
  ranks: z.instanceof(Uint8Array).nullable(),
});

/**
 * Packed big-endian values (`int4send`, `float4send`, `float8send`) as a typed array: copied into
 * a buffer of its own (aligned), its bytes swapped natively.
 */
function unpack<T>(
  bytes: Uint8Array | null,
  size: 4 | 8,
  make: (buffer: ArrayBuffer, length: number) => T,
): T {
  const length = bytes ? bytes.byteLength : 0;
  const copy = Buffer.allocUnsafeSlow(length);
  if (bytes) copy.set(bytes);
  if (size === 4) copy.swap32();
  else copy.swap64();
  return make(copy.buffer as ArrayBuffer, length / size);
}
const int32s = (b: Uint8Array | null) => unpack(b, 4, (buf, n) => new Int32Array(buf, 0, n));
const float32s = (b: Uint8Array | null) => unpack(b, 4, (buf, n) => new Float32Array(buf, 0, n));
const float64s = (b: Uint8Array | null) => unpack(b, 8, (buf, n) => new Float64Array(buf, 0, n));

export interface PostingMatches {
  ids: number[];
  /** Stale documents of the locale: how much of the search SQL still did. */
  stale: number;
}

/** The one statement of a one-word search: its lists, the stale ids, the stale matches. */
export function postingsStatement(
  locale: Locale,
  search: PreparedSearch & { postings: PostingsSearch },
): SQL {
  const loc = localeLiteral(locale);
  const { lexeme, spellings, part } = search.postings;
  const spelled = [...new Set(spellings.map((s) => s.lexeme))];
  const spelledArray = sql`${`{${spelled.map((w) => `"${w.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;
  // With the `simple` configuration (Polish) a title word's `t` list is its `a` list: the title's
  // lexemes are its words. The lists already asked as `a` are not sent twice.
  const simple = TEXT_SEARCH_CONFIG[locale] === 'simple';
  // Words are letters and digits (postingsSearch), so the LIKE pattern needs no escaping; both
  // sides folded, as the SQL path's substring test (listing-sql.ts).
  const postings = sql`select kind, word, ids, ranks
    from search_postings
    where locale = ${loc} and (
      (kind in ('a', 'b') and word = ${lexeme ?? ''} and ${lexeme !== null})
      or (kind = 'a' and word = any(${spelledArray}))
      or (kind = 't' and ${sql.raw(foldSql('word'))} like ${`%${foldText(part)}%`} and not (${simple} and (word = ${lexeme ?? ''} or word = any(${spelledArray})))))`;
  const stale = sql`(select product_id from search_postings_stale where locale = ${loc})`;
  const statement = sql`${postings}
    union all
    select 's', null, (select string_agg(int4send(product_id), ''::bytea) from ${stale} s), null
    union all
    select 'm', null, string_agg(int4send(p.product_id), ''::bytea order by p.product_id),
      string_agg(float8send((${search.rank})::float8), ''::bytea order by p.product_id)
    from product_search_docs p
    where p.locale = ${loc} and p.product_id in ${stale} and p.published and ${search.condition}`;
  return statement;
}

export async function postingMatches(
  db: Db,
  locale: Locale,
  search: PreparedSearch & { postings: PostingsSearch },
  ranked: boolean,
): Promise<PostingMatches> {
  const found = await rows(db, postingsStatement(locale, search), listRow);
  const { lexeme, spellings } = search.postings;

  const lists = found.map((r) => ({ ...r, ids: int32s(r.ids) }));
  let maxId = 0;
  let entries = 0;
  for (const { ids } of lists) {
    entries += ids.length;
    for (const id of ids) if (id > maxId) maxId = id;
  }
  // Per product id: its state (NEW, then MATCHED, STALE or EXACT), the lexeme's ts_rank (a
  // float4, as stored) and its closeness (the best spelling's similarity). `seen` lists each id
  // once, in the order met.
  const NEW = 0;
  const MATCHED = 1;
  const STALE = 2; // a stale document: the lists' entries for it do not count
  const EXACT = 3; // a stale document that matches: its rank comes from SQL
  const { state, tsRank, closeness } = scratchFor(maxId);
  const seen = new Int32Array(entries);
  let count = 0;
  const simOf = new Map<string, number>();
  for (const s of spellings) simOf.set(s.lexeme, Math.max(simOf.get(s.lexeme) ?? 0, s.sim));
  for (const { kind, word, ids, ranks } of lists) {
    if (kind === 's' || kind === 'm') continue;
    const rankOf = word === lexeme && kind !== 't' ? float32s(ranks) : null;
    const sim = kind === 'a' && word !== null ? simOf.get(word) : undefined;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (state[id] === NEW) {
        state[id] = MATCHED;
        seen[count++] = id;
      }
      if (rankOf) tsRank[id] = rankOf[i]!;
      if (sim !== undefined && sim > closeness[id]!) closeness[id] = sim;
    }
  }
  let stale = 0;
  const exact = new Map<number, number>();
  for (const { kind, ids } of lists) {
    if (kind !== 's') continue;
    stale = ids.length;
    for (const id of ids) if (state[id] === MATCHED) state[id] = STALE;
  }
  for (const { kind, ids, ranks } of lists) {
    if (kind !== 'm') continue;
    const rankOf = float64s(ranks);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (state[id] === NEW) seen[count++] = id;
      state[id] = EXACT;
      exact.set(id, rankOf[i]!);
    }
  }

  // Ids ascending (a native sort); ranked: a counting sort by rank (few distinct values), best
  // first and ids ascending within a rank, which is `order by rank desc, id`.
  const sorted = seen.subarray(0, count).sort();
  const kept = new Int32Array(count);
  const levelOf = new Int32Array(count);
  const levels: number[] = [];
  let n = 0;
  let lastRank = NaN;
  let lastLevel = -1;
  for (let i = 0; i < count; i++) {
    const id = sorted[i]!;
    const st = state[id]!;
    if (st === MATCHED || st === EXACT) {
      kept[n] = id;
      if (ranked) {
        const rank = st === EXACT ? exact.get(id)! : tsRank[id]! + closeness[id]!;
        if (rank !== lastRank) {
          lastRank = rank;
          lastLevel = levels.indexOf(rank);
          if (lastLevel < 0) lastLevel = levels.push(rank) - 1;
        }
        levelOf[n] = lastLevel;
      }
      n++;
    }
    // The scratch arrays go back clean for the next search.
    state[id] = NEW;
    tsRank[id] = 0;
    closeness[id] = 0;
  }
  if (!ranked) return { ids: Array.from(kept.subarray(0, n)), stale };
  const byRank = levels.map((_, l) => l).sort((a, b) => levels[b]! - levels[a]!);
  const start = new Int32Array(levels.length);
  const sizes = new Int32Array(levels.length);
  for (let i = 0; i < n; i++) sizes[levelOf[i]!]!++;
  for (let k = 0, at = 0; k < byRank.length; k++) {
    start[byRank[k]!] = at;
    at += sizes[byRank[k]!]!;
  }
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[start[levelOf[i]!]!++] = kept[i]!;
  return { ids: Array.from(out), stale };
}

/**
 * Per product id, reused by every search (the marking is synchronous, and it leaves them zeroed):
 * allocating and zeroing ~13 MB per search at 1,000,000 products cost more than the marking.
 */
let scratch = {
  state: new Uint8Array(0),
  tsRank: new Float32Array(0),
  closeness: new Float64Array(0),
};
function scratchFor(maxId: number) {
  if (scratch.state.length <= maxId) {
    const size = Math.ceil((maxId + 1) * 1.25);
    scratch = {
      state: new Uint8Array(size),
      tsRank: new Float32Array(size),
      closeness: new Float64Array(size),
    };
  }
  return scratch;
}

/** Databases with a fold under way (one at a time per process; PostgreSQL's lock across them). */
const folding = new WeakSet<Db>();

/**
 * Writes the stale documents into their lists, in the background: the search that asks goes on
 * with SQL for them. Errors are the next search's to retry (a closed database, a lock).
 */
export function foldSoon(db: Db, log?: (message: string, error: unknown) => void): void {
  if (folding.has(db)) return;
  folding.add(db);
  setImmediate(() => {
    db.execute(sql`select search_postings_fold()`)
      .catch((error: unknown) => log?.('search postings: the fold failed', error))
      .finally(() => folding.delete(db));
  });
}
