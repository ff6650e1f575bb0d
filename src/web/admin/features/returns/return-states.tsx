import { DetailLoading, DetailMissing } from '#web/admin/components/detail-page';
import { useReturnsT } from './i18n';

export { DetailLoading as ReturnLoading };

/** The return that did not load: gone, with the way back to the list, or a failure to retry. */
export function ReturnMissing({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const t = useReturnsT();
  return (
    <DetailMissing
      notFound={notFound}
      onRetry={onRetry}
      backTo="/admin/returns"
      text={{
        missing: t('detail.missing'),
        back: t('detail.back'),
        loadFailed: t('common.loadFailed'),
        retry: t('common.retry'),
      }}
    />
  );
}
