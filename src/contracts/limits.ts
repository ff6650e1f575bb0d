/**
 * Limits the browser's stores check before they call the API. They live apart from the schemas
 * that enforce them (cart.ts, compare.ts re-export them) so that a page which needs only a number
 * does not load the schemas, nor zod.
 */

/** Most distinct products one cart (or one request) may hold: bounds the work of one call. */
export const MAX_CART_LINES = 100;

/** Most products one compare list holds: a table wider than this helps nobody. */
export const MAX_COMPARE_PRODUCTS = 8;
