import type { Route } from './+types/cart';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';
import { CartView } from '../features/cart/cart-view';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('header.cart')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** The cart lives in browser storage or behind the token: the page fills in after hydration. */
export default function Cart() {
  const t = useT();
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-6 font-display text-h1 font-semibold">{t('header.cart')}</h1>
      <CartView />
    </div>
  );
}
