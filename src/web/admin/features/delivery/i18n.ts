import { createCatalogue, type Translate } from '#web/admin/i18n/catalogue';
import { en } from './messages/en';
import { pl, type DeliveryMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The delivery methods screen's texts (docs/back-office/conventions.md). */
export const deliveryCatalogue = createCatalogue<DeliveryMessages>({ pl, en, ru });

export type DeliveryT = Translate<keyof DeliveryMessages>;
export const useDeliveryT = deliveryCatalogue.useT;
