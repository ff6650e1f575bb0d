import { data } from 'react-router';
import type { Route } from './+types/shop-pages-edit';
import { shopPageSlug } from '#contracts/admin/shop-pages';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Spinner } from '#web/components/ui/spinner';
import { useShopPagesT } from '../features/shop-pages/i18n';
import { ShopPageEditor } from '../features/shop-pages/shop-page-editor';
import { useShopPage } from '../features/shop-pages/shop-page-queries';
import { useAdminT } from '../i18n/use-admin-t';
import { ApiError } from '../lib/api';

export function loader({ params }: Route.LoaderArgs) {
  const slug = shopPageSlug.safeParse(params.slug);
  if (!slug.success) throw data(null, { status: 404 });
  return { slug: slug.data };
}

/** /admin/shop-pages/:slug: one page's editor. */
export default function EditShopPageRoute({ loaderData: { slug } }: Route.ComponentProps) {
  const t = useShopPagesT();
  const at = useAdminT();
  const page = useShopPage(slug);
  if (page.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner label={at('common.loading')} />
      </div>
    );
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <LoadFailed
        text={missing ? t('sp.missing') : at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void page.refetch()}
      />
    );
  }
  return <ShopPageEditor key={slug} page={page.data} />;
}
