import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_CART_LINES, type CartResponse } from '#contracts/cart';
import { MAX_LINE_COUNT, type CartEntry } from '#domain/cart/cart-math';
import { unauthenticated, validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { anyId } from '#server/db/operators';
import { rows } from '#server/db/rows';
import { cartLines, carts, products } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import { resolveLocale } from '#server/services/shared/user-locale';
import { checkEntries, loadCart, userCartSource } from './cart-lines';

/**
 * The server cart of a logged-in user (docs/rules.md#cart). Every write runs in one transaction
 * that first locks the user's `carts` row, so concurrent writes to one cart apply one after
 * another, each whole: 20 tabs setting counts at once leave exactly one of the states they asked
 * for, never a mix. A write that fails (unknown product, too many lines) changes nothing.
 */
export function createUserCart(db: Db) {
  /** Rows to insert, in the entries' order: a multi-row insert numbers `added_seq` in it. */
  const lines = (cartId: number, entries: readonly CartEntry[]) =>
    entries.map((e) => ({ cartId, productId: e.id, count: e.count }));

  const publishedIds = (tx: Executor, ids: readonly number[]) =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(anyId(products.id, ids), eq(products.published, true)));

  /**
   * Creates the cart on first use and locks it for the rest of the transaction (an upsert that
   * updates takes the row lock, also when two first writes race). A token of a deleted account
   * finds no user: 401, as everywhere else.
   */
  async function lockCart(tx: Executor, userId: string): Promise<number> {
    // Raw: an insert from a select (no row for an unknown user) that upserts (decision 021).
    const [cart] = await rows(
      tx,
      sql`insert into carts (user_id) select id from users where id = ${userId}
          on conflict (user_id) do update set updated_at = now()
          returning id`,
      z.object({ id: z.number() }),
    );
    if (!cart) throw unauthenticated('token_invalid', 'Unknown user');
    return cart.id;
  }

  async function assertLineCap(tx: Executor, cartId: number) {
    if ((await tx.$count(cartLines, eq(cartLines.cartId, cartId))) > MAX_CART_LINES) {
      throw validation({ cart: ['cart.too_many_lines'] }, 'cart_too_many_lines');
    }
  }

  /**
   * The lines of the body that add (count > 0) a product that is not published, as the 422
   * field map: `cart.{i}.id` with `i` the line's index in the body, removals included.
   */
  async function unknownProducts(tx: Executor, entries: readonly CartEntry[]) {
    const ids = entries.filter((e) => e.count > 0).map((e) => e.id);
    const found = await publishedIds(tx, ids);
    const known = new Set(found.map((r) => r.id));
    const fields: Record<string, string[]> = {};
    entries.forEach((e, i) => {
      if (e.count > 0 && !known.has(e.id)) fields[`cart.${i}.id`] = ['product.not_found'];
    });
    return Object.keys(fields).length ? fields : null;
  }

  return {
    /** The cart with current prices; an empty one when the user has none yet. */
    async get(userId: string, locale?: Locale): Promise<CartResponse> {
      return loadCart(db, await resolveLocale(db, locale, userId), userCartSource(userId));
    },

    /**
     * `cart/add`: each listed product's line gets exactly that count; 0 removes the line. Adding
     * an unknown or unpublished product is refused (422 `product_unavailable`, field
     * `cart.{i}.id`); removing one is always allowed, so a line whose product was unpublished
     * can still be deleted. Out of stock is allowed: the line shows `empty`.
     */
    async set(
      userId: string,
      entries: readonly CartEntry[],
      locale?: Locale,
    ): Promise<CartResponse> {
      const lang = await resolveLocale(db, locale, userId);
      return db.transaction(async (tx) => {
        const cartId = await lockCart(tx, userId);
        const adds = entries.filter((e) => e.count > 0);
        const removes = entries.filter((e) => e.count === 0).map((e) => e.id);
        if (adds.length) {
          const unknown = await unknownProducts(tx, entries);
          if (unknown) throw validation(unknown, 'product_unavailable');
          await tx
            .insert(cartLines)
            .values(lines(cartId, adds))
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.productId],
              set: { count: sql`excluded.count` },
            });
        }
        if (removes.length) {
          await tx
            .delete(cartLines)
            .where(and(eq(cartLines.cartId, cartId), anyId(cartLines.productId, removes)));
        }
        await assertLineCap(tx, cartId);
        return loadCart(tx, lang, userCartSource(userId));
      });
    },

    /**
     * `cart/combine` after login: the guest's counts are added to the server's, each line capped
     * at 99. Guest lines of products the shop no longer sells (unknown or unpublished ids, left
     * in browser storage) are dropped rather than failing the whole merge, which would lose the
     * rest of the guest cart; out-of-stock ones are kept and show `empty`. Past 100 lines: 422
     * `cart_too_many_lines` and nothing merged.
     */
    async combine(
      userId: string,
      entries: readonly CartEntry[],
      locale?: Locale,
    ): Promise<CartResponse> {
      const lang = await resolveLocale(db, locale, userId);
      return db.transaction(async (tx) => {
        const cartId = await lockCart(tx, userId);
        const published = new Set(
          (
            await publishedIds(
              tx,
              entries.map((e) => e.id),
            )
          ).map((r) => r.id),
        );
        const kept = entries.filter((e) => published.has(e.id));
        if (kept.length) {
          await tx
            .insert(cartLines)
            .values(lines(cartId, kept))
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.productId],
              set: {
                count: sql`least(${cartLines.count} + excluded.count, ${MAX_LINE_COUNT}::int)`,
              },
            });
        }
        await assertLineCap(tx, cartId);
        return loadCart(tx, lang, userCartSource(userId));
      });
    },

    /** Empties the cart (DELETE); under the cart's lock, so it never interleaves with a write. */
    async clear(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [cart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.userId, userId))
          .for('update');
        if (cart) await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
      });
    },

    /** `cart/check/products` (guests too): see checkEntries. */
    check: (entries: readonly CartEntry[]) => checkEntries(db, entries),
  };
}

export type UserCart = ReturnType<typeof createUserCart>;
