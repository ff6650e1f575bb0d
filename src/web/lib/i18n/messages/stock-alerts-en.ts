import type { MessagesOf } from '../translate';
import type { stockAlertsPl } from './stock-alerts-pl';

export const stockAlertsEn: MessagesOf<typeof stockAlertsPl> = {
  'stockAlert.title': 'Tell me when it is back',
  'stockAlert.intro': 'We will send one e-mail when this product is on sale again.',
  'stockAlert.submit': 'Notify me',
  'stockAlert.done': 'Done. We will write when it is back on sale.',
  'stockAlert.available': 'This product is available again. Reload the page to buy it.',
  'stockAlert.unsubscribe.title': 'Stop the back-in-stock e-mail',
  'stockAlert.unsubscribe.intro': 'We will no longer write when this product is back.',
  'stockAlert.unsubscribe.button': 'Unsubscribe',
  'stockAlert.unsubscribe.done': 'You are unsubscribed.',
  'stockAlert.unsubscribe.gone': 'This alert was already switched off.',
};
