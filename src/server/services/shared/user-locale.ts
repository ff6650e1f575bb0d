import { eq } from 'drizzle-orm';
import { unauthenticated } from '#domain/errors';
import { DEFAULT_LOCALE, type Locale } from '#domain/locale';
import { users } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

/**
 * The language of an answer or an e-mail for calls whose path has no `{locale}` (cart, orders):
 * the one the caller names (`?locale=`, the page the shopper is on), else the logged-in user's
 * stored preference, else the shop's default. The user is looked up even when a locale is
 * named: a token of a deleted account is no account (401, as in the auth service), rather than
 * an order or a request written for a user that no longer exists.
 */
export async function resolveLocale(
  db: Executor,
  requested: Locale | undefined,
  userId: string | null | undefined,
): Promise<Locale> {
  if (!userId) return requested ?? DEFAULT_LOCALE;
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated('token_invalid', 'Unknown user');
  return requested ?? user.locale;
}
