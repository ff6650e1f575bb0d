import { z } from 'zod';
import { localeParam, productIdText, productSchema } from './catalog';

/** Most products one wish list holds: bounds the list call; no shopper keeps more in view. */
export const MAX_WISH_LIST_ITEMS = 200;

/** `{id}` of `wish_list/add/{id}` and `wish_list/delete/{id}`. */
export const wishListParams = z.object({ id: productIdText });

/**
 * The calls have no locale segment: `?locale=` (pl, en, ru) picks the language of titles and
 * addresses, else the user's preferred language (`PUT /api/client/user/locale`).
 */
export const wishListQuery = z.strictObject({ locale: localeParam.optional() });

/** `GET /api/client/wish_list` and both changes answer the whole list, newest first. */
export const wishListResponse = z.array(productSchema);
export type WishList = z.infer<typeof wishListResponse>;
