import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountRequest } from '#contracts/account';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { api } from '#web/lib/api';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { notify } from '#web/lib/notices';
import { useZodForm } from '#web/lib/use-zod-form';
import { authCalls } from './auth-calls';

/**
 * The shopper's own data (docs/rules.md#own-data): download it as a JSON file, or delete the
 * account after typing the password again in a dialog that says what is erased and what is kept.
 */
export function AccountData() {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const data = await authCalls.exportData();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      // The client showed the error popup.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('accountData.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          loading={downloading}
          onClick={() => void download()}
          data-testid="account-export"
        >
          {t('accountData.download')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => setDeleting(true)}
          data-testid="account-delete"
        >
          {t('accountData.delete')}
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </div>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const form = useZodForm(deleteAccountRequest, async ({ password }) => {
    await authCalls.deleteAccount(password);
    // The tokens are dead on the server: forget them here and in every other tab.
    api.endSession();
    notify({ message: 'accountData.deleted', tone: 'success' });
    void navigate(`/${locale}`);
  });
  return (
    <Dialog open onClose={onClose} title={t('accountData.deleteTitle')} dismissible={!form.pending}>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('accountData.deleteIntro')}</p>
        <FormMessage message={form.formError} />
        <Field label={t('accountData.password')} error={form.fieldError('password')} required>
          <Input name="password" type="password" autoComplete="current-password" />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.pending}>
            {t('accountData.cancel')}
          </Button>
          <Button variant="danger" type="submit" loading={form.pending}>
            {t('accountData.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
