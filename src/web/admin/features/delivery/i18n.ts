import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type DeliveryMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The delivery methods screen's texts (docs/back-office/conventions.md). */
export const deliveryTexts = createTexts<DeliveryMessages>({ pl, en, ru });

export type DeliveryT = Translate<keyof DeliveryMessages>;
export const useDeliveryT = deliveryTexts.useT;
