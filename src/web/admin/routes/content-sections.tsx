import { AdminPage } from '../components/admin-page';
import { useContentT } from '../features/content/i18n';
import { SectionList } from '../features/content/section-list';

/** /admin/content/sections: the sections of blog and news. */
export default function ContentSectionsPage() {
  const t = useContentT();
  return (
    <AdminPage title={t('sections.title')} description={t('sections.intro')}>
      <SectionList />
    </AdminPage>
  );
}
