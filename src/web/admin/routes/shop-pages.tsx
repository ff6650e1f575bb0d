import { AdminPage } from '../components/admin-page';
import { useShopPagesT } from '../features/shop-pages/i18n';
import { ShopPageList } from '../features/shop-pages/shop-page-list';

/** /admin/shop-pages: terms, privacy, returns, delivery and payment. */
export default function ShopPagesRoute() {
  const t = useShopPagesT();
  return (
    <AdminPage title={t('sp.title')} description={t('sp.intro')}>
      <ShopPageList />
    </AdminPage>
  );
}
