import { AdminPage } from '../components/admin-page';
import { ManufacturerList } from '../features/manufacturers/manufacturer-list';
import { useManufacturersT } from '../features/manufacturers/i18n';
import { useSettings } from '../features/settings/settings-queries';

/** /admin/manufacturers: manufacturers and EU responsible persons (GPSR; decision 053). */
export default function ManufacturersPage() {
  const t = useManufacturersT();
  const settings = useSettings();
  return (
    <AdminPage title={t('mf.title')} description={t('mf.intro')}>
      <ManufacturerList defaultId={settings.data?.default_manufacturer_id ?? null} />
    </AdminPage>
  );
}
