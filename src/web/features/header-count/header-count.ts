import type { HeaderCount } from '../../../contracts/cart';
import { api } from '../../lib/api';

let pending: Promise<HeaderCount | null> | null = null;

/**
 * The header's numbers (`header/products/count`): one call per page, shared by the cart, wish
 * list and compare stores, which seed their badges from it without loading their lists. Null
 * when it failed (spec 8: logged and swallowed; the badges then show what the stores know).
 */
export function headerCounts(): Promise<HeaderCount | null> {
  pending ??= api
    .get<HeaderCount>('/api/client/header/products/count', { popup: false })
    .catch((error: unknown) => {
      console.warn('header count failed', error);
      return null;
    });
  return pending;
}

/** After a login or logout the numbers belong to someone else: ask again next time. */
export function forgetHeaderCounts(): void {
  pending = null;
}
