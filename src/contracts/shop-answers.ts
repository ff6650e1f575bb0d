/**
 * The answers of the shop's calls that pages make after their first visit (cart, wish list,
 * compare, menu, suggestions, load more, accounts, reviews), in one module: the browser loads
 * it, with zod, at the first such call (`src/web/lib/answer.ts`), not with the page.
 */
export { accountExportResponse } from './account';
export {
  acceptedResponse,
  localeResponse,
  passwordChangedResponse,
  profileSchema,
  sessionResponse,
  verifyPhoneCodeResponse,
} from './auth';
export { cartCheckResponse, cartLinkResponse, cartResponse } from './cart';
export {
  categoryTreeResponse,
  listingResponse,
  productCountResponse,
  productSchema,
  suggestResponse,
} from './catalog';
export { compareResponse } from './compare';
export {
  deliveryPointsResponse,
  orderStatusResponse,
  placedResponse,
  quoteResponse,
} from './checkout';
export { addressListResponse, savedAddress } from './addresses';
export { helpfulResponse, myReviewResponse, reviewWriteResponse } from './reviews';
export { wishListResponse } from './wishlist';
export {
  complaintCreatedResponse,
  withdrawalConfirmedResponse,
  withdrawalCreatedResponse,
  withdrawalOrderResponse,
} from './returns';
