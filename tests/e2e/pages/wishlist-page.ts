// The wish-list page (docs/rules.md#wish-list): a guest's invitation to log in, the empty list,
// or the shopper's products with a "remove" button each.
import type { Locator, Page } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { t } from '../support/text';

export class WishlistPage {
  readonly cards: Locator;
  readonly guest: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByRole('main').getByTestId('product-card');
    this.guest = page.getByRole('heading', { name: t('wishlist.guestTitle') });
    this.empty = page.getByRole('heading', { name: t('wishlist.emptyTitle') });
  }

  async goto() {
    await gotoHydrated(this.page, '/pl/wishlist');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  removeButton(title: string): Locator {
    return this.page.getByRole('button', { name: t('wishlist.removeItem', { title }) });
  }

  /** The guest's "log in" link. */
  get loginLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: t('auth.login.submit') });
  }
}
