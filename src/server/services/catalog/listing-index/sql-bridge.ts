import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Product } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { preparedRead } from '#server/db/prepared';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { scopeFrom, type ListingScope } from '../listing-sql';
import { productColumns, productRow, toProduct } from '../product-query';
import { FOLD_AT, foldSoon, postingMatches } from './postings';

/**
 * What the listing index still asks SQL: which products a search matches (full text and
 * trigrams stay in PostgreSQL, decisions 006 and 012) and the page's products.
 */

/** The matched ids as 4-byte big-endian integers, one after another (null: none). */
const idsRow = z.object({ ids: z.instanceof(Uint8Array).nullable() });

/**
 * The ids a search matches, published, in its locale; best first (rank desc, id) when `ranked`,
 * as the SQL path orders `relevance`. Category and sale are left to the index.
 *
 * A one-word search reads the word lists of `search_postings` (postings.ts, decision 063); any
 * other the documents themselves. They travel as bytes (`int4send`), not as an `int[]`: a broad word at 1,000,000 products
 * matches ~150,000 documents, and parsing that array's text took ~280 ms of the event loop
 * (docs/decisions/052-search-at-scale.md); the bytes take ~20 ms.
 */
export async function searchMatches(
  db: Db,
  scope: ListingScope,
  ranked: boolean,
  log?: (message: string, error: unknown) => void,
): Promise<number[]> {
  if (!scope.search) return [];
  const { postings } = scope.search;
  if (postings) {
    const found = await postingMatches(db, scope.locale, { ...scope.search, postings }, ranked);
    if (found.stale > FOLD_AT) foldSoon(db, log);
    return found.ids;
  }
  const from = scopeFrom({ locale: scope.locale, search: scope.search });
  const statement = ranked
    ? sql`select string_agg(int4send(m.id), ''::bytea order by m.rank desc, m.id) as ids from (
          select p.product_id as id, ${scope.search.rank} as rank ${from}) m`
    : sql`select string_agg(int4send(p.product_id), ''::bytea) as ids ${from}`;
  // The ranked sort of a broad word (150,000 rows at 1,000,000 products) spilled to disk with
  // the default 4 MB of work_mem; 64 MB, for this statement only, keeps it in memory.
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rows(tx, statement, idsRow);
  });
  return row?.ids ? idsOf(row.ids) : [];
}

/** The integers of `int4send` bytes. */
export function idsOf(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ids = new Array<number>(bytes.byteLength >> 2);
  for (let i = 0; i < ids.length; i++) ids[i] = view.getInt32(i * 4);
  return ids;
}

/**
 * The cards a listing page has not met yet: the one statement of a page-cache miss, so it is
 * planned once (db/prepared.ts). `productJoins` with its locale as `$2`.
 */
const cardsByIds = preparedRead({
  name: 'listing_cards',
  types: ['int[]', 'text'],
  text: `select ${new PgDialect().sqlToQuery(productColumns).sql}
    from products p
    join product_translations t on t.product_id = p.id and t.locale = $2
    join category_translations ct on ct.category_id = p.category_id and ct.locale = $2
    where p.published and p.id = any($1)`,
  row: productRow,
});

/** Published products by id in the listings' shape, in the order of `ids`. */
export async function productsByIds(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Product[]> {
  const found = await cardsByIds(db, [ids, locale]);
  const byId = new Map(found.map((r) => [r.id, toProduct(r, locale)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
