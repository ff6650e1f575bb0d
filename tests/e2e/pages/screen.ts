// What every page object of the shop shares: the page, and the shop's texts in the page's language.
// Page objects extend it and declare their locators as fields (initialised once `page` is set).
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '#domain/locale';
import type { Translate } from '#web/lib/i18n/translate';
import { gotoHydrated } from '../support/fixtures';
import { shopText } from '../support/text';

export abstract class Screen {
  /** The shop's texts in this page's language. */
  protected readonly t: Translate;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'pl',
  ) {
    this.t = shopText(locale);
  }

  /** Opens `path` in this page's language (`/cart` is `/pl/cart`) once React has hydrated. */
  protected open(path = '') {
    return gotoHydrated(this.page, `/${this.locale}${path}`);
  }

  /** The items of `items` holding a link named `title`: a product's card, column or line. */
  protected holding(items: Locator, title: string): Locator {
    return items.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }
}
