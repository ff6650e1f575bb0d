import { data } from 'react-router';
import type { Route } from './+types/cart-shared';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { useT } from '../lib/i18n/use-translate';
import { SharedCartView } from '../features/cart/shared-cart-view';
import { routeLocale } from '../lib/route-locale';

export async function loader({ params, context }: Route.LoaderArgs) {
  const shared = await context.services.cart.sharedCart(params.token, routeLocale(params));
  if (!shared) throw data(null, { status: 404 });
  return { shared };
}

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  // The token is the key to the snapshot: keep it out of indexes and Referer headers.
  return [
    { title: `${t('cart.shared.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function SharedCart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-2 font-display text-h1 font-semibold">{t('cart.shared.title')}</h1>
      <p className="mb-6 text-muted">{t('cart.shared.intro')}</p>
      <SharedCartView shared={loaderData.shared} />
    </div>
  );
}
