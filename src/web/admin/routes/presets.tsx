import { AdminPage } from '../components/admin-page';
import { PresetList } from '../features/presets/preset-list';
import { usePresetsT } from '../features/presets/i18n';

/** Presets: named filter sets in a category, shown in the shop's menu as landing pages. */
export default function PresetsPage() {
  const t = usePresetsT();
  return (
    <AdminPage title={t('presets.title')} description={t('presets.intro')}>
      <PresetList />
    </AdminPage>
  );
}
