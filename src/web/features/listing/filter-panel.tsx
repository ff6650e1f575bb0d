import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Facets } from '#contracts/facets';
import { hasFilterValue, type Filters } from '#domain/filters/filter-address';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD, filtersFromForm } from '#domain/filters/filter-form';
import { getMinRating, getPriceRange } from '#domain/filters/filter-set';
import { keptParams, listingHref, type ListingLocation } from '#domain/listing/listing-address';
import { currencyLabel } from '#domain/money';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { useHydrated } from '#web/components/ui/use-hydrated';
import { getJson } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { RatingFilter } from './rating-filter';

const countAnswer = answer('productCountResponse');

/**
 * Where the panel is a column beside the results (the stylesheet's `lg`, 64rem): there a tick
 * applies at once; below it the panel is a disclosure above the results, applied by its button.
 */
const SIDE_COLUMN = '(min-width: 64rem)';
const besideResults = () => typeof window !== 'undefined' && window.matchMedia(SIDE_COLUMN).matches;

export interface FilterPanelProps {
  facets: Facets;
  /** The listing shown, on page 1: a new filter set keeps its search and sort. */
  location: ListingLocation & { filters: Filters };
  /** The count call for a filter set, when the listing has one (catalogue). */
  countUrl?: (filters: Filters) => string;
  total: number;
  /** After the shopper applied a choice (the phone's disclosure closes). */
  onApplied?: () => void;
}

/**
 * A GET form: without JavaScript it submits and the page redirects to its filter address
 * (docs/rules.md#listing-addresses). With JavaScript (docs/decisions/071-filters-that-apply.md):
 * - beside the results (a desktop) a ticked option applies at once: the router moves to the
 *   new address (pushed, so "back" undoes it) and the results change without a page load; the
 *   price applies with its own button or Enter;
 * - above the results (a phone) ticks are staged; the apply button, kept in view at the bottom
 *   of the screen, says how many products they give (the count call) and applies them.
 * The boxes show the staged choice and follow the address when it changes (back, a chip
 * removed), without remounting, so the focus stays on the box just ticked.
 */
export function FilterPanel({ facets, location, countUrl, total, onApplied }: FilterPanelProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { filters } = location;
  const [count, setCount] = useState(total);
  const [staged, setStaged] = useState<Filters>(filters);
  // New page data (an applied choice, "back", a chip): the boxes follow the address.
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setStaged(filters);
    setCount(total);
  }

  const read = () =>
    filtersFromForm(
      new URLSearchParams(new FormData(form.current!) as unknown as Record<string, string>),
      { priceBounds: facets.price ?? undefined },
    );

  const apply = (next: Filters, keepScroll: boolean) => {
    onApplied?.();
    navigate(listingHref({ ...location, filters: next, page: undefined }), {
      preventScrollReset: keepScroll,
    });
  };

  /** A box or a rating ticked: applied at once beside the results, else staged. */
  const picked = () => {
    const next = read();
    setStaged(next);
    if (besideResults()) apply(next, true);
  };

  useEffect(() => {
    if (!countUrl || staged === filters || besideResults()) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      getJson(countUrl(staged), countAnswer, abort.signal).then(
        (r) => setCount(r.count),
        () => {},
      );
    }, 200);
    return () => (clearTimeout(timer), abort.abort());
  }, [staged, filters, countUrl]);

  const price = getPriceRange(filters);
  return (
    <form
      ref={form}
      method="get"
      action={location.route}
      onSubmit={(e) => {
        e.preventDefault();
        apply(read(), besideResults());
      }}
      aria-label={t('filters.title')}
      className="space-y-5"
    >
      {keptParams(location).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {facets.attributes.map((facet) => (
        <fieldset key={facet.key} className="border-b border-line pb-4">
          <legend className="mb-2 font-semibold">{facet.label}</legend>
          <ul className="max-h-64 space-y-0.5 overflow-y-auto">
            {facet.options.map((o) => (
              <li
                key={o.value}
                data-testid="filter-option"
                data-key={facet.key}
                data-value={o.value}
              >
                {/* Checkbox's look without its wrapper and generated id (the label wraps the
                    box): a search page has ~40 options. */}
                <label className="check-row">
                  <input
                    type="checkbox"
                    name={facet.key}
                    value={o.value}
                    checked={hasFilterValue(staged, facet.key, o.value)}
                    onChange={picked}
                  />
                  <span>
                    {o.label}
                    <span>{`(${o.count})`}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <RatingFilter choices={facets.rating} selected={getMinRating(staged)} onChange={picked} />
      {facets.price && (
        // Keyed by the applied range: typed amounts stay while other filters apply.
        <fieldset
          key={price ? `${price.min}-${price.max}` : ''}
          className="border-b border-line pb-4"
        >
          <legend className="mb-2 font-semibold">{t('filters.price')}</legend>
          <div className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor="price-min">
              {t('filters.priceMin')}
            </label>
            <input
              id="price-min"
              name={PRICE_MIN_FIELD}
              type="number"
              inputMode="numeric"
              min={0}
              defaultValue={price?.min}
              placeholder={String(facets.price.min)}
              className="w-24 rounded border border-line px-2 py-1.5"
            />
            <span aria-hidden="true">–</span>
            <label className="sr-only" htmlFor="price-max">
              {t('filters.priceMax')}
            </label>
            <input
              id="price-max"
              name={PRICE_MAX_FIELD}
              type="number"
              inputMode="numeric"
              min={0}
              defaultValue={price?.max}
              placeholder={String(facets.price.max)}
              className="w-24 rounded border border-line px-2 py-1.5"
            />
            <span className="text-sm text-muted">{currencyLabel(locale)}</span>
            {hydrated && (
              <Button type="submit" variant="secondary" size="sm" className="hidden lg:inline-flex">
                {t('filters.priceApply')}
              </Button>
            )}
          </div>
        </fieldset>
      )}
      {/* Kept in view at the bottom of a phone's screen while the panel is open; beside the
          results, with JavaScript, a tick applies and the button is not needed. */}
      <div
        className={cx(
          'sticky bottom-0 -mx-4 border-t border-line bg-white px-4 py-3 lg:static lg:mx-0 lg:border-0 lg:p-0',
          hydrated && 'lg:hidden',
        )}
      >
        <Button type="submit" fullWidth>
          {countUrl ? t('filters.show', { count }) : t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}
