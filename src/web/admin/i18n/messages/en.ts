import { pl, type AdminMessages } from './pl';

// TODO: translate
export const en: AdminMessages = { ...pl };
