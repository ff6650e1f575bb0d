import { adminTexts } from './translate';

export { useAdminLocale } from './admin-locale';

/** The back office's shared texts in the staff member's language. */
export const useAdminT = adminTexts.useT;
