import type { Route } from './+types/stock-alert-unsubscribe';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { StockAlertUnsubscribe } from '../features/stock-alerts/unsubscribe';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  // noindex, and the token in the address must not leak through a Referer.
  return [
    { title: `${t('stockAlert.unsubscribe.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function StockAlertUnsubscribeRoute() {
  return <StockAlertUnsubscribe />;
}
