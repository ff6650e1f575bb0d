// A listing: a category, the sales, or search results (docs/rules.md#listing-addresses): the
// filter panel, the sort, the product cards, "load more" and the page bar.
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { fieldLabel, t } from '../support/text';
import { PageBar } from './page-bar';

export class CatalogPage {
  readonly filters: Locator;
  /** Product cards (a test hook of the rules: `product-card` with `data-product-id`). */
  readonly cards: Locator;
  readonly loadMore: Locator;
  readonly clearFilters: Locator;
  readonly pageBar: PageBar;

  constructor(readonly page: Page) {
    this.filters = page.getByRole('form', { name: t('filters.title') });
    this.cards = page.getByTestId('product-card');
    this.loadMore = page.getByRole('button', { name: t('listing.loadMore') });
    this.clearFilters = page.getByRole('link', { name: t('filters.clear') });
    this.pageBar = new PageBar(page);
  }

  async goto(path: string) {
    return gotoHydrated(this.page, path);
  }

  /** The card of the product titled `title`. */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
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
    return this.page.getByText(t('listing.products', { count }), { exact: true });
  }

  /** A filter value's checkbox (the option is a test hook: `filter-option` with key and value). */
  option(key: string, value: string): Locator {
    return this.filters
      .locator(`[data-testid="filter-option"][data-key="${key}"][data-value="${value}"]`)
      .getByRole('checkbox');
  }

  /** Ticks filter values, sets a price range, and applies them. */
  async filter(values: Array<[key: string, value: string]>, price?: [number, number]) {
    for (const [key, value] of values) await this.option(key, value).check();
    if (price) {
      await this.filters.getByLabel(fieldLabel(t('filters.priceMin'))).fill(String(price[0]));
      await this.filters.getByLabel(fieldLabel(t('filters.priceMax'))).fill(String(price[1]));
    }
    await this.filters.getByRole('button', { name: /./ }).last().click();
  }

  async loadMoreProducts(expectedCards: number) {
    await this.loadMore.click();
    await expect(this.cards).toHaveCount(expectedCards);
  }
}
