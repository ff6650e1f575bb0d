import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit-service';
import { requests, orders, reviews, users } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { moveRating } from '../reviews/review-aggregates';

/** What happens to a deleted account's reviews (the shop setting `deleted_account_reviews`). */
export type DeletedAccountReviews = 'anonymise' | 'unpublish';

/** The audit row's "who" for a shopper's own deletion: no staff member did it. */
export const SHOPPER_ACTOR: Actor = { id: null, email: '(shopper)' };

/**
 * Erases an account (GDPR art. 17; docs/rules.md#own-data), in the caller's transaction:
 * - its orders keep their lines, amounts, VAT, payment and the invoice's company and NIP (the
 *   shop's books must keep them), and lose name, e-mail, phone, addresses and the comment;
 * - its customization requests lose name, e-mail and phone;
 * - its reviews are anonymised (kept, with no author) or unpublished, as the shop set;
 * - the users row goes, and with it (cascades) every refresh token, the cart, wish list,
 *   comparison, one-time codes and back-in-stock subscriptions; an access token still in a
 *   browser names no user any more and is refused (decision 013).
 */
export async function eraseAccount(
  tx: Executor,
  userId: string,
  reviewsPolicy: DeletedAccountReviews,
): Promise<{ orders: number; reviews: number }> {
  const erased = await tx
    .update(orders)
    .set({
      name: '',
      surname: null,
      email: null,
      phone: '',
      address: null,
      deliveryAddress: null,
      comment: null,
      invoice: sql`case when ${orders.invoice} is null then null else jsonb_build_object('company', ${orders.invoice}->'company', 'nip', ${orders.invoice}->'nip', 'street', '', 'postal_code', '', 'city', '') end`,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  await tx
    .update(requests)
    .set({ name: '', email: '', phone: null })
    .where(eq(requests.userId, userId));
  const own = await tx
    .select({
      id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      status: reviews.status,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  if (reviewsPolicy === 'unpublish' && own.length) {
    for (const r of own) {
      if (r.status === 'published') await moveRating(tx, r.productId, -1, r.rating);
    }
    await tx
      .update(reviews)
      .set({ status: 'rejected', rejectReason: 'account_deleted', updatedAt: sql`now()` })
      .where(and(eq(reviews.userId, userId), inArray(reviews.status, ['published', 'pending'])));
  }
  // reviews.user_id is set null by the foreign key: the review stays, without its author.
  await tx.delete(users).where(eq(users.id, userId));
  return { orders: erased.length, reviews: own.length };
}
