import type { Locale } from '../locale';

/**
 * The withdrawal function's link, labelled as the law asks (Directive 2011/83 art. 11a as
 * amended by 2023/2673) and as docs/api.md fixes it, the same in the footer, on the status
 * page, in the account's history and in the confirmation e-mail.
 */
export const WITHDRAWAL_LINK_LABEL: Readonly<Record<Locale, string>> = {
  pl: 'Odstąp od umowy tutaj',
  en: 'Withdraw from contract here',
  ru: 'Отказаться от договора здесь',
};

/** Where the withdrawal function lives; `order` and `token` fill in a status link's order. */
export function withdrawalPath(
  locale: Locale,
  from?: { order: string | number; token?: string },
): string {
  if (!from) return `/${locale}/withdrawal`;
  const q = new URLSearchParams({ order: String(from.order) });
  if (from.token) q.set('token', from.token);
  return `/${locale}/withdrawal?${q}`;
}

/** The complaint form, for an order and, from a status link, its token. */
export function complaintPath(
  locale: Locale,
  from?: { order: string | number; token?: string | undefined },
): string {
  if (!from) return `/${locale}/complaint`;
  const q = new URLSearchParams({ order: String(from.order) });
  if (from.token) q.set('token', from.token);
  return `/${locale}/complaint?${q}`;
}
