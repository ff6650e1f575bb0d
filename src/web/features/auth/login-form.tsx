import { Link, href, useNavigate, useSearchParams } from 'react-router';
import { loginRequest } from '#contracts/auth';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { AuthCard, AuthSwitch } from './auth-card';
import { FormMessage } from '#web/components/ui/form-message';
import { inLocale, isShopPath } from '#web/lib/locale-path';
import { authCalls, completeLogin } from './auth-calls';
import { useZodForm } from '#web/lib/use-zod-form';

/** Where to go after login: `?next=` when it is a path of this shop, else the account page. */
export function nextPath(search: URLSearchParams, fallback: string): string {
  const next = search.get('next');
  return next && isShopPath(next) ? next : fallback;
}

export function LoginForm() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useZodForm(
    loginRequest,
    async (values) => {
      const preferred = await completeLogin(await authCalls.login(locale, values), locale);
      await navigate(inLocale(nextPath(search, href('/:locale/account', { locale })), preferred));
    },
    { unauthorizedText: t('auth.login.failed') },
  );
  return (
    <AuthCard
      title={t('auth.login.title')}
      footer={
        <AuthSwitch
          text={t('auth.login.noAccount')}
          to={href('/:locale/register', { locale })}
          label={t('auth.login.register')}
        />
      }
    >
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <FormMessage message={form.formError} />
        <Field label={t('auth.field.email')} error={form.fieldError('email')} required>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field label={t('auth.field.password')} error={form.fieldError('password')} required>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        <Link
          to={href('/:locale/reset-password', { locale })}
          className="-mt-1 self-start text-sm font-medium text-brand-600 underline underline-offset-2"
        >
          {t('auth.login.forgot')}
        </Link>
        <Button type="submit" size="lg" fullWidth loading={form.pending}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
