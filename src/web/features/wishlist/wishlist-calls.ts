import { API, apiPath } from '../../../contracts/api-paths';
import type { WishList } from '../../../contracts/wishlist';
import type { Locale } from '../../../domain/locale';
import { api } from '../../lib/api';
import { pageLocale } from '../../lib/page-locale';

type Client = Pick<typeof api, 'get' | 'post' | 'put'>;
// Failures never raise the error popup; the store shows a gentle notice (docs/rules.md#errors).
const quiet = { popup: false } as const;
// The contract (and zod) loads with the first call, not with the page (docs/decisions/032-one-way-browser-side.md).
const list = async () => (await import('../../../contracts/wishlist')).wishListResponse;
const answer = { ...quiet, schema: list };
const maybeAnswer = { ...quiet, schema: async () => (await list()).optional() };

/** The wish list calls (docs/rules.md#calls); a change answers with the list, or nothing (204). */
export function createWishlistCalls(client: Client, locale: () => Locale) {
  const at = (path: typeof API.wishlistAdd | typeof API.wishlistDelete, id: number) =>
    apiPath(path, { id }, { locale: locale() });
  return {
    get: () => client.get<WishList>(apiPath(API.wishlist, {}, { locale: locale() }), answer),
    add: (id: number) =>
      client.post<WishList | undefined>(at(API.wishlistAdd, id), undefined, maybeAnswer),
    remove: (id: number) =>
      client.put<WishList | undefined>(at(API.wishlistDelete, id), undefined, maybeAnswer),
  };
}

export type WishlistCalls = ReturnType<typeof createWishlistCalls>;

export const wishlistCalls = createWishlistCalls(api, pageLocale);
