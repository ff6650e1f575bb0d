// Page objects of the back office's products screens (admin-products.spec.ts). Locators are
// roles and labels in the staff member's language (Polish for these specs), as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures';

export type Language = 'Polski' | 'English' | 'Русский';

export class ProductsListPage {
  readonly search: Locator;
  readonly rows: Locator;
  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Szukaj po nazwie lub SKU' });
    this.rows = page.getByTestId('admin-product-row');
  }

  async goto(query = '') {
    await gotoHydrated(this.page, `/admin/products${query}`);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Produkty' });
  }

  async newProduct() {
    await this.page.getByRole('link', { name: 'Nowy produkt' }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nowy produkt' })).toBeVisible();
  }
}

export class ProductEditorPage {
  constructor(readonly page: Page) {}

  /** A field by its whole label; a required one's mark (`*`) may follow. */
  field(label: string | RegExp): Locator {
    if (label instanceof RegExp) return this.page.getByLabel(label);
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
  }

  tab(language: Language): Locator {
    return this.page.getByRole('tab', { name: new RegExp(language) });
  }

  panel(language: Language): Locator {
    return this.page.getByRole('tabpanel', { name: new RegExp(language), includeHidden: true });
  }

  /** Title and description in one language's tab. */
  async fillTexts(language: Language, title: string, description = '') {
    await this.tab(language).click();
    await this.panel(language)
      .getByLabel(/^Nazwa/)
      .fill(title);
    if (description)
      await this.panel(language)
        .getByRole('textbox', { name: 'Opis', exact: true })
        .fill(description);
  }

  slug(language: Language): Locator {
    return this.panel(language).getByLabel(/^Adres \(slug\)/);
  }

  get save(): Locator {
    return this.page.getByRole('button', { name: /^(Zapisz zmiany|Utwórz produkt)$/ });
  }

  /** The save bar's line: unsaved changes, saved, created. */
  get state(): Locator {
    return this.page.getByTestId('editor-state');
  }

  get conflict(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Ktoś inny zapisał ten produkt' });
  }

  /** The visible control is a button; the file input behind it is what a test can feed. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('image-file-input').setInputFiles(file);
  }

  images(): Locator {
    return this.page
      .getByRole('list', { name: 'Zdjęcia produktu, w kolejności' })
      .getByRole('listitem');
  }
}
