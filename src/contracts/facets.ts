/**
 * A listing's filter options with their counts, as its page's loader hands them to the browser
 * (features/listing). The server computes them (services/catalog/facets.ts, or the listing
 * index); this is the shape both sides agree on, so the browser's code never imports the server's.
 */

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  key: string;
  label: string;
  options: FacetOption[];
}

/** How many products the listing would show with "average at least `stars`" chosen instead. */
export interface RatingCount {
  stars: number;
  count: number;
}

export interface Facets {
  attributes: Facet[];
  /**
   * Counts for the rating filter's choices, highest first (4+, 3+, 2+, 1+): every other filter
   * applies, the rating filter itself does not (like an attribute's own options).
   */
  rating?: RatingCount[];
  /** Whole-PLN bounds of the effective price in the scope (other filters applied). */
  price: { min: number; max: number } | null;
}
