import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { cx } from '#web/components/ui/cx';
import { LOCALES } from '#domain/locale';
import { staffLoginRequest } from '#contracts/admin/staff';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { safeNext } from '#web/admin/lib/next-address';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useLogin } from './session-queries';
import { useSessionT } from './i18n';

/** Switches the login page's language, keeping where the person was going. */
function LanguageSwitch() {
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const [params] = useSearchParams();
  return (
    <nav aria-label={adminT('lang.label')}>
      <ul className="flex gap-1 text-sm">
        {LOCALES.map((l) => {
          const next = new URLSearchParams(params);
          next.set('lang', l);
          return (
            <li key={l}>
              <Link
                to={`?${next}`}
                replace
                lang={l}
                aria-current={l === locale ? 'true' : undefined}
                className={cx(
                  'inline-flex min-h-9 items-center rounded-md px-2.5 font-medium',
                  l === locale ? 'bg-brand-50 text-brand-800' : 'text-muted hover:bg-brand-50',
                )}
              >
                {adminT(`lang.${l}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function LoginForm() {
  const t = useSessionT();
  const adminT = useAdminT();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useAdminForm({
    schema: staffLoginRequest,
    submit: async (values) => {
      await login.mutateAsync(values);
      // A full load: the layout reads the new session, in the person's own language.
      window.location.assign(safeNext(params.get('next')));
    },
    describeError: (error) => (error.status === 401 ? t('login.wrong') : null),
  });

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        <main id="main" className="rounded-lg border border-line bg-white p-6 shadow-card sm:p-8">
          <p className="font-display text-lg font-semibold text-brand-800">{adminT('app.shop')}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('login.subtitle', { shop: adminT('app.shop') })}
          </p>
          <form noValidate onSubmit={form.onSubmit} className="mt-6">
            <FormMessage message={form.formError} />
            <div className="flex flex-col gap-4">
              <Field label={t('login.email')} error={form.fieldError('email')} required>
                <Input type="email" name="email" autoComplete="username" autoFocus />
              </Field>
              <Field label={t('login.password')} error={form.fieldError('password')} required>
                <Input type="password" name="password" autoComplete="current-password" />
              </Field>
              <Button type="submit" loading={form.pending} fullWidth>
                {t('login.submit')}
              </Button>
            </div>
          </form>
        </main>
        <p className="mt-4 text-center text-sm text-muted">{t('login.help')}</p>
      </div>
    </div>
  );
}
