import { returnsRu } from './returns-ru';
import { stockAlertsRu } from './stock-alerts-ru';
import { accountRu } from './account-ru';
import { ordersRu } from './orders-ru';
import { reviewsRu } from './reviews-ru';
import { checkoutRu } from './checkout-ru';
import type { LaterMessages } from './later-pl';

/** The later part in English: the files named by what they hold, gathered. */
export const laterRu: LaterMessages = {
  ...returnsRu,
  ...stockAlertsRu,
  ...accountRu,
  ...ordersRu,
  ...reviewsRu,
  ...checkoutRu,
};
