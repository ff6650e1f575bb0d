import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Facets } from '#contracts/facets';
import type { Filters } from '#domain/filters/filter-address';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD, filtersFromForm } from '#domain/filters/filter-form';
import { getMinRating, getPriceRange } from '#domain/filters/filter-set';
import { keptParams, listingHref, type ListingLocation } from '#domain/listing/listing-address';
import { Button } from '#web/components/ui/button';
import { getJson } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { useT } from '#web/lib/i18n/use-translate';
import { RatingFilter } from './rating-filter';

const countAnswer = answer('productCountResponse');

export interface FilterPanelProps {
  facets: Facets;
  /** The listing shown, on page 1: a new filter set keeps its search and sort. */
  location: ListingLocation & { filters: Filters };
  /** The count call for a filter set, when the listing has one (catalogue). */
  countUrl?: (filters: Filters) => string;
  total: number;
}

/**
 * A GET form: without JavaScript it submits and the page redirects to its filter address. With
 * JavaScript it asks the count call how many products the staged choice gives ("show N
 * products") and navigates only when the shopper applies it. Its parent keys it by the
 * filters, so new page data starts a fresh (uncontrolled) form.
 */
export function FilterPanel({ facets, location, countUrl, total }: FilterPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { filters } = location;
  const [count, setCount] = useState(total);
  const [staged, setStaged] = useState<Filters>(filters);

  const read = () =>
    filtersFromForm(
      new URLSearchParams(new FormData(form.current!) as unknown as Record<string, string>),
      { priceBounds: facets.price ?? undefined },
    );

  useEffect(() => {
    if (!countUrl || staged === filters) return;
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
      onChange={() => setStaged(read())}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(listingHref({ ...location, filters: read(), page: undefined }));
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
                    defaultChecked={o.selected}
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
      <RatingFilter choices={facets.rating} selected={getMinRating(filters)} />
      {facets.price && (
        <fieldset className="border-b border-line pb-4">
          <legend className="mb-2 font-semibold">{t('filters.price')}</legend>
          <div className="flex items-center gap-2">
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
            <span className="text-sm text-muted">zł</span>
          </div>
        </fieldset>
      )}
      <Button type="submit" fullWidth>
        {countUrl ? t('filters.show', { count }) : t('filters.apply')}
      </Button>
    </form>
  );
}
