import { sql } from 'drizzle-orm';
import type { Product } from '../../../contracts/catalog';
import { MAX_WISH_LIST_ITEMS } from '../../../contracts/wishlist';
import { notFound, unauthenticated, validation } from '../../../domain/errors';
import type { Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import {
  productColumns,
  productJoins,
  toProduct,
  type ProductRow,
} from '../catalog/product-query.js';
import { resolveLocale } from '../user-locale.js';

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
    const result = await rows<ProductRow>(
      db,
      sql`select ${productColumns} ${productJoins(locale)}
          join wishlist_items w on w.product_id = p.id
          where w.user_id = ${userId} and p.published
          order by w.created_at desc, p.id desc`,
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
        const [user] = await rows<{ id: string }>(
          tx,
          sql`select id from users where id = ${userId} for no key update`,
        );
        if (!user) throw unauthenticated('unauthenticated', 'Log in first');
        const [state] = await rows<{ published: boolean | null; present: boolean; shown: number }>(
          tx,
          sql`select
                (select published from products where id = ${productId}) as published,
                exists(select 1 from wishlist_items
                       where user_id = ${userId} and product_id = ${productId}) as present,
                (select count(*)::int from wishlist_items w join products p on p.id = w.product_id
                 where w.user_id = ${userId} and p.published) as shown`,
        );
        if (!state?.published) throw notFound('product_not_found', 'Product not found');
        if (state.present) return;
        if (state.shown >= MAX_WISH_LIST_ITEMS) {
          throw validation(
            { id: ['wish_list.full'] },
            'wish_list_full',
            `A wish list holds at most ${MAX_WISH_LIST_ITEMS} products`,
          );
        }
        await tx.execute(
          sql`insert into wishlist_items (user_id, product_id) values (${userId}, ${productId})
              on conflict do nothing`,
        );
      });
      return list(userId, locale);
    },

    /** Removing a product that is not on the list is not an error: the answer is the list. */
    async remove(userId: string, productId: number, locale?: Locale): Promise<Product[]> {
      await db.execute(
        sql`delete from wishlist_items where user_id = ${userId} and product_id = ${productId}`,
      );
      return list(userId, locale);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
