import { eq, sql } from 'drizzle-orm';
import { products } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

/**
 * Moves a product's kept rating by one review: `+1` when a review becomes published, `-1` when a
 * published one leaves (edit, reject, delete). Always called in the transaction of that change,
 * so the count and sum never disagree with the published rows and listings never aggregate.
 */
export async function moveRating(
  tx: Executor,
  productId: number,
  direction: 1 | -1,
  rating: number,
): Promise<void> {
  await tx
    .update(products)
    .set({
      ratingCount: sql`${products.ratingCount} + ${direction}`,
      ratingSum: sql`${products.ratingSum} + ${direction * rating}`,
    })
    .where(eq(products.id, productId));
}
