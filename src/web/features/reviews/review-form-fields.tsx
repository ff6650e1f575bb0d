import { useId, useState } from 'react';
import {
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  reviewFormSchema,
  type MyReview,
} from '#contracts/reviews';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input, Textarea } from '#web/components/ui/input';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useZodForm } from '#web/lib/use-zod-form';
import { reviewCalls } from './review-calls';
import { StarInput } from './star-input';

/** The fields of a logged-in shopper's review form (review-form.tsx loads them on first use). */
export default function ReviewFormFields({
  productId,
  own,
  onChanged,
  done,
  onDone,
}: {
  productId: number;
  own: MyReview['review'];
  onChanged: () => Promise<void>;
  /** The last outcome, kept by review-form.tsx: it outlives these fields (a token refresh). */
  done: string | null;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [rating, setRating] = useState(0);
  const errorId = useId();
  const form = useZodForm(reviewFormSchema, async (values) => {
    const answer = own
      ? await reviewCalls.update(own.id, values)
      : await reviewCalls.create(productId, locale, values);
    onDone(
      answer.status === 'published'
        ? t('reviews.form.sentPublished')
        : t('reviews.form.sentPending'),
    );
    await onChanged();
  });
  const remove = async () => {
    if (!own) return;
    await reviewCalls.remove(own.id).catch(() => undefined);
    onDone(t('reviews.form.deleted'));
    setRating(0);
    await onChanged();
  };

  return (
    <form
      key={own ? `${own.id}-${own.status}` : 'new'}
      onSubmit={form.onSubmit}
      noValidate
      className="mt-3 flex max-w-2xl flex-col gap-4"
    >
      <FormMessage message={form.formError} />
      <FormMessage message={done} tone="success" />
      {own && (
        <p className="text-sm text-muted" data-testid="review-status">
          {t(`reviews.status.${own.status}`)}
        </p>
      )}
      <StarInput
        value={rating || own?.rating || 0}
        onChange={setRating}
        error={form.fieldError('rating')}
        errorId={errorId}
      />
      <Field
        label={t('reviews.form.titleField')}
        optionalText={t('reviews.form.optional')}
        error={form.fieldError('title')}
      >
        <Input name="title" maxLength={REVIEW_TITLE_MAX} defaultValue={own?.title ?? ''} />
      </Field>
      <Field
        label={t('reviews.form.body')}
        hint={t('reviews.form.bodyHint', { max: REVIEW_BODY_MAX })}
        error={form.fieldError('body')}
        required
      >
        <Textarea name="body" rows={5} maxLength={REVIEW_BODY_MAX} defaultValue={own?.body ?? ''} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.pending} data-testid="review-submit">
          {own ? t('reviews.form.save') : t('reviews.form.submit')}
        </Button>
        {own && (
          <Button type="button" variant="secondary" onClick={remove}>
            {t('reviews.form.delete')}
          </Button>
        )}
      </div>
    </form>
  );
}
