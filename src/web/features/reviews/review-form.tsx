import { Suspense, useState } from 'react';
import type { MyReview } from '#contracts/reviews';
import { Spinner } from '#web/components/ui/spinner';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { lazyPart } from '#web/lib/lazy-part';
import { loginHref } from '#web/lib/shop-links';

export const REVIEW_FORM_ID = 'review-form';

/**
 * The form's fields, zod and the review schema load when a logged-in shopper's own review has
 * been asked for (after hydration), not with the product page (docs/decisions/029-scripts-after-load.md).
 */
const ReviewFormFields = lazyPart(() => import('./review-form-fields'));

/**
 * Write, change or delete one's review of the product. A guest gets a login link that comes
 * back to this form; `mine` is null until the shopper's own review has been asked for.
 */
export function ReviewForm({
  productId,
  productPath,
  loggedIn,
  mine,
  onChanged,
}: {
  productId: number;
  productPath: string;
  loggedIn: boolean;
  mine: MyReview | null;
  onChanged: () => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const own = mine?.review ?? null;
  // Here, not in the fields: they unmount while `mine` is asked for again.
  const [done, setDone] = useState<string | null>(null);

  return (
    <section
      id={REVIEW_FORM_ID}
      aria-labelledby={`${REVIEW_FORM_ID}-title`}
      className="mt-6 scroll-mt-24"
    >
      <h3 id={`${REVIEW_FORM_ID}-title`} className="text-lg font-semibold">
        {own ? t('reviews.form.editTitle') : t('reviews.form.title')}
      </h3>
      {!loggedIn ? (
        <a
          href={loginHref(locale, `${productPath}#${REVIEW_FORM_ID}`)}
          className="mt-2 inline-block font-medium text-brand-600 underline underline-offset-2"
          data-testid="review-login"
        >
          {t('reviews.form.login')}
        </a>
      ) : mine === null ? null : (
        <Suspense fallback={<Spinner className="mt-3" />}>
          <ReviewFormFields
            productId={productId}
            own={own}
            onChanged={onChanged}
            done={done}
            onDone={setDone}
          />
        </Suspense>
      )}
    </section>
  );
}
