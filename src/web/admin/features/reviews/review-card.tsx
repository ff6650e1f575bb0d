import { useId, useState } from 'react';
import { adminReviewPatchRequest, type AdminReview } from '#contracts/admin/reviews';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { formatDateTime } from '#web/admin/lib/format';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useModerateReview } from './review-queries';
import { useReviewsT } from './i18n';

/**
 * One review to decide on. The shopper's text is shown as React text only (escaped); a reject
 * asks for the reason in place, so the decision and its reason are one step.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  const t = useReviewsT();
  const adminT = useAdminT();
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
  // The reason is checked by the contract's schema first; any problem with it, in the browser
  // or from the server, reads as the one sentence staff need. Other failures are the client's
  // toast (the call is not quiet), so the form adds no line of its own.
  const reject = useAdminForm({
    schema: adminReviewPatchRequest,
    read: (form) => ({
      status: 'rejected',
      reason: String(new FormData(form).get('reason') ?? '').trim(),
    }),
    submit: async (patch) => {
      setError(null);
      await moderate.mutateAsync({ id: review.id, patch });
    },
    describeError: () => '',
  });
  const rejectError = reject.formError ? t('reviews.reasonRequired') : null;
  const shown = error ?? rejectError;

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
      {shown && (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {shown}
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
            <form onSubmit={reject.onSubmit} noValidate className="flex flex-wrap items-end gap-2">
              <Field label={t('reviews.reason')} id={reasonId}>
                <Input name="reason" size="sm" maxLength={500} autoFocus />
              </Field>
              <Button type="submit" size="sm" variant="danger" loading={reject.pending}>
                {t('reviews.reject')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => (setRejecting(false), reject.reset())}
              >
                {adminT('common.cancel')}
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
