import type { Route } from './+types/register';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { RegisterForm } from '../features/auth/register-form';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('auth.register.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Register() {
  return <RegisterForm />;
}
