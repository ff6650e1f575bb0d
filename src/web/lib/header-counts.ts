import { API, apiPath } from '#contracts/api-paths';
import type { HeaderCount } from '#contracts/cart';
import { api } from './api';

let pending: Promise<HeaderCount | null> | null = null;

/**
 * The header's numbers: one call per page, shared by the cart, wish list and compare lists,
 * which seed their badges from it without loading themselves (docs/rules.md#header-counts).
 * Null when it failed: logged and swallowed, the badges then show what the lists know.
 */
export function headerCounts(): Promise<HeaderCount | null> {
  pending ??= api
    .get<HeaderCount>(apiPath(API.headerCount, {}), { popup: false })
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
