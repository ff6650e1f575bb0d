// The shop's header on every page: the search box, the account link, the counters and the
// header cart (which opens the mini cart).
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/domain/locale';
import { shopText, startsWith } from '../support/text';

export class Header {
  readonly banner: Locator;
  readonly search: Locator;
  /** The cart counter (a test hook of the rules: its text is the number). */
  readonly cartCount: Locator;
  /** The header cart: a link to the cart page, named "Koszyk, N produktów". */
  readonly cartLink: Locator;
  readonly miniCart: Locator;
  private readonly t: ReturnType<typeof shopText>;

  constructor(
    readonly page: Page,
    locale: Locale = 'pl',
  ) {
    this.t = shopText(locale);
    this.banner = page.getByRole('banner');
    this.search = this.banner.getByRole('combobox', { name: this.t('header.search') });
    this.cartCount = page.getByTestId('cart-count');
    this.cartLink = this.banner.getByRole('link', {
      name: startsWith(`${this.t('header.cart')},`),
    });
    this.miniCart = page.getByRole('dialog', { name: this.t('header.cart') });
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

  /** The suggestions under the search box. */
  get suggestions(): Locator {
    return this.page.getByRole('listbox', { name: this.t('search.suggestions') });
  }
}
