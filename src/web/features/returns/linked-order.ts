import { useLoad } from '#web/lib/use-load';
import { useLocale } from '#web/lib/i18n/use-translate';
import { useSession } from '#web/lib/use-session';
import { returnsCalls, type OrderWho } from './returns-calls';

/**
 * The order a link names (`?order=10042&token=…` from a status page or an e-mail), read with
 * the shop's one way to load (docs/decisions/058-one-way-to-load.md). A link without a token
 * counts only for a logged-in shopper, whose account proves the order; `who` is null when the
 * address names no order the page can ask for, and then nothing is asked.
 */
export function useLinkedOrder(who: OrderWho | null) {
  const locale = useLocale();
  const { accessToken } = useSession();
  // The account is part of the key: the same link answers another shopper differently.
  const key =
    who && (who.token || who.email || accessToken)
      ? ['return-order', locale, who, accessToken]
      : null;
  return useLoad(key, (signal) =>
    who ? returnsCalls.order(locale, who, signal) : Promise.reject(new Error('no_order')),
  );
}
