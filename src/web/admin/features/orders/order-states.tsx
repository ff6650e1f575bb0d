import { DetailLoading, DetailMissing } from '#web/admin/components/detail-page';
import { useOrdersT } from './i18n';

export { DetailLoading as OrderLoading };

/** The order that did not load: gone, with the way back to the list, or a failure to retry. */
export function OrderMissing({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const t = useOrdersT();
  return (
    <DetailMissing
      notFound={notFound}
      onRetry={onRetry}
      backTo="/admin/orders"
      text={{
        missing: t('detail.missing'),
        back: t('detail.back'),
        loadFailed: t('common.loadFailed'),
        retry: t('common.retry'),
      }}
    />
  );
}
