import { z } from 'zod';
import { localeParam } from '#contracts/catalog';

/**
 * `?locale=` on calls whose path has no locale (cart, orders, sharing): the language of titles,
 * links and e-mails, normally the page the shopper is on. Without it: the logged-in user's
 * preferred language, else `pl` (services/user-locale.ts).
 */
export const localeQuery = z.strictObject({ locale: localeParam.optional() });

export const LOCALE_NOTE =
  ' `?locale=` (pl, en, ru) picks the language; else the user’s preferred one, else pl.';
