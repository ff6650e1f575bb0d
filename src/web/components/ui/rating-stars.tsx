import { useLocale, useT } from '#web/lib/i18n/use-translate';

const STARS = '★★★★★';

/**
 * An average rating as five stars filled to the value (text glyphs under a clipped copy: no
 * image, no per-star markup), read out as one phrase, with the count beside it when given.
 */
export function RatingStars({
  average,
  count,
  className,
}: {
  average: number;
  count?: number;
  className?: string;
}) {
  const t = useT();
  const shown = average.toLocaleString(useLocale());
  // One review's own rating has no count: "Rated 4 out of 5", not "…, 0 reviews".
  const label =
    count === undefined
      ? t('rating.value', { average: shown })
      : t('rating.label', { average: shown, count });
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-muted ${className ?? ''}`}>
      <span role="img" aria-label={label} className="relative leading-none text-line-strong">
        <span aria-hidden="true">{STARS}</span>
        <span
          aria-hidden="true"
          className="absolute inset-0 overflow-hidden whitespace-nowrap text-warning-700"
          style={{ width: `${Math.min(100, Math.max(0, (average / 5) * 100))}%` }}
        >
          {STARS}
        </span>
      </span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </span>
  );
}
