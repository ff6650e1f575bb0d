// The back office's checkout screens: delivery methods, the shop pages' editor, the bank account
// in the settings, and an order's payment. Texts come from the screens' Polish texts.
import { expect, type Locator, type Page } from '@playwright/test';
import { deliveryTexts } from '#web/admin/features/delivery/i18n';
import { settingsTexts } from '#web/admin/features/settings/i18n';
import { shopPagesTexts } from '#web/admin/features/shop-pages/i18n';
import { gotoHydrated } from '#tests/e2e/support/fixtures';

export const td = deliveryTexts.translate('pl');
export const tsp = shopPagesTexts.translate('pl');
export const tset = settingsTexts.translate('pl');

export interface MethodForm {
  code?: string;
  kind?: 'courier' | 'locker' | 'pickup';
  titles?: { pl: string; en: string; ru: string };
  price?: string;
  freeFrom?: string;
  cod?: boolean;
}

export class DeliveryMethodsPage {
  readonly heading: Locator;
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: td('dm.title') });
    this.dialog = page.getByTestId('delivery-method-dialog');
  }

  async goto() {
    await gotoHydrated(this.page, '/admin/delivery-methods');
    await expect(this.heading).toBeVisible();
  }

  row(code: string): Locator {
    return this.page.locator(`tr[data-code="${code}"]`);
  }

  private async fill(form: MethodForm) {
    const d = this.dialog;
    if (form.code !== undefined) await d.getByTestId('dm-code').fill(form.code);
    if (form.kind) await d.getByTestId('dm-kind').selectOption(form.kind);
    if (form.titles)
      for (const l of ['pl', 'en', 'ru'] as const)
        await d.getByTestId(`dm-title-${l}`).fill(form.titles[l]);
    if (form.price !== undefined) await d.getByTestId('dm-price').fill(form.price);
    if (form.freeFrom !== undefined) await d.getByTestId('dm-free-from').fill(form.freeFrom);
    if (form.cod !== undefined) await d.getByTestId('dm-cod').setChecked(form.cod);
  }

  /** Fills the dialog and saves; waits for it to close. */
  async save(form: MethodForm) {
    await this.fill(form);
    await this.dialog.getByRole('button', { name: /^Zapisz/ }).click();
    await expect(this.dialog).toBeHidden();
  }

  async add(form: MethodForm) {
    await this.page.getByTestId('dm-add').click();
    await expect(this.dialog).toBeVisible();
    await this.save(form);
  }

  async edit(code: string, form: MethodForm) {
    await this.row(code).getByTestId('dm-edit').click();
    await expect(this.dialog).toBeVisible();
    await this.save(form);
  }

  async remove(code: string) {
    await this.row(code).getByTestId('dm-delete').click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(this.row(code)).toHaveCount(0);
  }
}

export class ShopPageEditorPage {
  readonly version: Locator;
  readonly body: Locator;
  constructor(readonly page: Page) {
    this.version = page.getByTestId('terms-version');
    this.body = page.getByTestId('shop-page-body');
  }

  async goto(slug: string) {
    await gotoHydrated(this.page, `/admin/shop-pages/${slug}`);
    await expect(this.body).toBeVisible();
  }

  tab(language: 'Polski' | 'English' | 'Русский'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(language) });
  }

  async save() {
    const saved = this.page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/admin/shop-pages/'),
    );
    await this.page.getByTestId('shop-page-save').click();
    expect((await saved).status()).toBe(200);
  }
}

export class BankSettingsPage {
  readonly account: Locator;
  readonly recipient: Locator;
  constructor(readonly page: Page) {
    this.account = page.getByLabel(tset('set.bankAccount'));
    this.recipient = page.getByLabel(tset('set.bankRecipient'));
  }

  async goto() {
    await gotoHydrated(this.page, '/admin/settings');
    await expect(this.account).toBeVisible();
  }

  async save() {
    await this.page.getByTestId('settings-save').click();
  }
}
