import { useState } from 'react';
import type { Review } from '#contracts/reviews';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { CheckIcon } from '#web/components/ui/icons';
import { RatingStars } from '#web/components/ui/rating-stars';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { reviewCalls } from './review-calls';

/** UTC, so the server's and the browser's render agree on the day. */
const dateOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/**
 * One review. Its text is shopper-written: it is only ever rendered as React text (escaped,
 * links stay text), split into paragraphs at blank lines.
 */
export function ReviewItem({
  review,
  canVote,
  voted,
}: {
  review: Review;
  /** Logged in and not the author's own review. */
  canVote: boolean;
  voted: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [helpful, setHelpful] = useState(review.helpful);
  const [done, setDone] = useState(voted);
  const [busy, setBusy] = useState(false);
  const vote = async () => {
    setBusy(true);
    try {
      setHelpful((await reviewCalls.helpful(review.id)).helpful);
      setDone(true);
    } catch {
      // A refused vote (own review, limit) changes nothing on the page.
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="border-t border-line py-4" data-testid="review" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-2">
        <RatingStars average={review.rating} className="text-sm" />
        {review.title && <h3 className="font-semibold text-ink wrap-break-word">{review.title}</h3>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>
          {review.author} · {dateOf(review.created_at, locale)}
        </span>
        {review.verified && (
          <span data-testid="review-verified">
            <Badge tone="success" icon={<CheckIcon size={14} />}>
              {t('reviews.verified')}
            </Badge>
          </span>
        )}
      </p>
      <div className="mt-2 flex flex-col gap-2 text-sm wrap-break-word whitespace-pre-line text-ink">
        {review.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-2">
        {canVote ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={done}
            disabled={done}
            loading={busy}
            onClick={vote}
            data-testid="review-helpful"
          >
            {t('reviews.helpful', { count: helpful })}
          </Button>
        ) : (
          <span className="text-xs text-muted">{t('reviews.helpful', { count: helpful })}</span>
        )}
      </div>
    </article>
  );
}
