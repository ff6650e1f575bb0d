import { Link, useSearchParams } from 'react-router';
import { REVIEW_STATUSES, type ReviewStatusValue } from '#contracts/reviews';
import { EmptyState, LoadFailed } from '#web/components/ui/empty-state';
import { cx } from '#web/components/ui/cx';
import { Pager } from '#web/admin/components/pager';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { addressPage } from '#web/admin/lib/address-filters';
import { StarIcon } from '#web/admin/components/admin-icons';
import { useReviews } from './review-queries';
import { ReviewCard } from './review-card';
import { useReviewsT } from './i18n';

/** The queue by status (the address's `status`, pending first), paged by the address. */
export function ReviewQueue() {
  const t = useReviewsT();
  const adminT = useAdminT();
  const [params] = useSearchParams();
  const asked = params.get('status');
  const status: ReviewStatusValue = REVIEW_STATUSES.includes(asked as ReviewStatusValue)
    ? (asked as ReviewStatusValue)
    : 'pending';
  const page = addressPage(params);
  const reviews = useReviews(status, page);

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('reviews.statusNav')} className="flex flex-wrap gap-2">
        {REVIEW_STATUSES.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className={cx(
              'rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-line',
              s === status ? 'bg-brand-600 text-white' : 'bg-white text-ink hover:bg-brand-50',
            )}
          >
            {t(`reviews.status.${s}`)}
          </Link>
        ))}
      </nav>
      {reviews.isError ? (
        <LoadFailed
          text={adminT('common.loadFailed')}
          retry={adminT('common.retry')}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data && reviews.data.items.length === 0 ? (
        <EmptyState
          icon={<StarIcon size={28} />}
          title={t('reviews.empty')}
          text={t('reviews.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data?.items.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} />
            </li>
          ))}
        </ul>
      )}
      {reviews.data && <Pager page={page} limit={reviews.data.limit} total={reviews.data.total} />}
    </div>
  );
}
