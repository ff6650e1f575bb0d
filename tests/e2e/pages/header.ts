// The shop's header on every page: the search box, the account link, the counters and the
// header cart (which opens the mini cart).
import type { Locator } from '@playwright/test';
import { startsWith } from '../support/text';
import { Screen } from './screen';

export class Header extends Screen {
  readonly banner = this.page.getByRole('banner');
  readonly search = this.banner.getByRole('combobox', { name: this.t('header.search') });
  /** The cart counter (a test hook of the rules: its text is the number). */
  readonly cartCount = this.page.getByTestId('cart-count');
  /** The header cart: a link to the cart page, named "Koszyk, N produktów". */
  readonly cartLink = this.banner.getByRole('link', {
    name: startsWith(`${this.t('header.cart')},`),
  });
  readonly miniCart = this.page.getByRole('dialog', { name: this.t('header.cart') });
  /** The suggestions under the search box. */
  readonly suggestions = this.page.getByRole('listbox', { name: this.t('search.suggestions') });
  readonly suggestionOptions = this.suggestions.getByRole('option');
  /** Suggested products: the options with a thumbnail (its `alt` is empty: the title names it). */
  readonly suggestedProducts = this.suggestionOptions.filter({ has: this.page.locator('img') });
  /** Suggested categories, labelled as such under their name. */
  readonly suggestedCategories = this.suggestionOptions.filter({
    hasText: this.t('search.category'),
  });

  /** What a screen reader hears of the suggestions: how many there are (a polite live region). */
  readonly suggestionsAnnounced = this.banner.locator('[aria-live="polite"]');

  /** A suggestion's title: its first line (a product's price, a category's label follow it). */
  suggestionTitle(option: Locator): Promise<string> {
    return option.locator('.search-option-title').innerText();
  }

  /** The account link, named after the logged-in shopper, or "Konto" for a guest. */
  account(name = this.t('header.account')): Locator {
    return this.banner.getByRole('link', { name, exact: true });
  }

  /** One of the language links in the header's top bar. */
  language(name: 'Polski' | 'English' | 'Русский'): Locator {
    return this.banner.getByRole('link', { name, exact: true });
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await this.search.press('Enter');
  }
}
