import type { Route } from './+types/login';
import type { Locale } from '../../domain/locale';
import { createTranslate } from '../lib/i18n/translate';
import { LoginForm } from '../features/auth/login-form';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(params.locale as Locale);
  return [
    { title: `${t('auth.login.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Login() {
  return <LoginForm />;
}
