import type { Route } from './+types/settings';
import { AdminPage } from '../components/admin-page';
import { SettingsForm } from '../features/settings/settings-form';
import { useSettingsT } from '../features/settings/i18n';
import { requireOwner } from '../lib/session.server';

/** Owner only: staff get the 403 page and no link to it (the API refuses their change too). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return null;
}

export default function SettingsPage() {
  const t = useSettingsT();
  return (
    <AdminPage title={t('set.title')} description={t('set.intro')}>
      <SettingsForm />
    </AdminPage>
  );
}
