import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { changePasswordRequest, updateMeRequest } from '#contracts/admin/staff';
import { LOCALES } from '#domain/locale';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useMe } from '#web/admin/lib/session';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useToast } from '#web/components/ui/toast';
import { useChangePassword, useUpdateMe } from './account-queries';
import { accountTexts, useAccountT } from './i18n';

/** The back office's language for this person, on every device (stored on the account). */
export function LanguageForm() {
  const t = useAccountT();
  const adminT = useAdminT();
  const me = useMe();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const updateMe = useUpdateMe();
  const form = useAdminForm({
    schema: updateMeRequest,
    submit: async ({ locale }) => {
      await updateMe.mutateAsync({ locale });
      // The layout's loader reads the language again: every text switches, no reload.
      await revalidator.revalidate();
      toast({ tone: 'success', title: accountTexts.translate(locale)('account.languageSaved') });
    },
  });
  return (
    <Panel title={t('account.language')} description={t('account.languageHint')}>
      <form noValidate onSubmit={form.onSubmit} className="p-5">
        <FormMessage message={form.formError} />
        <div className="flex flex-wrap items-end gap-3">
          <Field label={adminT('lang.label')} error={form.fieldError('locale')} className="w-56">
            <Select
              name="locale"
              defaultValue={me.locale}
              options={LOCALES.map((l) => ({ value: l, label: adminT(`lang.${l}`) }))}
            />
          </Field>
          <Button type="submit" variant="secondary" loading={form.pending}>
            {adminT('common.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** One's own password; the other sessions of the account end, this one stays. */
export function PasswordForm() {
  const t = useAccountT();
  const adminT = useAdminT();
  const [done, setDone] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const changePassword = useChangePassword();
  const form = useAdminForm({
    schema: changePasswordRequest,
    submit: async (values) => {
      setDone(false);
      await changePassword.mutateAsync(values);
      ref.current?.reset(); // passwords never stay in the form after a change
      setDone(true);
    },
  });
  return (
    <Panel title={t('account.password')}>
      <form
        ref={ref}
        noValidate
        onSubmit={form.onSubmit}
        onChange={() => setDone(false)}
        className="max-w-md p-5"
      >
        <FormMessage message={form.formError} />
        <FormMessage message={done ? t('account.changed') : null} tone="success" />
        <div className="flex flex-col gap-4">
          <Field label={t('account.current')} error={form.fieldError('current_password')} required>
            <Input type="password" name="current_password" autoComplete="current-password" />
          </Field>
          <Field
            label={t('account.new')}
            hint={adminT('common.passwordHint')}
            error={form.fieldError('new_password')}
            required
          >
            <Input type="password" name="new_password" autoComplete="new-password" />
          </Field>
          <div>
            <Button type="submit" loading={form.pending}>
              {t('account.change')}
            </Button>
          </div>
        </div>
      </form>
    </Panel>
  );
}
