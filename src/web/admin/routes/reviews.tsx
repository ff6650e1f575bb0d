import { AdminPage } from '../components/admin-page';
import { ReviewQueue } from '../features/reviews/review-queue';
import { useReviewsT } from '../features/reviews/i18n';

/** Shoppers' reviews waiting for a decision: publish, or reject with a reason (staff and owner). */
export default function ReviewsPage() {
  const t = useReviewsT();
  return (
    <AdminPage title={t('reviews.title')} description={t('reviews.intro')}>
      <ReviewQueue />
    </AdminPage>
  );
}
