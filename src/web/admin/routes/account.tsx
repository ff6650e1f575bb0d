import { AdminPage } from '../components/admin-page';
import { LanguageForm, PasswordForm } from '../features/account/account-forms';
import { useAdminT } from '../i18n/use-admin-t';
import { useMe } from '../lib/session';
import { useAccountT } from '../features/account/i18n';

/** One's own account: the back office's language and one's password. */
export default function AccountPage() {
  const t = useAccountT();
  const adminT = useAdminT();
  const me = useMe();
  return (
    <AdminPage
      title={t('account.title')}
      description={t('account.signedIn', { email: me.email, role: adminT(`role.${me.role}`) })}
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <LanguageForm />
        <PasswordForm />
      </div>
    </AdminPage>
  );
}
