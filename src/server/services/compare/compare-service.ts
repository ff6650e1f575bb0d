import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { MAX_COMPARE_PRODUCTS, type CompareData } from '#contracts/compare';
import { notFound, validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import { compareItems, compareSessions, products } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import { loadProductAttributes } from '../catalog/product-attributes';
import { productColumns, productJoins, productRow, toProduct } from '../catalog/product-query';

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
    const result = await rows(
      db,
      sql`select ${productColumns} ${productJoins(locale)}
          join compare_items ci on ci.product_id = p.id
          where ci.session_id = ${sessionId} and p.published
          order by ci.position, p.id`,
      productRow,
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
  const touch = async (tx: Executor, sessionId: string) =>
    (
      await tx
        .update(compareSessions)
        .set({ updatedAt: sql`now()` })
        .where(eq(compareSessions.id, sessionId))
        .returning({ id: compareSessions.id })
    ).length > 0;

  const create = async (tx: Executor): Promise<string> => {
    await tx.delete(compareSessions).where(
      inArray(
        compareSessions.id,
        tx
          .select({ id: compareSessions.id })
          .from(compareSessions)
          .where(
            lt(
              compareSessions.updatedAt,
              sql`now() - make_interval(days => ${COMPARE_SESSION_DAYS})`,
            ),
          )
          .limit(PURGE_BATCH),
      ),
    );
    const [row] = await tx.insert(compareSessions).values({}).returning({ id: compareSessions.id });
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
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.published, true)));
        if (!product) throw notFound('product_not_found', 'Product not found');
        const session = sessionId && (await touch(tx, sessionId)) ? sessionId : await create(tx);
        const [state] = await tx
          .select({
            present: sql<boolean>`coalesce(bool_or(${compareItems.productId} = ${productId}), false)`,
            shown: sql<number>`count(*) filter (where ${products.published})::int`,
            next: sql<number>`coalesce(max(${compareItems.position}) + 1, 0)::int`,
          })
          .from(compareItems)
          .innerJoin(products, eq(products.id, compareItems.productId))
          .where(eq(compareItems.sessionId, session));
        if (state?.present) return session;
        if ((state?.shown ?? 0) >= MAX_COMPARE_PRODUCTS) {
          throw validation(
            { product: ['compare.full'] },
            'compare_full',
            `At most ${MAX_COMPARE_PRODUCTS} products can be compared`,
          );
        }
        await tx
          .insert(compareItems)
          .values({ sessionId: session, productId, position: state?.next ?? 0 })
          .onConflictDoNothing();
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
        await tx
          .delete(compareItems)
          .where(and(eq(compareItems.sessionId, sessionId), eq(compareItems.productId, productId)));
        return true;
      });
      return { alive, data: alive ? await load(sessionId, locale) : empty() };
    },

    /** Ends the session (its items go with it): the next add starts a new one. */
    async clear(sessionId: string | null): Promise<CompareData> {
      if (sessionId) await db.delete(compareSessions).where(eq(compareSessions.id, sessionId));
      return empty();
    },
  };
}

export type CompareList = ReturnType<typeof createCompareList>;
