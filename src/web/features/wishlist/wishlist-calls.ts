import { API, apiPath } from '../../../contracts/api-paths';
import type { WishList } from '../../../contracts/wishlist';
import type { Locale } from '../../../domain/locale';
import { api } from '../../lib/api';
import { pageLocale } from '../../lib/page-locale';

// Failures never raise the error popup; the store shows a gentle notice (docs/rules.md#errors).
const quiet = { popup: false } as const;

/** The wish list calls (docs/rules.md#calls); each change answers with the whole list. */
export function createWishlistCalls(
  client: Pick<typeof api, 'get' | 'post' | 'put'>,
  locale: () => Locale,
) {
  const inLocale = () => ({ locale: locale() });
  return {
    get: () => client.get<WishList>(apiPath(API.wishlist, {}, inLocale()), quiet),
    add: (id: number) =>
      client.post<WishList | undefined>(
        apiPath(API.wishlistAdd, { id }, inLocale()),
        undefined,
        quiet,
      ),
    remove: (id: number) =>
      client.put<WishList | undefined>(
        apiPath(API.wishlistDelete, { id }, inLocale()),
        undefined,
        quiet,
      ),
  };
}

export type WishlistCalls = ReturnType<typeof createWishlistCalls>;

export const wishlistCalls = createWishlistCalls(api, pageLocale);
