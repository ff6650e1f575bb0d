import { useSearchParams } from 'react-router';
import { requestStatusSchema } from '#contracts/admin/requests';
import { AdminPage } from '../components/admin-page';
import { RequestTable } from '../features/requests/request-table';
import { RequestTabs } from '../features/requests/request-tabs';
import { useRequestsT } from '../features/requests/i18n';
import { addressPage } from '../lib/address-filters';

/** /admin/requests: the customization-request inbox, filtered by status in the address. */
export default function RequestsPage() {
  const t = useRequestsT();
  const [params] = useSearchParams();
  const parsed = requestStatusSchema.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : null;
  const page = addressPage(params);
  return (
    <AdminPage title={t('req.title')} description={t('req.intro')}>
      <RequestTabs current={status} />
      <RequestTable status={status} page={page} />
    </AdminPage>
  );
}
