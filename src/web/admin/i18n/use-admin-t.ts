import { adminCatalogue } from './translate';

export { useAdminLocale } from './admin-locale';

/** The back office's shared texts in the staff member's language. */
export const useAdminT = adminCatalogue.useT;
