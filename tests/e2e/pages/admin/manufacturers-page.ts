// The back office's manufacturers screen (GPSR): the list and its create/edit dialog. Texts
// come from the screen's Polish catalogue.
import { expect, type Locator, type Page } from '@playwright/test';
import { manufacturersTexts } from '#web/admin/features/manufacturers/i18n';
import { gotoHydrated } from '#tests/e2e/support/fixtures';

export const tmf = manufacturersTexts.translate('pl');

export interface ManufacturerForm {
  name?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  /** ISO code, chosen in the select. */
  country?: string;
  email?: string;
  url?: string;
}

export class ManufacturersPage {
  readonly heading: Locator;
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: tmf('mf.title') });
    this.dialog = page.getByTestId('manufacturer-dialog');
  }

  async goto() {
    await gotoHydrated(this.page, '/admin/manufacturers');
    await expect(this.heading).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.locator(`tr[data-name="${name}"]`);
  }

  async fill(form: ManufacturerForm) {
    const d = this.dialog;
    if (form.name !== undefined) await d.getByTestId('mf-name').fill(form.name);
    if (form.street !== undefined) await d.getByTestId('mf-street').fill(form.street);
    if (form.postalCode !== undefined) await d.getByTestId('mf-postal-code').fill(form.postalCode);
    if (form.city !== undefined) await d.getByTestId('mf-city').fill(form.city);
    if (form.country !== undefined) await d.getByTestId('mf-country').selectOption(form.country);
    if (form.email !== undefined) await d.getByTestId('mf-email').fill(form.email);
    if (form.url !== undefined) await d.getByTestId('mf-url').fill(form.url);
  }

  async submit() {
    await this.dialog.getByRole('button', { name: /^Zapisz/ }).click();
  }

  async add(form: ManufacturerForm) {
    await this.page.getByTestId('mf-add').click();
    await expect(this.dialog).toBeVisible();
    await this.fill(form);
    await this.submit();
    await expect(this.dialog).toBeHidden();
  }

  async edit(name: string, form: ManufacturerForm) {
    await this.row(name).getByTestId('mf-edit').click();
    await expect(this.dialog).toBeVisible();
    await this.fill(form);
    await this.submit();
    await expect(this.dialog).toBeHidden();
  }
}
