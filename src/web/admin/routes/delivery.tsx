import { AdminPage } from '../components/admin-page';
import { DeliveryMethodList } from '../features/delivery/delivery-method-list';
import { useDeliveryT } from '../features/delivery/i18n';

/** /admin/delivery-methods: courier, parcel locker and pickup, with prices and order. */
export default function DeliveryMethodsPage() {
  const t = useDeliveryT();
  return (
    <AdminPage title={t('dm.title')} description={t('dm.intro')}>
      <DeliveryMethodList />
    </AdminPage>
  );
}
