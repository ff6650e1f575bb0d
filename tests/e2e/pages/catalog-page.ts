// A listing: a category, the sales, or search results (docs/rules.md#listing-addresses): the
// filter panel, the product cards, "load more" and the page bar.
import { expect, type Locator } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { fieldLabel } from '../support/text';
import { PageBar } from './page-bar';
import { Screen } from './screen';

export class CatalogPage extends Screen {
  readonly filters = this.page.getByRole('form', { name: this.t('filters.title') });
  /** Product cards (a test hook of the rules: `product-card` with `data-product-id`). */
  readonly cards = this.page.getByTestId('product-card');
  readonly loadMore = this.page.getByRole('button', { name: this.t('listing.loadMore') });
  readonly clearFilters = this.page.getByRole('link', { name: this.t('filters.clear') });
  /** The active filters above the results, each a link that removes it. */
  readonly chips = this.page
    .getByRole('list', { name: this.t('filters.active') })
    .getByRole('link', { name: this.t('filters.remove', { filter: '' }) });
  /** The phone's disclosure that opens the panel. */
  readonly filtersToggle = this.page.locator('summary', { hasText: this.t('filters.title') });
  /** The panel's apply button, kept in view on a phone ("Pokaż N produktów"). */
  readonly applyButton = this.filters.getByRole('button').last();
  readonly pageBar = new PageBar(this.page, this.locale);

  async goto(path: string) {
    return gotoHydrated(this.page, path);
  }

  /** The card of the product titled `title`. */
  card(title: string): Locator {
    return this.holding(this.cards, title);
  }

  /** The product ids of the cards, in order. */
  async cardIds(): Promise<(string | null)[]> {
    return this.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
  }

  /** The titles of the cards, in order. */
  async cardTitles(): Promise<string[]> {
    return this.cards.getByRole('heading').allInnerTexts();
  }

  /** "N produktów" under the heading. */
  total(count: number): Locator {
    return this.page.getByText(this.t('listing.products', { count }), { exact: true });
  }

  /** A filter value's checkbox (the option is a test hook: `filter-option` with key and value). */
  option(key: string, value: string): Locator {
    return this.filters
      .locator(`[data-testid="filter-option"][data-key="${key}"][data-value="${value}"]`)
      .getByRole('checkbox');
  }

  /** The chip of a chosen filter, by its words ("Kolor: Czarny"). */
  chip(label: string): Locator {
    return this.page.getByRole('link', { name: this.t('filters.remove', { filter: label }) });
  }

  /** The price range typed and applied with the price's own button (beside the results). */
  async applyPrice(min: number, max: number) {
    await this.filters.getByLabel(fieldLabel(this.t('filters.priceMin'))).fill(String(min));
    await this.filters.getByLabel(fieldLabel(this.t('filters.priceMax'))).fill(String(max));
    await this.filters.getByRole('button', { name: this.t('filters.priceApply') }).click();
  }

  /**
   * Ticks filter values, sets a price range, and applies them: beside the results each tick
   * applies at once and the price has its own button; on a phone the panel's button applies.
   */
  async filter(values: Array<[key: string, value: string]>, price?: [number, number]) {
    for (const [key, value] of values) await this.option(key, value).check();
    if (price) {
      await this.filters.getByLabel(fieldLabel(this.t('filters.priceMin'))).fill(String(price[0]));
      await this.filters.getByLabel(fieldLabel(this.t('filters.priceMax'))).fill(String(price[1]));
    }
    // The button reads "Pokaż N produktów" once it knows the count, else "Zastosuj filtry".
    await this.filters.getByRole('button').last().click();
  }

  async loadMoreProducts(expectedCards: number) {
    await this.loadMore.click();
    await expect(this.cards).toHaveCount(expectedCards);
  }
}
