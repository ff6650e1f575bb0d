import { createCatalogue, type Translate } from './catalogue';
import { en } from './office/en';
import { pl, type OfficeMessages } from './office/pl';
import { ru } from './office/ru';

/** The texts of the dashboard, the requests inbox and the settings screen. */
export const officeCatalogue = createCatalogue<OfficeMessages>({ pl, en, ru });

export type OfficeKey = keyof OfficeMessages;
export type OfficeT = Translate<OfficeKey>;

export const officeTranslate = officeCatalogue.translate;
export const useOfficeT = officeCatalogue.useT;
