import { sql } from 'drizzle-orm';
import { MAX_COMPARE_PRODUCTS, type CompareData } from '../../../contracts/compare';
import { notFound, validation } from '../../../domain/errors';
import type { Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { loadProductAttributes } from '../catalog/product-attributes.js';
import {
  productColumns,
  productJoins,
  toProduct,
  type ProductRow,
} from '../catalog/product-query.js';

/**
 * A session untouched this long is dropped; the cookie lives as long and is renewed with every
 * change, so both end together.
 */
export const COMPARE_SESSION_DAYS = 30;
/** Old sessions removed per new session: the clean-up stays small and needs no scheduler. */
const PURGE_BATCH = 100;

/** A fresh object each time: answers are handed to the serializer and must not share state. */
const empty = (): CompareData => ({ products: [], url: '/' });

/**
 * The compare list of one browser, keyed by the session id its cookie names (guests too). The
 * caller passes a session id only after checking the cookie's signature (compare-token.ts).
 * Unpublished products stay in the table but are neither shown nor counted against the cap.
 */
export function createCompareList(db: Db) {
  const load = async (sessionId: string | null, locale: Locale): Promise<CompareData> => {
    if (!sessionId) return empty();
    const result = await rows<ProductRow>(
      db,
      sql`select ${productColumns} ${productJoins(locale)}
          join compare_items ci on ci.product_id = p.id
          where ci.session_id = ${sessionId} and p.published
          order by ci.position, p.id`,
    );
    if (result.length === 0) return empty();
    const attributes = await loadProductAttributes(
      db,
      locale,
      result.map((r) => r.id),
    );
    return {
      products: result.map((r) => ({
        ...toProduct(r, locale),
        // One row per attribute; several values read as one cell of the compare table.
        attributes: (attributes.get(r.id) ?? []).map((a) => ({
          key: a.key,
          name: a.label,
          value: a.values.join(', '),
        })),
      })),
      url: `/${locale}/compare`,
    };
  };

  /** Marks the session as used and locks it for this transaction; false when it is gone. */
  const touch = async (tx: Db, sessionId: string) =>
    (
      await rows<{ id: string }>(
        tx,
        sql`update compare_sessions set updated_at = now() where id = ${sessionId} returning id`,
      )
    ).length > 0;

  const create = async (tx: Db): Promise<string> => {
    await tx.execute(
      sql`delete from compare_sessions where id in (
            select id from compare_sessions
            where updated_at < now() - make_interval(days => ${COMPARE_SESSION_DAYS})
            limit ${PURGE_BATCH})`,
    );
    const [row] = await rows<{ id: string }>(
      tx,
      sql`insert into compare_sessions default values returning id`,
    );
    return row!.id;
  };

  return {
    get: load,

    /**
     * Adds a published product at the end of the list, creating the session on the first add
     * (a visitor who never compares leaves no row). An already compared product is ignored.
     * A full list is refused rather than silently losing a product the shopper chose.
     */
    async add(
      sessionId: string | null,
      productId: number,
      locale: Locale,
    ): Promise<{ sessionId: string; data: CompareData }> {
      const id = await db.transaction(async (tx) => {
        const [product] = await rows<{ id: number }>(
          tx,
          sql`select id from products where id = ${productId} and published`,
        );
        if (!product) throw notFound('product_not_found', 'Product not found');
        const session = sessionId && (await touch(tx, sessionId)) ? sessionId : await create(tx);
        const [state] = await rows<{ present: boolean; shown: number; next: number }>(
          tx,
          sql`select coalesce(bool_or(ci.product_id = ${productId}), false) as present,
                count(*) filter (where p.published)::int as shown,
                coalesce(max(ci.position) + 1, 0)::int as next
              from compare_items ci join products p on p.id = ci.product_id
              where ci.session_id = ${session}`,
        );
        if (state?.present) return session;
        if ((state?.shown ?? 0) >= MAX_COMPARE_PRODUCTS) {
          throw validation(
            { product: ['compare.full'] },
            'compare_full',
            `At most ${MAX_COMPARE_PRODUCTS} products can be compared`,
          );
        }
        await tx.execute(
          sql`insert into compare_items (session_id, product_id, position)
              values (${session}, ${productId}, ${state?.next ?? 0}) on conflict do nothing`,
        );
        return session;
      });
      return { sessionId: id, data: await load(id, locale) };
    },

    /**
     * Removes a product; one not on the list changes nothing. `alive` is false when the cookie's
     * session no longer exists (expired), so the caller can drop the cookie.
     */
    async remove(
      sessionId: string | null,
      productId: number,
      locale: Locale,
    ): Promise<{ alive: boolean; data: CompareData }> {
      if (!sessionId) return { alive: false, data: empty() };
      const alive = await db.transaction(async (tx) => {
        if (!(await touch(tx, sessionId))) return false;
        await tx.execute(
          sql`delete from compare_items where session_id = ${sessionId} and product_id = ${productId}`,
        );
        return true;
      });
      return { alive, data: alive ? await load(sessionId, locale) : empty() };
    },

    /** Ends the session (its items go with it): the next add starts a new one. */
    async clear(sessionId: string | null): Promise<CompareData> {
      if (sessionId) await db.execute(sql`delete from compare_sessions where id = ${sessionId}`);
      return empty();
    },
  };
}

export type CompareList = ReturnType<typeof createCompareList>;
