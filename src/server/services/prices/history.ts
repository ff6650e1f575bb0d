import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { lowestPriceBeforeReduction, type PriceState } from '#domain/prices/lowest-price';
import { rows } from '#server/db/rows';
import type { PriceSource } from '#server/db/schema/prices';
import type { Executor } from '#server/db/types';
import { intArray } from '#server/services/shared/sql';

/** Products per statement: one array parameter each, bounded so a huge import stays in chunks. */
const CHUNK = 2_000;

const idRow = z.object({ product_id: z.number() });
const historyRow = z.object({
  product_id: z.number(),
  regular_minor: z.number(),
  offered_minor: z.number(),
  on_sale: z.boolean(),
  /** Milliseconds since the epoch (numeric from SQL, so both drivers give a number). */
  at: z.coerce.number(),
});

/**
 * Appends a `price_history` row for each of `ids` whose regular price or offered price differs
 * from its latest row (a product with no row gets its first), in the caller's transaction, and
 * recomputes their `price_lowest_30d_minor` (docs/rules.md#lowest-price). Call it after every
 * write that may change a product's prices: the editor, bulk changes, the CSV import, the sale
 * edges. Products whose prices did not change cost one index probe each and nothing else.
 */
export async function recordPrices(
  tx: Executor,
  ids: readonly number[],
  source: PriceSource,
  at: Date,
): Promise<number[]> {
  const changed: number[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const appended = await rows(
      tx,
      sql`insert into price_history (product_id, offered_minor, regular_minor, on_sale, valid_from, source)
          select p.id, p.price_effective_minor, p.price_minor, p.price_effective_minor < p.price_minor,
                 greatest(${at.toISOString()}::timestamptz, coalesce(last.valid_from, ${at.toISOString()}::timestamptz)),
                 ${source}
          from products p
          left join lateral (
            select h.offered_minor, h.regular_minor, h.valid_from from price_history h
            where h.product_id = p.id order by h.valid_from desc, h.id desc limit 1
          ) last on true
          where p.id = any(${intArray(chunk)})
            and (last.valid_from is null
                 or (last.offered_minor, last.regular_minor) is distinct from (p.price_effective_minor, p.price_minor))
          order by p.id
          returning product_id`,
      idRow,
    );
    const touched = appended.map((r) => r.product_id);
    await refreshLowest(tx, touched, at.getTime());
    changed.push(...touched);
  }
  return changed;
}

/** Recomputes `price_lowest_30d_minor` of `ids` from their history, as of `now`. */
export async function refreshLowest(tx: Executor, ids: readonly number[], now: number) {
  if (ids.length === 0) return;
  const found = await rows(
    tx,
    sql`select product_id, regular_minor, offered_minor, on_sale,
               (extract(epoch from valid_from) * 1000)::float8 as at
        from price_history where product_id = any(${intArray(ids)})
        order by product_id, valid_from, id`,
    historyRow,
  );
  const byProduct = new Map<number, PriceState[]>();
  for (const r of found) {
    const list = byProduct.get(r.product_id) ?? [];
    list.push({ at: r.at, price: r.regular_minor, sale: r.on_sale ? r.offered_minor : null });
    byProduct.set(r.product_id, list);
  }
  const lowest = ids.map((id) => lowestPriceBeforeReduction(byProduct.get(id) ?? [], now));
  await tx.execute(
    sql`update products p set price_lowest_30d_minor = v.lowest
        from unnest(${intArray(ids)}, ${`{${lowest.map((l) => (l === null ? 'NULL' : l)).join(',')}}`}::int[]) as v(id, lowest)
        where p.id = v.id and p.price_lowest_30d_minor is distinct from v.lowest`,
  );
}
