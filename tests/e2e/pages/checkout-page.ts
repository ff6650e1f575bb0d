// The checkout (docs/decisions/031-checkout.md) and the order's status page that follows it.
import { expect, type Locator } from '@playwright/test';
import { fieldLabel } from '../support/text';
import { Header } from './header';
import { Screen } from './screen';

export interface Contact {
  name: string;
  surname: string;
  email: string;
  phone: string;
}

export class CheckoutPage extends Screen {
  readonly header = new Header(this.page, this.locale);
  readonly heading = this.page.getByRole('heading', { level: 1, name: this.t('checkout.title') });
  readonly summary = this.page.getByTestId('checkout-summary');
  readonly total = this.page.getByTestId('checkout-total');
  readonly placeButton = this.page.getByTestId('checkout-place');
  readonly formError = this.page.getByRole('alert').first();

  async goto() {
    await this.open('/checkout');
    await expect(this.total).toBeVisible();
  }

  field(key: Parameters<typeof this.t>[0]): Locator {
    return this.page.getByLabel(fieldLabel(this.t(key)), { exact: false }).first();
  }

  async fillContact(c: Partial<Contact>) {
    if (c.name !== undefined) await this.field('checkout.field.name').fill(c.name);
    if (c.surname !== undefined) await this.field('checkout.field.surname').fill(c.surname);
    if (c.email !== undefined) await this.field('order.field.email').fill(c.email);
    if (c.phone !== undefined) await this.field('order.field.phone').fill(c.phone);
  }

  async chooseDelivery(code: string) {
    await this.page.locator(`[data-testid="delivery-method"][data-code="${code}"] input`).check();
    await expect(this.summary).toHaveAttribute('aria-busy', 'false');
  }

  async fillAddress(a: { street: string; postal_code: string; city: string }) {
    await this.field('address.street').fill(a.street);
    await this.field('address.postalCode').fill(a.postal_code);
    await this.field('address.city').fill(a.city);
  }

  /** The picker's list of points, each a button (`data-point-id`). */
  readonly points = this.page
    .getByRole('list', { name: this.t('checkout.point.list') })
    .getByRole('button');

  /** Types `search` into the picker's search field (the list follows after a pause). */
  async searchPoints(search: string) {
    await this.page.getByLabel(this.t('checkout.point.search')).fill(search);
  }

  /** The point with `id` in the list. */
  point(id: string): Locator {
    return this.page.locator(`button[data-point-id="${id}"]`);
  }

  /** Searches the shop's points and chooses the one with `id`. */
  async choosePoint(search: string, id: string) {
    await this.page.getByLabel(this.t('checkout.point.search')).fill(search);
    await this.page.locator(`button[data-point-id="${id}"]`).click();
    await expect(this.field('checkout.point.id')).toHaveValue(id);
  }

  async choosePayment(method: 'online' | 'transfer' | 'cod') {
    await this.page
      .locator(`[data-testid="payment-method"][data-method="${method}"] input`)
      .check();
  }

  async acceptTerms() {
    await this.page
      .getByRole('checkbox', { name: new RegExp(this.t('checkout.terms.terms')) })
      .check();
  }

  line(productId: number): Locator {
    return this.page.locator(`[data-testid="checkout-line"][data-product-id="${productId}"]`);
  }
}

export class OrderStatusPage extends Screen {
  readonly orderId = this.page.getByTestId('order-number');
  readonly status = this.page.getByTestId('order-status');
  readonly payment = this.page.getByTestId('payment-status');
  readonly transfer = this.page.getByTestId('transfer-details');
  readonly transferAccount = this.page.getByTestId('transfer-account');
  readonly transferTitle = this.page.getByTestId('transfer-title');
  readonly transferAmount = this.page.getByTestId('transfer-amount');
  readonly shipment = this.page.getByTestId('order-shipment');
  readonly trackingLink = this.page.getByTestId('tracking-link');
  readonly withdrawal = this.page.getByRole('heading', {
    name: this.t('checkout.status.withdrawal'),
  });
}
