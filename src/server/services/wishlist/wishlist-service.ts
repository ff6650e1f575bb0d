import { and, count, eq, sql } from 'drizzle-orm';
import type { Product } from '#contracts/catalog';
import { MAX_WISH_LIST_ITEMS } from '#contracts/wishlist';
import { notFound, unauthenticated, validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import { products, users, wishlistItems } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { productColumns, productJoins, productRow, toProduct } from '../catalog/product-query';
import { resolveLocale } from '#server/services/shared/user-locale';

/**
 * A logged-in user's wish list. Every call takes the user id from the verified access token, so
 * one user can never name another's list. Unpublished products stay in the table (they come back
 * if the shop republishes them) but are neither shown nor counted against the cap.
 */
export function createWishlistService(db: Db) {
  /**
   * The list in the language asked for, else the user's preferred one (shared with the cart:
   * user-locale.ts; a token of a deleted account is 401 there).
   */
  const list = async (userId: string, requested?: Locale): Promise<Product[]> => {
    const locale = await resolveLocale(db, requested, userId);
    const result = await rows(
      db,
      sql`select ${productColumns} ${productJoins(locale)}
          join wishlist_items w on w.product_id = p.id
          where w.user_id = ${userId} and p.published
          order by w.created_at desc, p.id desc`,
      productRow,
    );
    return result.map((r) => toProduct(r, locale));
  };

  return {
    list,

    /** Adds a published product; adding one already there changes nothing (not even its order). */
    async add(userId: string, productId: number, locale?: Locale): Promise<Product[]> {
      await db.transaction(async (tx) => {
        // Locking the user row serializes two tabs adding at once, so the cap holds. `no key
        // update`: the lock foreign-key checks take (`key share`) still passes, so the user's
        // logins, carts and orders do not wait for a wish-list write.
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        if (!user) throw unauthenticated('unauthenticated', 'Log in first');
        const [product] = await tx
          .select({ published: products.published })
          .from(products)
          .where(eq(products.id, productId));
        if (!product?.published) throw notFound('product_not_found', 'Product not found');
        const mine = eq(wishlistItems.userId, userId);
        const [present] = await tx
          .select({ productId: wishlistItems.productId })
          .from(wishlistItems)
          .where(and(mine, eq(wishlistItems.productId, productId)));
        if (present) return;
        const [listed] = await tx
          .select({ shown: count() })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(and(mine, eq(products.published, true)));
        if ((listed?.shown ?? 0) >= MAX_WISH_LIST_ITEMS) {
          throw validation(
            { id: ['wish_list.full'] },
            'wish_list_full',
            `A wish list holds at most ${MAX_WISH_LIST_ITEMS} products`,
          );
        }
        await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      });
      return list(userId, locale);
    },

    /** Removing a product that is not on the list is not an error: the answer is the list. */
    async remove(userId: string, productId: number, locale?: Locale): Promise<Product[]> {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
      return list(userId, locale);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
