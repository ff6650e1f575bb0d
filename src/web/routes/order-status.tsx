import { useLocation } from 'react-router';
import type { Route } from './+types/order-status';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { useT } from '../lib/i18n/use-translate';
import { useHydrated } from '../components/ui/use-hydrated';
import { Skeleton } from '../components/ui/skeleton';
import { OrderStatusView } from '../features/checkout/order-status-view';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  // The token in the address is the key to the order: out of indexes and Referer headers.
  return [
    { title: `${t('checkout.status.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** One person's order: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/**
 * The confirmation and status page (`status_url` of a placed order, the e-mail's link, Stripe's
 * return address): `/{locale}/order/{order_id}?token=…`. Read in the browser with the token.
 */
export default function OrderStatus({ params }: Route.ComponentProps) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const placed = (location.state as { placed?: boolean } | null)?.placed === true;
  return (
    // One column with the cards below (OrderStatusView), the heading and placeholder too.
    <div className="container-page mx-auto max-w-2xl py-6 sm:py-10">
      <h1 className="mb-6 font-display text-h1 font-semibold">
        {placed ? t('checkout.status.placedTitle') : t('checkout.status.title')}
      </h1>
      {hydrated ? (
        <OrderStatusView orderId={params.orderId} token={token} placed={placed} />
      ) : (
        <div>
          <span className="sr-only">{t('checkout.status.loading')}</span>
          <Skeleton className="h-64" />
        </div>
      )}
    </div>
  );
}
