import { useId, useState, type FormEvent } from 'react';
import type { AdminReview } from '#contracts/admin/reviews';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { formatDateTime } from '#web/admin/lib/format';
import { useModerateReview } from './review-queries';

/**
 * One review to decide on. The shopper's text is shown as React text only (escaped); a reject
 * asks for the reason in place, so the decision and its reason are one step.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const moderate = useModerateReview();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(t('reviews.reasonRequired'));
    } finally {
      setBusy(false);
    }
  };
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (!reason) return setError(t('reviews.reasonRequired'));
    void decide(() =>
      moderate.mutateAsync({ id: review.id, patch: { status: 'rejected', reason } }),
    );
  };

  return (
    <article
      className="rounded-lg bg-white p-4 ring-1 ring-line"
      data-testid="admin-review"
      data-review-id={review.id}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span
          role="img"
          className="font-semibold text-ink"
          aria-label={t('reviews.rating', { rating: review.rating })}
        >
          {'★'.repeat(review.rating)}
          <span className="text-line-strong">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className="font-medium">{review.product_title}</span>
        {review.verified && <Badge tone="success">{t('reviews.verified')}</Badge>}
        <span className="text-muted">
          {review.author} ({review.author_email}) · {review.locale} ·{' '}
          {formatDateTime(locale, review.created_at)}
        </span>
      </header>
      {review.title && <h2 className="mt-2 font-semibold wrap-break-word">{review.title}</h2>}
      <p className="mt-1 text-sm wrap-break-word whitespace-pre-line">{review.body}</p>
      {review.reject_reason && (
        <p className="mt-2 text-sm text-danger-700">
          {t('reviews.rejectedFor', { reason: review.reject_reason })}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {review.status !== 'published' && (
          <Button
            size="sm"
            loading={busy && !rejecting}
            onClick={() =>
              void decide(() =>
                moderate.mutateAsync({ id: review.id, patch: { status: 'published' } }),
              )
            }
          >
            {t('reviews.publish')}
          </Button>
        )}
        {review.status !== 'rejected' &&
          (rejecting ? (
            <form onSubmit={reject} className="flex flex-wrap items-end gap-2">
              <Field label={t('reviews.reason')} id={reasonId}>
                <Input name="reason" size="sm" maxLength={500} autoFocus />
              </Field>
              <Button type="submit" size="sm" variant="danger" loading={busy}>
                {t('reviews.reject')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(false)}>
                {t('common.cancel')}
              </Button>
            </form>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
              {t('reviews.reject')}…
            </Button>
          ))}
      </div>
    </article>
  );
}
