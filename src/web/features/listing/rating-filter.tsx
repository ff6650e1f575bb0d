import type { RatingCount } from '#contracts/facets';
import { RATING_KEY } from '#domain/filters/filter-set';
import { useT } from '#web/lib/i18n/use-translate';

/**
 * "4 stars and up": one minimum average as radio buttons in the filter form (the form reads one
 * `rating` value), with "any" to drop it; `selected` is the panel's staged choice. Counts apply every other filter, like an attribute's.
 * Shown only when some product in the scope has reviews, or the filter is on.
 */
export function RatingFilter({
  choices,
  selected,
  onChange,
}: {
  choices: readonly RatingCount[] | undefined;
  selected: number | null;
  /** A choice made (the panel reads the form). */
  onChange: () => void;
}) {
  const t = useT();
  if (!choices || (selected === null && choices.every((c) => c.count === 0))) return null;
  return (
    <fieldset className="border-b border-line pb-4">
      <legend className="mb-2 font-semibold">{t('filters.rating')}</legend>
      <ul className="space-y-0.5">
        {choices.map((c) => (
          <li key={c.stars} data-testid="filter-option" data-key={RATING_KEY} data-value={c.stars}>
            <label className="check-row">
              <input
                type="radio"
                name={RATING_KEY}
                value={c.stars}
                checked={selected === c.stars}
                onChange={onChange}
              />
              <span>
                {t('filters.ratingAtLeast', { stars: c.stars })}
                <span>{`(${c.count})`}</span>
              </span>
            </label>
          </li>
        ))}
        <li>
          <label className="check-row">
            <input
              type="radio"
              name={RATING_KEY}
              value=""
              checked={selected === null}
              onChange={onChange}
            />
            <span>{t('filters.ratingAny')}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
