import { AdminTitle } from '../components/admin-page';
import { LoginForm } from '../features/session/login-form';
import { useAdminT } from '../i18n/use-admin-t';

/** `/admin/login`: the layout sends a signed-in person on, and everyone else here. */
export default function AdminLogin() {
  const t = useAdminT();
  return (
    <>
      <AdminTitle page={t('login.title')} />
      <LoginForm />
    </>
  );
}
