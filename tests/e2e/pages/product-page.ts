// A product's page: its buttons (cart, quick order, wish list, compare, customization request)
// and their dialogs. The product's own buttons sit in the named "purchase" group, apart from the
// related products' cards, whose buttons share their names.
import { expect } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { fieldLabel } from '../support/text';
import { Header } from './header';
import { Screen } from './screen';

export class ProductPage extends Screen {
  readonly header = new Header(this.page, this.locale);
  readonly heading = this.page.getByRole('heading', { level: 1 });
  private readonly main = this.page.getByRole('main');
  private readonly purchase = this.main.getByRole('group', { name: this.t('product.buy') });
  /** "Do koszyka", or "W koszyku (N) · dodaj" once it is in the cart. */
  readonly addToCart = this.purchase.getByRole('button', {
    name: new RegExp(`^(${this.t('cart.add')}|${this.t('cart.addMore').split(' (')[0]})`),
  });
  /** The heart (a test hook of the rules: `wishlist-toggle` with aria-pressed). */
  readonly wishlistToggle = this.purchase.getByTestId('wishlist-toggle');
  /** The compare button (`compare-toggle` with aria-pressed). */
  readonly compareToggle = this.purchase.getByTestId('compare-toggle');
  readonly quickOrderButton = this.purchase.getByRole('button', {
    name: this.t('order.quick.button'),
  });
  readonly customizationButton = this.purchase.getByRole('button', {
    name: this.t('request.button'),
  });
  /** The prompt a guest gets for the heart. */
  readonly loginPrompt = this.page.getByRole('dialog', { name: this.t('wishlist.loginTitle') });
  readonly quickOrder = this.page.getByRole('dialog', { name: this.t('order.quick.title') });
  readonly customization = this.page.getByRole('dialog', { name: this.t('request.title') });

  async goto(url: string) {
    await gotoHydrated(this.page, url);
    await expect(this.heading).toBeVisible();
  }

  /** Adds one to the cart; `count` is the header's count after (it reads 0 until seeded). */
  async addToCartAndWait(count: number) {
    await this.addToCart.click();
    await expect(this.header.cartCount).toHaveText(String(count));
  }

  async toggleWishlist(pressed: boolean) {
    await this.wishlistToggle.click();
    await expect(this.wishlistToggle).toHaveAttribute('aria-pressed', String(pressed));
  }

  async toggleCompare(pressed: boolean) {
    await this.compareToggle.click();
    await expect(this.compareToggle).toHaveAttribute('aria-pressed', String(pressed));
  }

  async orderQuickly(contact: { name: string; phone: string; email: string; count: number }) {
    await this.quickOrderButton.click();
    const dialog = this.quickOrder;
    await dialog.getByLabel(fieldLabel(this.t('order.field.name'))).fill(contact.name);
    await dialog.getByLabel(fieldLabel(this.t('order.field.phone'))).fill(contact.phone);
    await dialog.getByLabel(fieldLabel(this.t('order.field.email'))).fill(contact.email);
    await dialog.getByLabel(fieldLabel(this.t('order.field.count'))).fill(String(contact.count));
    await dialog.getByRole('button', { name: this.t('order.quick.submit'), exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText(this.t('order.quick.done'));
  }

  async requestCustomization(request: { name: string; email: string; message: string }) {
    await this.customizationButton.click();
    const dialog = this.customization;
    await dialog.getByLabel(fieldLabel(this.t('order.field.name'))).fill(request.name);
    await dialog.getByLabel(fieldLabel(this.t('order.field.email'))).fill(request.email);
    await dialog.getByLabel(fieldLabel(this.t('request.message'))).fill(request.message);
    await dialog.getByRole('button', { name: this.t('request.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(this.t('request.done'));
  }
}
