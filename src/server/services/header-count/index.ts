import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HeaderCount } from '#contracts/cart';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';

const headerCountRow = z.object({
  cart: z.number(),
  wish_list: z.number(),
  compare: z.number(),
}) satisfies z.ZodType<HeaderCount>;

/**
 * The three header badges in one raw statement (this call comes with every page view; three
 * scalar subqueries are one round trip, decision 021).
 * - cart: the sum of the line counts of the user's server cart (two of one product show as 2,
 *   as shops count items); a guest's cart lives in browser storage, so 0 here.
 * - wish_list, compare: the products those lists show (published ones), so the badge and the
 *   list agree.
 * A null user or session matches no row, which makes its number 0.
 */
export function createHeaderCountService(db: Db) {
  return {
    async count(who: { userId: string | null; compareSessionId: string | null }) {
      const { userId, compareSessionId } = who;
      const [row] = await rows(
        db,
        sql`select
              (select coalesce(sum(l.count), 0)::int from carts c
               join cart_lines l on l.cart_id = c.id where c.user_id = ${userId}) as cart,
              (select count(*)::int from wishlist_items w join products p on p.id = w.product_id
               where w.user_id = ${userId} and p.published) as wish_list,
              (select count(*)::int from compare_items ci join products p on p.id = ci.product_id
               where ci.session_id = ${compareSessionId} and p.published) as compare`,
        headerCountRow,
      );
      return row ?? { cart: 0, wish_list: 0, compare: 0 };
    },
  };
}

export type HeaderCountService = ReturnType<typeof createHeaderCountService>;
