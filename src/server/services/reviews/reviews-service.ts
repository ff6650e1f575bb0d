import { and, eq, ne, sql } from 'drizzle-orm';
import type { CatalogChange } from '../catalog-changes/index';
import type { MyReview, ReviewListQuery } from '#contracts/reviews';
import { conflict, forbidden, notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { orderLines, orders, products, reviews, reviewVotes } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { SettingsService } from '../settings/index';
import { moveRating } from './review-aggregates';
import { resolveLocale } from '#server/services/shared/user-locale';
import { listReviews } from './review-list';

/** A validated body (the contract's schema has trimmed and bounded it). */
export interface ReviewInput {
  rating: number;
  title: string | null;
  body: string;
}

export interface ReviewsDeps {
  db: Db;
  settings: SettingsService;
  /** Drops the product's cached pages after a change that shoppers see (a published review). */
  changed: (change: CatalogChange) => void;
}

const reviewNotFound = () => notFound('review_not_found', 'Review not found');

/**
 * Shoppers' reviews: one per shopper and product, written in the shop's language of the moment,
 * moderated before they show unless the shop publishes verified purchases at once. Every status
 * or rating change moves the product's kept count and sum in the same transaction.
 */
export function createReviewsService({ db, settings, changed }: ReviewsDeps) {
  /** Bought it: an order of this shopper with the product that was not cancelled. */
  const hasBought = async (tx: Executor, userId: string, productId: number) => {
    const [bought] = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orderLines.productId, productId),
          ne(orders.status, 'cancelled'),
        ),
      )
      .limit(1);
    return bought !== undefined;
  };

  /** Published at once only for a verified purchase, and only when the shop says so. */
  const statusFor = async (tx: Executor, verified: boolean) =>
    verified && (await settings.get('reviews_auto_publish_verified', tx))
      ? ('published' as const)
      : ('pending' as const);

  /** The shopper's own review, locked for the change (another's is 404: it names nothing). */
  const own = async (tx: Executor, userId: string, id: number) => {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
      .for('update');
    if (!row) throw reviewNotFound();
    return row;
  };

  return {
    list: (productId: number, query: ReviewListQuery) => listReviews(db, productId, query),

    /** The form's state: the shopper's review of the product and their helpful votes on it. */
    async mine(userId: string, productId: number): Promise<MyReview> {
      const [review] = await db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          title: reviews.title,
          body: reviews.body,
          status: reviews.status,
        })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
      const votes = await db
        .select({ id: reviewVotes.reviewId })
        .from(reviewVotes)
        .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
        .where(and(eq(reviewVotes.userId, userId), eq(reviews.productId, productId)));
      return { review: review ?? null, voted: votes.map((v) => v.id) };
    },

    async create(userId: string, productId: number, asked: Locale | undefined, input: ReviewInput) {
      const result = await db.transaction(async (tx) => {
        // Also the check that the token's account still exists (401, not a foreign-key failure).
        const locale = await resolveLocale(tx, asked, userId);
        const [product] = await tx
          .select({ published: products.published })
          .from(products)
          .where(eq(products.id, productId));
        if (!product?.published) throw notFound('product_not_found', 'Product not found');
        const verified = await hasBought(tx, userId, productId);
        const status = await statusFor(tx, verified);
        // The unique (user, product) index decides a race between two tabs: the loser gets 409.
        const [row] = await tx
          .insert(reviews)
          .values({ productId, userId, locale, ...input, verified, status })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!row) throw conflict('review_exists', 'You have already reviewed this product');
        if (status === 'published') await moveRating(tx, productId, 1, input.rating);
        return { id: row.id, status };
      });
      if (result.status === 'published') changed({ products: [productId], reason: 'review' });
      return result;
    },

    /** An edit goes back to moderation (or straight out again for an auto-published purchase). */
    async update(userId: string, id: number, input: ReviewInput) {
      const result = await db.transaction(async (tx) => {
        const before = await own(tx, userId, id);
        const verified = await hasBought(tx, userId, before.productId);
        const status = await statusFor(tx, verified);
        if (before.status === 'published')
          await moveRating(tx, before.productId, -1, before.rating);
        await tx
          .update(reviews)
          .set({ ...input, verified, status, rejectReason: null, updatedAt: sql`now()` })
          .where(eq(reviews.id, id));
        if (status === 'published') await moveRating(tx, before.productId, 1, input.rating);
        return { id, status, productId: before.productId, was: before.status };
      });
      if (result.was === 'published' || result.status === 'published') {
        changed({ products: [result.productId], reason: 'review' });
      }
      return { id: result.id, status: result.status };
    },

    async remove(userId: string, id: number): Promise<void> {
      const before = await db.transaction(async (tx) => {
        const row = await own(tx, userId, id);
        await tx.delete(reviews).where(eq(reviews.id, id));
        if (row.status === 'published') await moveRating(tx, row.productId, -1, row.rating);
        return row;
      });
      if (before.status === 'published')
        changed({ products: [before.productId], reason: 'review' });
    },

    /**
     * One "helpful" per shopper and published review; a second one changes nothing. Never on
     * one's own review (403). The count is kept on the review, so sorting by it stays an index read.
     */
    async helpful(userId: string, id: number): Promise<{ helpful: number }> {
      return db.transaction(async (tx) => {
        await resolveLocale(tx, undefined, userId);
        const [review] = await tx
          .select({ userId: reviews.userId, helpful: reviews.helpfulCount })
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.status, 'published')))
          .for('update');
        if (!review) throw reviewNotFound();
        if (review.userId === userId)
          throw forbidden('own_review', 'You cannot vote for your own review');
        const [vote] = await tx
          .insert(reviewVotes)
          .values({ reviewId: id, userId })
          .onConflictDoNothing()
          .returning({ id: reviewVotes.reviewId });
        if (!vote) return { helpful: review.helpful };
        const [after] = await tx
          .update(reviews)
          .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
          .where(eq(reviews.id, id))
          .returning({ helpful: reviews.helpfulCount });
        return { helpful: after!.helpful };
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
