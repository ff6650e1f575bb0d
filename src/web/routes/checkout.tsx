import type { Route } from './+types/checkout';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { useT } from '../lib/i18n/use-translate';
import { useHydrated } from '../components/ui/use-hydrated';
import { Skeleton } from '../components/ui/skeleton';
import { CheckoutView } from '../features/checkout/checkout-view';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('checkout.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The basket and the session live in the browser: the page fills in after hydration. */
export default function Checkout() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-6 font-display text-h1 font-semibold">{t('checkout.title')}</h1>
      {hydrated ? (
        <CheckoutView />
      ) : (
        <div>
          <span className="sr-only">{t('checkout.loading')}</span>
          <Skeleton className="h-96" />
        </div>
      )}
    </div>
  );
}
