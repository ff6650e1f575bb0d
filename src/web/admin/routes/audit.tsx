import type { Route } from './+types/audit';
import { AdminPage } from '../components/admin-page';
import { AuditFilters } from '../features/audit/audit-filters';
import { AuditTable } from '../features/audit/audit-table';
import { requireOwner } from '../lib/session.server';
import { useAuditT } from '../features/audit/i18n';

/** Owner only: who changed what, when, with the fields before and after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return null;
}

export default function AuditPage() {
  const t = useAuditT();
  return (
    <AdminPage title={t('audit.title')} description={t('audit.intro')}>
      <AuditFilters />
      <AuditTable />
    </AdminPage>
  );
}
