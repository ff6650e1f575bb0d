// The back office's products screens: the list and the editor. Locators are roles and labels in
// the staff member's language (Polish for these specs), as a person finds them.
import { expect, type Locator, type Page } from '@playwright/test';
import { pl as productTexts } from '#web/admin/features/products/messages/pl';
import { gotoHydrated } from '#tests/e2e/support/fixtures';
import { fieldLabel, startsWith } from '#tests/e2e/support/text';

export type Language = 'Polski' | 'English' | 'Русский';
/** The products screens' texts in Polish. */
export const tp = productTexts;

export class ProductsListPage {
  readonly search: Locator;
  /** The table's product rows (not its header row). */
  readonly rows: Locator;
  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: tp['list.search'] });
    this.rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
  }

  async goto(query = '') {
    await gotoHydrated(this.page, `/admin/products${query}`);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: tp['list.title'] });
  }

  async newProduct() {
    await this.page.getByRole('link', { name: tp['list.new'] }).first().click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: tp['editor.newTitle'] }),
    ).toBeVisible();
  }
}

export class ProductEditorPage {
  constructor(readonly page: Page) {}

  /** A field by its whole label; a required one's mark (`*`) may follow. */
  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label instanceof RegExp ? label : fieldLabel(label));
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
      .getByLabel(new RegExp(`^${tp['editor.title']}`))
      .fill(title);
    if (description)
      await this.panel(language)
        .getByRole('textbox', { name: tp['editor.description'], exact: true })
        .fill(description);
  }

  slug(language: Language): Locator {
    return this.panel(language).getByLabel(startsWith(tp['editor.slug']));
  }

  get save(): Locator {
    return this.page.getByRole('button', {
      name: new RegExp(`^(${tp['editor.save']}|${tp['editor.create']})$`),
    });
  }

  /**
   * The save bar's status line (unsaved changes, saved, created), when it says `text`: the
   * status beside the save button.
   */
  state(text: string): Locator {
    return this.save
      .locator('xpath=ancestor::div[p[@role="status"]][1]/p[@role="status"]')
      .filter({ hasText: text });
  }

  get conflict(): Locator {
    return this.page.getByRole('alert').filter({ hasText: tp['editor.conflictTitle'] });
  }

  /** Chooses a file with the "choose files" button, as a person does. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: tp['images.choose'] }).click();
    await (await chooser).setFiles(file);
  }

  images(): Locator {
    return this.page.getByRole('list', { name: tp['images.list'] }).getByRole('listitem');
  }
}
