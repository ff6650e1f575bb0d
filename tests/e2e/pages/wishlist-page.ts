// The wish-list page (docs/rules.md#wish-list): a guest's invitation to log in, the empty list,
// or the shopper's products with a "remove" button each.
import type { Locator } from '@playwright/test';
import { Screen } from './screen';

export class WishlistPage extends Screen {
  readonly cards = this.page.getByRole('main').getByTestId('product-card');
  readonly guest = this.page.getByRole('heading', { name: this.t('wishlist.guestTitle') });
  readonly empty = this.page.getByRole('heading', { name: this.t('wishlist.emptyTitle') });
  /** The guest's "log in" link. */
  readonly loginLink = this.page
    .getByRole('main')
    .getByRole('link', { name: this.t('auth.login.submit') });

  async goto() {
    await this.open('/wishlist');
  }

  card(title: string): Locator {
    return this.holding(this.cards, title);
  }

  removeButton(title: string): Locator {
    return this.page.getByRole('button', { name: this.t('wishlist.removeItem', { title }) });
  }
}
