import { AdminTitle } from '../components/admin-page';
import { LoginForm } from '../features/session/login-form';
import { useSessionT } from '../features/session/i18n';

/** `/admin/login`: the layout sends a signed-in person on, and everyone else here. */
export default function AdminLogin() {
  const t = useSessionT();
  return (
    <>
      <AdminTitle page={t('login.title')} />
      <LoginForm />
    </>
  );
}
