import { returnsEn } from './returns-en';
import { stockAlertsEn } from './stock-alerts-en';
import { accountEn } from './account-en';
import { ordersEn } from './orders-en';
import { reviewsEn } from './reviews-en';
import { checkoutEn } from './checkout-en';
import type { LaterMessages } from './later-pl';

/** The later part in English: the files named by what they hold, gathered. */
export const laterEn: LaterMessages = {
  ...returnsEn,
  ...stockAlertsEn,
  ...accountEn,
  ...ordersEn,
  ...reviewsEn,
  ...checkoutEn,
};
