import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { cx } from '#web/components/ui/cx';

/**
 * The rating as a native radio group drawn as stars: arrow keys move and choose, Tab leaves,
 * and a screen reader hears "4 stars, 4 of 5". Stars up to the chosen one are filled.
 */
export function StarInput({
  value,
  onChange,
  error,
  errorId,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  errorId: string;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">
        {t('reviews.form.rating')}
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      </legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md text-3xl leading-none has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              data-testid="review-star"
            />
            <span
              aria-hidden="true"
              className={cx(n <= value ? 'text-warning-700' : 'text-line-strong')}
            >
              ★
            </span>
            <span className="sr-only">{t('reviews.form.stars', { count: n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
