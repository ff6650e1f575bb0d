// The cart page (docs/rules.md#cart): its lines with their steppers, the total, the order form,
// and sharing. Lines, steppers, total and the order button keep the rules' test hooks.
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { fieldLabel, t } from '../support/text';
import { Header } from './header';

export class CartPage {
  readonly header: Header;
  readonly lines: Locator;
  readonly total: Locator;
  readonly orderButton: Locator;
  readonly empty: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.lines = page.getByTestId('cart-line');
    this.total = page.getByTestId('cart-total');
    this.orderButton = page.getByTestId('cart-order');
    this.empty = page.getByRole('heading', { name: t('cart.empty.title') });
    this.confirmation = page.getByRole('heading', { name: t('cart.order.thanks') });
  }

  async goto() {
    await gotoHydrated(this.page, '/pl/cart');
  }

  line(productId: number): CartLine {
    return new CartLine(
      this.page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`),
    );
  }

  /** Orders as a logged-in shopper, with a phone and a delivery address. */
  async order(details: { phone: string; address: string }) {
    await this.orderButton.click();
    const form = this.page.getByRole('region', { name: t('cart.order.title') });
    await form.getByLabel(fieldLabel(t('order.field.phone'))).fill(details.phone);
    await form.getByLabel(fieldLabel(t('order.field.address'))).fill(details.address);
    await form.getByRole('button', { name: t('cart.order.submit') }).click();
    await expect(this.confirmation).toBeVisible();
  }

  /** Makes a link to this cart and returns it. */
  async share(): Promise<string> {
    await this.page.getByRole('button', { name: t('cart.share.button') }).click();
    return this.page.getByLabel(fieldLabel(t('cart.share.link'))).inputValue();
  }
}

/** One line of the cart, on the cart page or in the mini cart. */
export class CartLine {
  readonly count: Locator;
  readonly increase: Locator;
  readonly decrease: Locator;
  readonly remove: Locator;
  /** What an unavailable line says, with its own "remove" button. */
  readonly unavailable: Locator;

  constructor(readonly root: Locator) {
    // The count is an <output> (role status) inside the stepper's group.
    this.count = root.getByRole('group').getByRole('status');
    this.increase = root.getByRole('button', { name: t('cart.increase') });
    this.decrease = root.getByRole('button', { name: t('cart.decrease') });
    this.remove = root.getByTestId('cart-line-delete');
    this.unavailable = root.getByRole('status').filter({ hasText: t('cart.unavailable') });
  }
}

/** A cart someone shared by link. */
export class SharedCartPage {
  readonly header: Header;
  readonly lines: Locator;
  readonly addToMine: Locator;
  readonly taken: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    const quantity = t('cart.shared.count', { count: 0 }).replace('0', '');
    this.lines = page.getByRole('main').getByRole('listitem').filter({ hasText: quantity });
    this.addToMine = page.getByRole('button', { name: t('cart.shared.add') });
    this.taken = page.getByRole('status').filter({ hasText: t('cart.shared.added') });
  }
}
