import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
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

/** Packed big-endian values one after another: `int4send` ids, `float4send` or `float8send` ranks. */
function packed(bytes: Uint8Array | null, kind: 'int4' | 'float4' | 'float8'): number[] {
  if (!bytes) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = kind === 'float8' ? 8 : 4;
  const values = new Array<number>(bytes.byteLength / size);
  for (let i = 0; i < values.length; i++)
    values[i] =
      kind === 'int4'
        ? view.getInt32(i * 4)
        : kind === 'float4'
          ? view.getFloat32(i * 4)
          : view.getFloat64(i * 8);
  return values;
}

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
  // Words are letters and digits (postingsSearch), so the LIKE pattern needs no escaping.
  const postings = sql`select kind, word, ids, ranks
    from search_postings
    where locale = ${loc} and (
      (kind in ('a', 'b') and word = ${lexeme ?? ''} and ${lexeme !== null})
      or (kind = 'a' and word = any(${`{${spelled.map((w) => `"${w.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]))
      or (kind = 't' and word like '%' || lower(${part}) || '%'))`;
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

  let maxId = 0;
  const lists = found.map((r) => {
    const ids = packed(r.ids, 'int4');
    for (const id of ids) if (id > maxId) maxId = id;
    return { ...r, ids };
  });
  // Per product id: 1 when matched; its ts_rank (of the lexeme) and closeness (best spelling).
  const matched = new Uint8Array(maxId + 1);
  const tsRank = new Float64Array(maxId + 1);
  const closeness = new Float64Array(maxId + 1);
  const exact = new Map<number, number>(); // stale documents: their rank from SQL
  const staleIds: number[] = [];
  const simOf = new Map<string, number>();
  for (const s of spellings) simOf.set(s.lexeme, Math.max(simOf.get(s.lexeme) ?? 0, s.sim));
  for (const list of lists) {
    const { kind, word, ids } = list;
    if (kind === 's') for (const id of ids) staleIds.push(id);
    else if (kind === 'm') {
      const ranks = packed(list.ranks, 'float8');
      ids.forEach((id, i) => exact.set(id, ranks[i]!));
    } else if (kind === 't') for (const id of ids) matched[id] = 1;
    else {
      if (word === lexeme) {
        const ranks = packed(list.ranks, 'float4');
        ids.forEach((id, i) => {
          matched[id] = 1;
          tsRank[id] = ranks[i]!;
        });
      }
      const sim = kind === 'a' && word !== null ? simOf.get(word) : undefined;
      if (sim !== undefined)
        for (const id of ids) {
          matched[id] = 1;
          if (sim > closeness[id]!) closeness[id] = sim;
        }
    }
  }
  for (const id of staleIds) matched[id] = 0;
  for (const id of exact.keys()) matched[id] = 1;

  // Ids ascending; ranked: grouped by rank (few distinct values), best first, ids ascending in
  // each, which is `order by rank desc, id`.
  const ids: number[] = [];
  const byRank = new Map<number, number[]>();
  for (let id = 0; id <= maxId; id++) {
    if (!matched[id]) continue;
    if (!ranked) {
      ids.push(id);
      continue;
    }
    const rank = exact.get(id) ?? tsRank[id]! + closeness[id]!;
    let group = byRank.get(rank);
    if (!group) byRank.set(rank, (group = []));
    group.push(id);
  }
  if (ranked)
    for (const rank of [...byRank.keys()].sort((a, b) => b - a))
      for (const id of byRank.get(rank)!) ids.push(id);
  return { ids, stale: staleIds.length };
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
