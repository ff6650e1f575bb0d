// A product's page: its buttons (cart, quick order, wish list, compare, customization request)
// and their dialogs. The product's own buttons come before those on the related products' cards,
// which share their names, hence `.first()`.
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { fieldLabel, t } from '../support/text';
import { Header } from './header';

export class ProductPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly addToCart: Locator;
  /** The heart (a test hook of the rules: `wishlist-toggle` with aria-pressed). */
  readonly wishlistToggle: Locator;
  /** The compare button (`compare-toggle` with aria-pressed). */
  readonly compareToggle: Locator;
  readonly quickOrderButton: Locator;
  readonly customizationButton: Locator;
  /** The prompt a guest gets for the heart. */
  readonly loginPrompt: Locator;
  readonly quickOrder: Locator;
  readonly customization: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1 });
    const main = page.getByRole('main');
    this.addToCart = main
      .getByRole('button', { name: new RegExp(`^(${t('cart.add')}|W koszyku)`) })
      .first();
    this.wishlistToggle = main.getByTestId('wishlist-toggle').first();
    this.compareToggle = main.getByTestId('compare-toggle').first();
    this.quickOrderButton = main.getByRole('button', { name: t('order.quick.button') }).first();
    this.customizationButton = main.getByRole('button', { name: t('order.custom.button') });
    this.loginPrompt = page.getByRole('dialog', { name: t('wishlist.loginTitle') });
    this.quickOrder = page.getByRole('dialog', { name: t('order.quick.title') });
    this.customization = page.getByRole('dialog', { name: t('order.custom.title') });
  }

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
    await dialog.getByLabel(fieldLabel(t('order.field.name'))).fill(contact.name);
    await dialog.getByLabel(fieldLabel(t('order.field.phone'))).fill(contact.phone);
    await dialog.getByLabel(fieldLabel(t('order.field.email'))).fill(contact.email);
    await dialog.getByLabel(fieldLabel(t('order.field.count'))).fill(String(contact.count));
    await dialog.getByRole('button', { name: t('order.quick.submit'), exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText(t('order.quick.done'));
  }

  async requestCustomization(request: { name: string; email: string; message: string }) {
    await this.customizationButton.click();
    const dialog = this.customization;
    await dialog.getByLabel(fieldLabel(t('order.field.name'))).fill(request.name);
    await dialog.getByLabel(fieldLabel(t('order.field.email'))).fill(request.email);
    await dialog.getByLabel(fieldLabel(t('order.custom.message'))).fill(request.message);
    await dialog.getByRole('button', { name: t('order.custom.submit') }).click();
    await expect(dialog.getByRole('status')).toContainText(t('order.custom.done'));
  }
}
