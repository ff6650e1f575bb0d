import type { RatingCounts } from '#contracts/reviews';
import { RatingStars } from '#web/components/ui/rating-stars';
import { useLocale, useT } from '#web/lib/i18n/use-translate';

/** The average, its stars and a 1–5 histogram (each row read out as "5 stars: 3 reviews"). */
export function ReviewSummary({
  average,
  counts,
}: {
  average: number | null;
  counts: RatingCounts;
}) {
  const t = useT();
  const locale = useLocale();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (average === null || total === 0) {
    return <p className="text-sm text-muted">{t('reviews.none')}</p>;
  }
  return (
    <div className="flex flex-wrap items-start gap-6" data-testid="review-summary">
      <div>
        <p className="font-display text-h1 font-semibold text-ink" data-testid="review-average">
          {average.toLocaleString(locale)}
        </p>
        <RatingStars average={average} className="text-base" />
        <p className="mt-1 text-sm text-muted">{t('reviews.count', { count: total })}</p>
      </div>
      <ul className="min-w-48 max-w-md flex-1 text-sm" aria-label={t('reviews.histogram')}>
        {(['5', '4', '3', '2', '1'] as const).map((stars) => (
          <li key={stars} className="flex items-center gap-2">
            <span className="sr-only">
              {t('reviews.histogramRow', { stars, count: counts[stars] })}
            </span>
            <span aria-hidden="true" className="w-6 tabular-nums">
              {stars}★
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-canvas">
              <span
                className="block h-full bg-warning-500"
                style={{ width: `${(counts[stars] / total) * 100}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-8 text-right tabular-nums text-muted">
              {counts[stars]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
