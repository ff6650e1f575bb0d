import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import { anyId } from '#server/db/operators';
import { rows } from '#server/db/rows';
import { products, productTranslations } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { productTextIn } from '../catalog/product-query';
import { entriesSource } from '../cart/cart-lines';

/** A line as sold: the title and unit price copied at this moment (order_lines). */
export interface SoldLine {
  id: number;
  title: string;
  count: number;
  unitPriceMinor: number;
  vatRate: number;
  fitsLocker: boolean;
  madeToOrder: boolean;
}

export type StockResult =
  | { ok: true; lines: SoldLine[]; soldOut: boolean }
  /** `missing`: no such product or not published; `short`: fewer in stock than asked. */
  | { ok: false; missing: number[]; short: number[] };

/**
 * Takes `entries` out of stock inside the caller's transaction, at the server's current prices.
 * The product rows are locked in id order (`for no key update`, which leaves foreign-key checks
 * of other carts alone), so two orders for the last item run one after the other and the
 * second sees the stock the first left; the id order keeps two multi-line orders from
 * deadlocking. The decrement is conditional too (`stock >= n`), so the stock can never go
 * below zero whatever a caller does. Nothing is changed unless every line can be sold.
 */
export async function takeStock(
  tx: Executor,
  locale: Locale,
  entries: readonly CartEntry[],
): Promise<StockResult> {
  const found = await tx
    .select({
      id: products.id,
      stock: products.stock,
      published: products.published,
      priceEffectiveMinor: products.priceEffectiveMinor,
      vatRate: products.vatRate,
      fitsLocker: products.fitsLocker,
      madeToOrder: products.madeToOrder,
      title: productTranslations.title,
    })
    .from(products)
    .innerJoin(productTranslations, productTextIn(locale))
    .where(
      anyId(
        products.id,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(products.id)
    .for('no key update', { of: products });
  const byId = new Map(found.map((r) => [r.id, r]));
  const missing = entries.filter((e) => !byId.get(e.id)?.published).map((e) => e.id);
  const short = entries
    .filter((e) => byId.get(e.id)?.published && byId.get(e.id)!.stock < e.count)
    .map((e) => e.id);
  if (missing.length || short.length) return { ok: false, missing, short };

  // One statement for every line: an update joined to the lines (raw, decision 021).
  const updated = await rows(
    tx,
    sql`update products p set stock = p.stock - x.count
        from (${entriesSource(entries)}) x
        where p.id = x.id and p.stock >= x.count
        returning p.id, p.stock`,
    z.object({ id: z.number(), stock: z.number() }),
  );
  // Cannot differ while the rows are locked; if it ever did, refusing is the safe answer.
  if (updated.length !== entries.length) {
    const taken = new Set(updated.map((r) => r.id));
    const lost = entries.filter((e) => !taken.has(e.id)).map((e) => e.id);
    throw new Error(`stock of products ${lost.join(', ')} changed under a lock`);
  }
  return {
    ok: true,
    soldOut: updated.some((r) => r.stock === 0),
    lines: entries.map((e) => {
      const product = byId.get(e.id)!;
      return {
        id: e.id,
        title: product.title,
        count: e.count,
        unitPriceMinor: product.priceEffectiveMinor,
        vatRate: product.vatRate,
        fitsLocker: product.fitsLocker,
        madeToOrder: product.madeToOrder,
      };
    }),
  };
}

/**
 * Puts every line of the order back on the shelf, in the caller's transaction: the one way stock
 * comes back (a cancel in the back office, an online payment that failed or timed out). Product
 * rows are locked in id order, as `takeStock` does. Returns the products whose stock changed.
 */
export async function returnStock(tx: Executor, orderId: number): Promise<number[]> {
  const returned = await rows(
    tx,
    sql`with back as (
          select product_id, sum(count)::int as n from order_lines
          where order_id = ${orderId} group by product_id
        ), locked as (
          select p.id from products p join back on back.product_id = p.id
          order by p.id for no key update of p
        )
        update products p set stock = p.stock + back.n
        from back where p.id = back.product_id and p.id in (select id from locked)
        returning p.id`,
    z.object({ id: z.number() }),
  );
  return returned.map((r) => r.id);
}

/**
 * Puts some units back on the shelf (goods a shopper sent back), in the caller's transaction,
 * rows locked in id order as everywhere else. The caller says how many of which product; the
 * order's own lines are not read, so a partial return restocks only what came back.
 */
export async function restockLines(
  tx: Executor,
  entries: ReadonlyArray<{ productId: number; count: number }>,
): Promise<number[]> {
  const back = entries.filter((e) => e.count > 0).map((e) => ({ id: e.productId, count: e.count }));
  if (back.length === 0) return [];
  const restocked = await rows(
    tx,
    sql`with back as (select id, sum(count)::int as n from (${entriesSource(back)}) x group by id),
        locked as (
          select p.id from products p join back on back.id = p.id
          order by p.id for no key update of p
        )
        update products p set stock = p.stock + back.n
        from back where p.id = back.id and p.id in (select id from locked)
        returning p.id`,
    z.object({ id: z.number() }),
  );
  return restocked.map((r) => r.id);
}
