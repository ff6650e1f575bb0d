import { z } from 'zod';
import { productSchema } from './catalog';

/** `GET /api/client/wish_list` and both changes answer the whole list, newest first. */
export const wishListResponse = z.array(productSchema);
export type WishList = z.infer<typeof wishListResponse>;
