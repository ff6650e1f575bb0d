import { useCallback } from 'react';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE } from '#contracts/limits';
import type { MyReview, ReviewList, ReviewListQuery } from '#contracts/reviews';
import { LOCALES } from '#domain/locale';
import { Button } from '#web/components/ui/button';
import { PageBar } from '#web/components/ui/page-bar';
import { Select } from '#web/components/ui/select';
import { useT } from '#web/lib/i18n/use-translate';
import { useLoad } from '#web/lib/use-load';
import { useSession } from '#web/lib/use-session';
import { reviewCalls } from './review-calls';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import { REVIEWS_QUERY_KEYS, reviewsHref } from './reviews-address';

/**
 * The product page's reviews: rendered with the (cached) page from the page's own address, so
 * the list, its sort, language filter and pages work as plain links; the shopper's own review
 * and votes are filled in after hydration.
 */
export function ReviewsSection({
  productId,
  productPath,
  list,
  query,
}: {
  productId: number;
  productPath: string;
  list: ReviewList;
  query: ReviewListQuery;
}) {
  const t = useT();
  const { accessToken } = useSession();
  // Keyed by the token, so a logout or another account never shows stale data.
  const loaded = useLoad(accessToken ? ['my-review', accessToken, productId] : null, () =>
    reviewCalls.mine(productId).catch((): MyReview => ({ review: null, voted: [] })),
  );
  const mine = loaded.data ?? null;
  const { retry } = loaded;
  const reload = useCallback(async () => retry(), [retry]);
  const lastPage = Math.max(1, Math.ceil(list.total / REVIEWS_PAGE_SIZE));

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
      <h2 id="reviews-title" className="text-xl font-bold">
        {t('reviews.title')}
      </h2>
      <div className="mt-4">
        <ReviewSummary average={list.average} counts={list.counts} />
      </div>
      {list.average !== null && (
        <form
          method="get"
          action={`${productPath}#reviews`}
          className="mt-6 flex flex-wrap items-end gap-3"
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('reviews.sort')}
            <Select
              name={REVIEWS_QUERY_KEYS.sort}
              defaultValue={query.sort}
              options={REVIEW_SORTS.map((s) => ({ value: s, label: t(`reviews.sort.${s}`) }))}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('reviews.lang')}
            <Select
              name={REVIEWS_QUERY_KEYS.lang}
              defaultValue={query.lang ?? ''}
              options={[
                { value: '', label: t('reviews.lang.all') },
                ...LOCALES.map((l) => ({ value: l, label: t(`reviews.lang.${l}`) })),
              ]}
            />
          </label>
          <Button type="submit" variant="secondary">
            {t('reviews.apply')}
          </Button>
        </form>
      )}
      <div className="mt-4" data-testid="review-list">
        {list.items.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            canVote={Boolean(accessToken) && mine !== null && mine.review?.id !== review.id}
            voted={mine?.voted.includes(review.id) ?? false}
          />
        ))}
        {list.average !== null && list.items.length === 0 && (
          <p className="text-sm text-muted">{t('reviews.noneInLanguage')}</p>
        )}
      </div>
      <PageBar
        page={{ first: query.page, last: query.page }}
        lastPage={lastPage}
        href={(page) => reviewsHref(productPath, { ...query, page })}
      />
      <ReviewForm
        productId={productId}
        productPath={productPath}
        loggedIn={Boolean(accessToken)}
        mine={mine}
        onChanged={reload}
      />
    </section>
  );
}
