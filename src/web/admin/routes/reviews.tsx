import { AdminPage } from '../components/admin-page';
import { ReviewQueue } from '../features/reviews/review-queue';
import { useAdminT } from '../i18n/use-admin-t';

/** Shoppers' reviews waiting for a decision: publish, or reject with a reason (staff and owner). */
export default function ReviewsPage() {
  const t = useAdminT();
  return (
    <AdminPage title={t('reviews.title')} description={t('reviews.intro')}>
      <ReviewQueue />
    </AdminPage>
  );
}
