import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ShippingMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The parcels' texts in the back office (docs/back-office/conventions.md). */
export const shippingTexts = createTexts<ShippingMessages>({ pl, en, ru });

export type ShippingKey = keyof ShippingMessages;
export type ShippingT = Translate<ShippingKey>;
export const useShippingT = shippingTexts.useT;

/** An API error code in words (a code without its own text reads as a plain failure). */
export function shippingErrorText(t: ShippingT, code: string | undefined): string {
  const key = `err.${code}`;
  return code && shippingTexts.has(key) ? t(key) : t('err.failed');
}

/** A field named by InPost's validation, in words. */
export function shippingFieldText(t: ShippingT, field: string): string {
  const key = `field.${field}`;
  return shippingTexts.has(key) ? t(key) : field;
}

/**
 * ShipX's status in words for staff; a status without its own text (ShipX has dozens of rare
 * ones) shows as InPost names it.
 */
export function carrierStatusText(t: ShippingT, status: string): string {
  const key = `carrier.${status}`;
  return shippingTexts.has(key) ? t(key) : status;
}
