import type { Route } from './+types/reset-password';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { ResetPassword } from '../features/auth/reset-password';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  // noindex, and the token in the address must not leak through a Referer.
  return [
    { title: `${t('auth.reset.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function ResetPasswordRoute() {
  return <ResetPassword />;
}
