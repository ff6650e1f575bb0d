import { AdminPage } from '../components/admin-page';
import { HomeCards } from '../features/home/home-cards';
import { useAdminT } from '../i18n/use-admin-t';
import { useMe } from '../lib/session';

/** `/admin`: the way into each part, with short counts (the dashboard is a later issue). */
export default function AdminHome() {
  const t = useAdminT();
  const me = useMe();
  return (
    <AdminPage
      title={t('home.title')}
      description={`${t('home.welcome', { email: me.email })}. ${t('home.intro')}`}
    >
      <HomeCards role={me.role} />
    </AdminPage>
  );
}
