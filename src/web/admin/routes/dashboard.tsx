import { AdminPage } from '../components/admin-page';
import { Dashboard } from '../features/dashboard/dashboard';
import { DashboardCards } from '../features/dashboard/dashboard-cards';
import { useDashboardT } from '../features/dashboard/i18n';
import { useMe } from '../lib/session';

/** `/admin`: the dashboard, then the way into each part with short counts. */
export default function DashboardRoute() {
  const office = useDashboardT();
  const me = useMe();
  return (
    <AdminPage
      title={office('home.title')}
      description={`${office('home.welcome', { email: me.email })}. ${office('dash.intro')}`}
    >
      <Dashboard role={me.role} />
      <section aria-labelledby="home-go-to" className="flex flex-col gap-3">
        <h2 id="home-go-to" className="text-lg font-semibold">
          {office('dash.goTo')}
        </h2>
        <DashboardCards role={me.role} />
      </section>
    </AdminPage>
  );
}
