import type { Route } from './+types/login';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { LoginForm } from '../features/auth/login-form';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('auth.login.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Login() {
  return <LoginForm />;
}
