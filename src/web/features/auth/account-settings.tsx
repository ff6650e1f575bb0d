import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  sendPhoneCodeRequest,
  setLocaleRequest,
  verifyPhoneCodeRequest,
  type Profile,
} from '#contracts/auth';
import { LOCALES, type Locale } from '#domain/locale';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { FormMessage } from '#web/components/ui/form-message';
import { inLocale } from '#web/lib/locale-path';
import { authCalls } from './auth-calls';
import { useLoad } from '#web/lib/use-load';
import { useZodForm } from '#web/lib/use-zod-form';

/** Confirms a phone number with an SMS code (it then works for password resets). */
export function PhoneVerification({
  profile,
  onVerified,
}: {
  profile: Profile | null;
  onVerified: (p: Profile) => void;
}) {
  const t = useT();
  const [phone, setPhone] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const send = useZodForm(sendPhoneCodeRequest, async (values) => {
    await authCalls.sendPhoneCode(values.phone);
    setDone(false);
    setPhone(values.phone);
  });
  const verify = useZodForm(verifyPhoneCodeRequest, async (values) => {
    const { user } = await authCalls.verifyCode(values);
    if (user) onVerified(user);
    setPhone(null);
    setDone(true);
  });

  if (phone) {
    return (
      <form onSubmit={verify.onSubmit} noValidate className="flex flex-col gap-3">
        <FormMessage tone="success" message={t('auth.account.codeSent', { phone })} />
        <FormMessage message={verify.formError} />
        <input type="hidden" name="phone" value={phone} />
        <Field label={t('auth.field.code')} error={verify.fieldError('code')} required>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={verify.pending}>
            {t('auth.account.verify')}
          </Button>
          <Button variant="ghost" onClick={() => setPhone(null)}>
            {t('auth.reset.again')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={send.onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('auth.account.phoneIntro')}</p>
      <FormMessage tone="success" message={done ? t('auth.account.phoneDone') : null} />
      <FormMessage message={send.formError} />
      <Field label={t('auth.field.phone')} error={send.fieldError('phone')} required>
        {/* Keyed so the box shows the number once the profile has loaded. */}
        <Input
          key={profile?.phone ?? ''}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={profile?.phone ?? ''}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={send.pending}>
        {t('auth.reset.sendCode')}
      </Button>
    </form>
  );
}

/** The language the shop opens in after login; saving moves this page to it. */
export function LanguagePreference() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Until the saved language is known, the choice waits (a failed read leaves it disabled).
  const saved = useLoad(['user-locale'], (signal) => authCalls.getLocale(signal));
  const selected: Locale | null = saved.data?.local_selected ?? null;
  const form = useZodForm(setLocaleRequest, async ({ locale }) => {
    const { local_selected } = await authCalls.setLocale(locale);
    saved.update(() => ({ local_selected }));
    await navigate(inLocale(location.pathname, local_selected) + location.search);
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('auth.account.languageIntro')}</p>
      <FormMessage message={form.formError} />
      <Field label={t('auth.field.locale')} error={form.fieldError('locale')}>
        <Select
          key={selected ?? 'loading'}
          name="locale"
          defaultValue={selected ?? undefined}
          disabled={!selected}
          options={LOCALES.map((l) => ({ value: l, label: t(`auth.lang.${l}`) }))}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={form.pending} disabled={!selected}>
        {t('auth.account.saveLanguage')}
      </Button>
    </form>
  );
}
