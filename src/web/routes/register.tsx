import type { Route } from './+types/register';
import type { Locale } from '../../domain/locale';
import { createTranslate } from '../lib/i18n/translate';
import { RegisterForm } from '../features/auth/register-form';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(params.locale as Locale);
  return [
    { title: `${t('auth.register.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Register() {
  return <RegisterForm />;
}
