import { returnsPl } from './returns-pl';
import { stockAlertsPl } from './stock-alerts-pl';
import { accountPl } from './account-pl';
import { ordersPl } from './orders-pl';
import { reviewsPl } from './reviews-pl';
import { checkoutPl } from './checkout-pl';
import type { MessagesOf } from '../translate';

/**
 * The later part of the Polish messages: keys that only pages and dialogs a first visit to a
 * listing or a product never shows use (checkout and order status, login, registration and
 * password reset, the account and its address book and data, the review form, the stock alert,
 * quick order and request dialogs, a shared cart). A module using one of them imports
 * `lib/i18n/later-messages.ts`, which loads this part in the browser before the module runs.
 * The texts live in files named by what they hold; this part only gathers them.
 */
export const laterPl = {
  ...returnsPl,
  ...stockAlertsPl,
  ...accountPl,
  ...ordersPl,
  ...reviewsPl,
  ...checkoutPl,
};

export type LaterMessages = MessagesOf<typeof laterPl>;
