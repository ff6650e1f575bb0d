import { promotions } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

let seq = 0;

/** A promo code (10% off the whole cart, no limits, active) with overrides; answers the row. */
export async function createPromotion(
  db: Db,
  o: Partial<typeof promotions.$inferInsert> = {},
): Promise<typeof promotions.$inferSelect> {
  const [row] = await db
    .insert(promotions)
    .values({ code: `CODE${Date.now() % 100_000}X${++seq}`, kind: 'percent', value: 10, ...o })
    .returning();
  return row!;
}
