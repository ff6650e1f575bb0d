import { loadPageMessages } from './translate';

/**
 * Import this module (`import '#web/lib/i18n/later-messages'`) from a module that uses a key of
 * the later part (messages/later-pl.ts). In the browser build its top-level await loads that part
 * of the page's language, and ES modules make every module importing this one wait for it: a
 * route's or a lazily loaded dialog's code runs, and renders, only once its texts are there.
 * Elsewhere every part is loaded already (translate.ts). Only modules of later pages and dialogs
 * may import it: a first visit's page importing it would wait for the whole part again
 * (vite.config.ts keeps it out of the shared chunks; later-messages.test.ts checks who imports it).
 */
await loadPageMessages('later');
