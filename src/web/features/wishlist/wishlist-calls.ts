import { API, apiPath } from '#contracts/api-paths';
import type { WishList } from '#contracts/wishlist';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { pageLocale } from '#web/lib/page-locale';

type Client = Pick<typeof api, 'get' | 'post' | 'put'>;
// Failures never raise the error popup; the store shows a gentle notice (docs/rules.md#errors).
const quiet = { popup: false } as const;
const list = { ...quiet, schema: answer('wishListResponse') };
const maybeList = { ...quiet, schema: answer('wishListResponse', (s) => s.optional()) };

/** The wish list calls (docs/rules.md#calls); a change answers with the list, or nothing (204). */
export function createWishlistCalls(client: Client, locale: () => Locale) {
  const at = (path: typeof API.wishlistAdd | typeof API.wishlistDelete, id: number) =>
    apiPath(path, { id }, { locale: locale() });
  return {
    get: () => client.get<WishList>(apiPath(API.wishlist, {}, { locale: locale() }), list),
    add: (id: number) =>
      client.post<WishList | undefined>(at(API.wishlistAdd, id), undefined, maybeList),
    remove: (id: number) =>
      client.put<WishList | undefined>(at(API.wishlistDelete, id), undefined, maybeList),
  };
}

export type WishlistCalls = ReturnType<typeof createWishlistCalls>;

export const wishlistCalls = createWishlistCalls(api, pageLocale);
