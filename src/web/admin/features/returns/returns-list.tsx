import { AdminPage } from '#web/admin/components/admin-page';
import { useReturnsT } from './i18n';
import { ReturnFilters } from './return-filters';
import { ReturnsTable } from './returns-table';

/** /admin/returns: withdrawals and complaints in one list, with filters. */
export function ReturnsList() {
  const t = useReturnsT();
  return (
    <AdminPage title={t('list.title')} description={t('list.description')}>
      <ReturnFilters />
      <ReturnsTable />
    </AdminPage>
  );
}
