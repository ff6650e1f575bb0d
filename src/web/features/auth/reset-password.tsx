import { useState } from 'react';
import { Link, href, useSearchParams } from 'react-router';
import {
  resetFinish,
  resetStartEmail,
  resetStartPhone,
  verifyPhoneCodeRequest,
} from '#contracts/auth';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { cx } from '#web/components/ui/cx';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { AuthCard } from './auth-card';
import { FormMessage } from '#web/components/ui/form-message';
import { authCalls } from './auth-calls';
import { useZodForm } from '#web/lib/use-zod-form';

/**
 * Reset by e-mail (a link back to this page with `?token=`) or by SMS (code -> token), then a
 * new password. Start answers are the same whether or not the account exists.
 */
export function ResetPassword() {
  const t = useT();
  const [search] = useSearchParams();
  const [token, setToken] = useState<string | null>(search.get('token'));
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  if (token) return <NewPassword token={token} />;
  return (
    <AuthCard title={t('auth.reset.title')}>
      <fieldset className="mb-5">
        <legend className="mb-2 text-sm font-medium text-ink">{t('auth.reset.method')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-canvas p-1">
          {(['email', 'phone'] as const).map((m) => (
            <label
              key={m}
              className={cx(
                'flex min-h-10 cursor-pointer items-center justify-center rounded-md text-sm font-semibold has-focus-visible:ring-3 has-focus-visible:ring-brand-200',
                method === m ? 'bg-white text-brand-700 shadow-card' : 'text-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="sr-only"
              />
              {m === 'email' ? t('auth.reset.byEmail') : t('auth.reset.byPhone')}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'email' ? <ByEmail /> : <ByPhone onToken={setToken} />}
    </AuthCard>
  );
}

function ByEmail() {
  const t = useT();
  const [sent, setSent] = useState(false);
  const form = useZodForm(resetStartEmail, async (values) => {
    await authCalls.startReset(values);
    setSent(true);
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-muted">{t('auth.reset.emailIntro')}</p>
      <FormMessage message={form.formError} />
      <FormMessage tone="success" message={sent ? t('auth.reset.linkSent') : null} />
      <Field label={t('auth.field.email')} error={form.fieldError('email')} required>
        <Input name="email" type="email" autoComplete="email" inputMode="email" />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={form.pending}>
        {sent ? t('auth.reset.again') : t('auth.reset.sendLink')}
      </Button>
    </form>
  );
}

function ByPhone({ onToken }: { onToken: (token: string) => void }) {
  const t = useT();
  const [phone, setPhone] = useState<string | null>(null);
  const start = useZodForm(resetStartPhone, async (values) => {
    await authCalls.startReset(values);
    setPhone(values.phone);
  });
  const verify = useZodForm(verifyPhoneCodeRequest, async (values) => {
    const { token } = await authCalls.verifyCode(values);
    if (token) onToken(token);
  });
  if (!phone) {
    return (
      <form onSubmit={start.onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-muted">{t('auth.reset.phoneIntro')}</p>
        <FormMessage message={start.formError} />
        <Field
          label={t('auth.field.phone')}
          hint={t('auth.register.phoneHint')}
          error={start.fieldError('phone')}
          required
        >
          <Input name="phone" type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={start.pending}>
          {t('auth.reset.sendCode')}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={verify.onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage tone="success" message={t('auth.reset.codeSent')} />
      <FormMessage message={verify.fieldError('phone') ?? verify.formError} />
      <input type="hidden" name="phone" value={phone} />
      <Field label={t('auth.field.code')} error={verify.fieldError('code')} required>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]*"
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={verify.pending}>
        {t('auth.reset.checkCode')}
      </Button>
      <Button variant="ghost" onClick={() => setPhone(null)}>
        {t('auth.reset.again')}
      </Button>
    </form>
  );
}

function NewPassword({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const form = useZodForm(resetFinish, async (values) => {
    await authCalls.finishReset(values);
    setDone(true);
  });
  return (
    <AuthCard title={t('auth.reset.newTitle')}>
      {done ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="success" message={t('auth.reset.done')} />
          <Link
            to={href('/:locale/login', { locale })}
            className={buttonClasses({ size: 'lg', fullWidth: true })}
          >
            {t('auth.reset.toLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          <FormMessage message={form.fieldError('token') ?? form.formError} />
          <input type="hidden" name="token" value={token} />
          <Field
            label={t('auth.field.newPassword')}
            hint={t('auth.register.passwordHint')}
            error={form.fieldError('password')}
            required
          >
            <Input name="password" type="password" autoComplete="new-password" />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={form.pending}>
            {t('auth.reset.save')}
          </Button>
          {form.fieldError('token') && (
            <Link
              to={href('/:locale/reset-password', { locale })}
              reloadDocument
              className="text-sm font-semibold text-brand-600 underline underline-offset-2"
            >
              {t('auth.reset.again')}
            </Link>
          )}
        </form>
      )}
    </AuthCard>
  );
}
