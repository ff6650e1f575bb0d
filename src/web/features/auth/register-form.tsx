import { href, useNavigate } from 'react-router';
import { registerRequest } from '#contracts/auth';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { AuthCard, AuthSwitch } from './auth-card';
import { FormMessage } from '#web/components/ui/form-message';
import { authCalls, completeLogin } from './auth-calls';
import { useZodForm } from '#web/lib/use-zod-form';

export function RegisterForm() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useZodForm(registerRequest, async (values) => {
    const preferred = await completeLogin(await authCalls.register(locale, values), locale);
    await navigate(href('/:locale/account', { locale: preferred }));
  });
  return (
    <AuthCard
      title={t('auth.register.title')}
      footer={
        <AuthSwitch
          text={t('auth.register.haveAccount')}
          to={href('/:locale/login', { locale })}
          label={t('auth.login.submit')}
        />
      }
    >
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <FormMessage message={form.formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('auth.field.name')} error={form.fieldError('name')} required>
            <Input name="name" autoComplete="given-name" />
          </Field>
          <Field label={t('auth.field.surname')} error={form.fieldError('surname')} required>
            <Input name="surname" autoComplete="family-name" />
          </Field>
        </div>
        <Field label={t('auth.field.email')} error={form.fieldError('email')} required>
          <Input name="email" type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field
          label={t('auth.field.phone')}
          hint={t('auth.register.phoneHint')}
          optionalText={t('auth.optional')}
          error={form.fieldError('phone')}
        >
          <Input name="phone" type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field
          label={t('auth.field.password')}
          hint={t('auth.register.passwordHint')}
          error={form.fieldError('password')}
          required
        >
          <Input name="password" type="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={form.pending}>
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
