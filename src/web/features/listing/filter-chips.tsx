import { Link } from 'react-router';
import type { Facets } from '#contracts/facets';
import {
  toggleFilterValue,
  withMinRating,
  withPriceRange,
  withoutFilter,
  type Filters,
} from '#domain/filters/filter-address';
import { PRICE_KEY, RATING_KEY, getMinRating, getPriceRange } from '#domain/filters/filter-set';
import type { Locale } from '#domain/locale';
import { currencyLabel } from '#domain/money';
import type { Translate } from '#web/lib/i18n/translate';
import { useLocale, useT } from '#web/lib/i18n/use-translate';

export interface FilterChip {
  /** `key:value`, unique in the list. */
  id: string;
  label: string;
  /** The filters without this one. */
  without: Filters;
}

/**
 * One chip per chosen value, in the panel's order (attributes as the facets list them, then the
 * rating, then the price). A value the facets no longer list (no product left) still shows, by
 * its slug, so it can be removed.
 */
export function filterChips(
  filters: Filters,
  facets: Facets,
  t: Translate,
  locale: Locale,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const listed = new Set<string>();
  const add = (key: string, value: string, label: string) =>
    chips.push({ id: `${key}:${value}`, label, without: toggleFilterValue(filters, key, value) });
  for (const facet of facets.attributes) {
    listed.add(facet.key);
    for (const value of filters[facet.key] ?? []) {
      const option = facet.options.find((o) => o.value === value);
      add(facet.key, value, `${facet.label}: ${option?.label ?? value}`);
    }
  }
  for (const [key, values] of Object.entries(filters)) {
    if (listed.has(key) || key === PRICE_KEY || key === RATING_KEY) continue;
    for (const value of values) add(key, value, value);
  }
  const stars = getMinRating(filters);
  if (stars !== null) {
    chips.push({
      id: `${RATING_KEY}:${stars}`,
      label: t('filters.ratingAtLeast', { stars }),
      without: withMinRating(filters, null),
    });
  }
  const price = getPriceRange(filters);
  if (price) {
    chips.push({
      id: `${PRICE_KEY}:${price.min}-${price.max}`,
      label: `${t('filters.price')}: ${price.min}–${price.max} ${currencyLabel(locale)}`,
      without: withPriceRange(filters, null),
    });
  } else if (filters[PRICE_KEY]) {
    chips.push({
      id: PRICE_KEY,
      label: t('filters.price'),
      without: withoutFilter(filters, PRICE_KEY),
    });
  }
  return chips;
}

/**
 * The active filters above the results, each a link to the listing without it, and "clear
 * filters" (docs/rules.md#sorting-and-filters). Plain links: without JavaScript each is a page
 * load of its address; with it, a move of the router that keeps the scroll where it is.
 */
export function FilterChips({
  filters,
  facets,
  href,
}: {
  filters: Filters;
  facets: Facets;
  /** The listing's address for a filter set (page 1, search and sort kept). */
  href: (filters: Filters) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const chips = filterChips(filters, facets, t, locale);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('filters.active')} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link
            to={href(chip.without)}
            preventScrollReset
            className="filter-chip"
            aria-label={t('filters.remove', { filter: chip.label })}
            data-testid="filter-chip"
          >
            {chip.label}
            <i className="ic i-close is-16" aria-hidden="true" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={href({})}
          preventScrollReset
          className="px-2 text-sm text-brand-700 underline"
          data-testid="filters-clear"
        >
          {t('filters.clear')}
        </Link>
      </li>
    </ul>
  );
}
