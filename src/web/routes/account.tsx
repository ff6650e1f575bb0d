import type { Route } from './+types/account';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { useHydrated } from '../components/ui/use-hydrated';
import { Skeleton } from '../components/ui/skeleton';
import { useT } from '../lib/i18n/use-translate';
import { AccountView } from '../features/auth/account-view';
import { OrderHistory } from '../features/orders/order-history';
import { AddressBook } from '../features/addresses/address-book';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('auth.account.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Account() {
  const t = useT();
  // The session is in browser storage: the server (and the cached page) renders a placeholder.
  const hydrated = useHydrated();
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold sm:text-3xl">{t('auth.account.title')}</h1>
      {hydrated ? (
        <AccountView orders={<OrderHistory />} addresses={<AddressBook />} />
      ) : (
        <div>
          <span className="sr-only">{t('auth.account.loading')}</span>
          <Skeleton className="h-48" />
        </div>
      )}
    </div>
  );
}
