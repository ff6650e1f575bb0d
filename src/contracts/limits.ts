/**
 * Limits and choices the browser needs before it calls the API: the stores' limits, the review
 * list's page size and sorts. They live apart from the schemas that enforce them (cart.ts,
 * compare.ts, reviews.ts re-export them) so that a page which needs only a number does not load
 * the schemas, nor zod.
 */

/** Most distinct products one cart (or one request) may hold: bounds the work of one call. */
export const MAX_CART_LINES = 100;

/** Most products one compare list holds: a table wider than this helps nobody. */
export const MAX_COMPARE_PRODUCTS = 8;

/** Limits a shopper's review must keep (the form shows the same ones). */
export const REVIEW_TITLE_MAX = 150;
export const REVIEW_BODY_MAX = 5000;
/** Reviews per page of a product's list. */
export const REVIEWS_PAGE_SIZE = 10;

export const REVIEW_SORTS = ['newest', 'helpful', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
