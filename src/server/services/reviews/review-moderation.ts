import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import type { AdminReview, AdminReviewList, AdminReviewPatch } from '#contracts/admin/reviews';
import type { ReviewStatusValue } from '#contracts/reviews';
import { notFound } from '#domain/errors';
import { productTranslations, reviews, users } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { CatalogChange } from '../catalog-changes/index';
import type { Actor, Audit } from '../audit/index';
import { moveRating } from './review-aggregates';
import { authorName, isoTime } from './review-list';

const PAGE_SIZE = 50;

export interface ModerationDeps {
  db: Db;
  audit: Audit;
  changed: (change: CatalogChange) => void;
}

/**
 * The back office's side of reviews: the queue by status and the publish/reject decision. Each
 * decision writes its audit row and moves the product's rating in one transaction.
 */
export function createReviewModeration({ db, audit, changed }: ModerationDeps) {
  return {
    /** Pending ones oldest first (a queue, fair to who waited longest); the others newest first. */
    async list(status: ReviewStatusValue, page: number): Promise<AdminReviewList> {
      const where = eq(reviews.status, status);
      const order =
        status === 'pending'
          ? [asc(reviews.createdAt), asc(reviews.id)]
          : [desc(reviews.updatedAt), desc(reviews.id)];
      const [items, [total]] = await Promise.all([
        db
          .select({
            review: reviews,
            name: users.name,
            surname: users.surname,
            email: users.email,
            productTitle: productTranslations.title,
          })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.userId))
          .leftJoin(
            productTranslations,
            and(
              eq(productTranslations.productId, reviews.productId),
              eq(productTranslations.locale, 'pl'),
            ),
          )
          .where(where)
          .orderBy(...order)
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return {
        items: items.map((r): AdminReview => ({
          id: r.review.id,
          product_id: r.review.productId,
          product_title: r.productTitle ?? `#${r.review.productId}`,
          rating: r.review.rating,
          title: r.review.title,
          body: r.review.body,
          author: authorName(r.name, r.surname),
          author_email: r.email ?? '',
          locale: r.review.locale,
          status: r.review.status,
          reject_reason: r.review.rejectReason,
          verified: r.review.verified,
          helpful: r.review.helpfulCount,
          created_at: isoTime(r.review.createdAt),
          updated_at: isoTime(r.review.updatedAt),
        })),
        total: total?.n ?? 0,
        limit: PAGE_SIZE,
      };
    },

    /** Publish or reject (with a reason). Deciding the same again changes nothing but the reason. */
    async decide(actor: Actor, id: number, patch: AdminReviewPatch) {
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
        if (!before) throw notFound('review_not_found', 'Review not found');
        const reason = patch.status === 'rejected' ? patch.reason : null;
        await tx
          .update(reviews)
          .set({ status: patch.status, rejectReason: reason, updatedAt: sql`now()` })
          .where(eq(reviews.id, id));
        if (before.status !== 'published' && patch.status === 'published')
          await moveRating(tx, before.productId, 1, before.rating);
        if (before.status === 'published' && patch.status !== 'published')
          await moveRating(tx, before.productId, -1, before.rating);
        await audit.record(tx, actor, {
          action: patch.status === 'published' ? 'review.publish' : 'review.reject',
          entity: 'review',
          entityId: id,
          before: { status: before.status, reject_reason: before.rejectReason },
          after: { status: patch.status, reject_reason: reason },
        });
        return { productId: before.productId, was: before.status };
      });
      // Only a change of what shoppers see drops the product's cached pages.
      if ((result.was === 'published') !== (patch.status === 'published'))
        changed({ products: [result.productId], reason: 'review' });
      return { id, status: patch.status };
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
