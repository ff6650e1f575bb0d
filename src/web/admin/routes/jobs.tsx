import type { Route } from './+types/jobs';
import { AdminPage } from '../components/admin-page';
import { JobsTable } from '../features/jobs/jobs-table';
import { useJobsT } from '../features/jobs/i18n';
import { requireOwner } from '../lib/session.server';

/** Owner only, like Staff: the job queue's failed and waiting work (docs/back-office/jobs.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return null;
}

export default function JobsPage() {
  const t = useJobsT();
  return (
    <AdminPage title={t('jobs.title')} description={t('jobs.intro')}>
      <JobsTable />
    </AdminPage>
  );
}
