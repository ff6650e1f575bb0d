// The cart page (docs/rules.md#cart): its lines with their steppers, the total, the order form,
// and sharing; and a cart someone shared by link. Lines, the total and the order button keep the
// rules' test hooks.
import { expect, type Locator } from '@playwright/test';
import { fieldLabel, t } from '../support/text';
import { Header } from './header';
import { Screen } from './screen';

export class CartPage extends Screen {
  readonly header = new Header(this.page, this.locale);
  readonly lines = this.page.getByTestId('cart-line');
  readonly total = this.page.getByTestId('cart-total');
  /** "Zamów" (a test hook: `cart-order`, disabled while a line is empty). */
  readonly orderButton = this.page.getByTestId('cart-order');
  readonly empty = this.page.getByRole('heading', { name: this.t('cart.empty.title') });
  /** The status page the checkout ends on. */
  readonly confirmation = this.page.getByRole('heading', {
    level: 1,
    name: this.t('checkout.status.placedTitle'),
  });

  async goto() {
    await this.open('/cart');
  }

  line(productId: number): CartLine {
    return cartLine(this.page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`));
  }

  /**
   * Orders as a logged-in shopper through the checkout: a courier to `address` ("street, NN-NNN
   * city"), cash on delivery.
   */
  async order(details: { phone: string; address: string }) {
    await this.orderButton.click();
    const [street, rest] = details.address.split(/,\s*/);
    const [, postalCode, city] = /^(\S+)\s+(.+)$/.exec(rest ?? '') ?? [];
    const field = (key: Parameters<typeof this.t>[0]) =>
      this.page.getByLabel(fieldLabel(this.t(key))).first();
    await expect(this.page.getByTestId('checkout-total')).toBeVisible();
    // A shopper's form starts filled from the profile.
    await expect(field('order.field.email')).not.toHaveValue('');
    await field('order.field.phone').fill(details.phone);
    await this.page.locator('[data-testid="delivery-method"][data-code="courier"] input').check();
    await field('address.street').fill(street ?? '');
    await field('address.postalCode').fill(postalCode ?? '');
    await field('address.city').fill(city ?? '');
    await this.page.locator('[data-testid="payment-method"][data-method="cod"] input').check();
    await this.page
      .getByRole('checkbox', { name: new RegExp(this.t('checkout.terms.terms')) })
      .check();
    await this.page.getByTestId('checkout-place').click();
    await expect(this.confirmation).toBeVisible();
  }

  /** Makes a link to this cart and returns it. */
  async share(): Promise<string> {
    await this.page.getByRole('button', { name: this.t('cart.share.button') }).click();
    return this.page.getByLabel(fieldLabel(this.t('cart.share.link'))).inputValue();
  }
}

/** One line of the cart, on the cart page or in the mini cart. */
export interface CartLine {
  root: Locator;
  /** The count: an <output> (role status) inside the stepper's group. */
  count: Locator;
  increase: Locator;
  decrease: Locator;
  remove: Locator;
  /** What an unavailable line says, with its own "remove" button. */
  unavailable: Locator;
}

export function cartLine(root: Locator): CartLine {
  return {
    root,
    count: root.getByRole('group').getByRole('status'),
    increase: root.getByRole('button', { name: t('cart.increase') }),
    decrease: root.getByRole('button', { name: t('cart.decrease') }),
    remove: root.getByTestId('cart-line-delete'),
    unavailable: root.getByRole('status').filter({ hasText: t('cart.unavailable') }),
  };
}

/** A cart someone shared by link. */
export class SharedCartPage extends Screen {
  readonly header = new Header(this.page, this.locale);
  /** Its lines: list items that say how many ("Ilość: N"). */
  readonly lines = this.page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: this.t('cart.shared.count', { count: 0 }).replace('0', '') });
  readonly addToMine = this.page.getByRole('button', { name: this.t('cart.shared.add') });
  readonly taken = this.page.getByRole('status').filter({ hasText: this.t('cart.shared.added') });
}
