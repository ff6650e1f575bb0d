import { useSearchParams } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { AdminPage } from '#web/admin/components/admin-page';
import { DownloadIcon } from '#web/admin/components/admin-icons';
import { useOrdersT } from './i18n';
import { exportUrl } from './order-queries';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

/**
 * /admin/orders: filters, the table, and the export of the chosen days; with `parcels` (InPost
 * configured), rows can be selected for the bulk shipments.
 */
export function OrdersList({ parcels }: { parcels: boolean }) {
  const t = useOrdersT();
  const [params] = useSearchParams();
  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={
        // A plain download link: the session cookie goes with it, and the CSV streams to a file.
        <a
          href={exportUrl(params)}
          download
          title={t('export.hint')}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid="orders-export"
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          {t('export.button')}
        </a>
      }
    >
      <OrderFilters />
      <OrdersTable parcels={parcels} />
    </AdminPage>
  );
}
