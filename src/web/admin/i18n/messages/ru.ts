import { pl, type AdminMessages } from './pl';

// TODO: translate
export const ru: AdminMessages = { ...pl };
