// The back office's category tree and CSV import screens.
import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel, LOCALES, ta } from '#tests/e2e/support/text';
import { importTexts } from '#web/admin/features/import/i18n';
import { categoriesTexts } from '#web/admin/features/categories/i18n';

const tImport = importTexts.translate('pl');
const tCategories = categoriesTexts.translate('pl');

export class CategoriesPage {
  constructor(readonly page: Page) {}

  get tree(): Locator {
    return this.page.getByRole('region', { name: tCategories('categories.tree') });
  }

  /** A category's name in the tree. */
  name(name: string): Locator {
    return this.tree.getByText(name, { exact: true });
  }

  /** A category's own buttons carry its name: "Edytuj „…”", "Usuń „…”"… */
  addChild(name: string): Locator {
    return this.page.getByRole('button', { name: tCategories('categories.addChildOf', { name }) });
  }

  edit(name: string): Locator {
    return this.page.getByRole('button', { name: tCategories('categories.edit', { name }) });
  }

  delete(name: string): Locator {
    return this.page.getByRole('button', { name: tCategories('categories.deleteOf', { name }) });
  }

  deleteDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: tCategories('categories.deleteOf', { name }) });
  }

  /** Fills the editor dialog (names in each language; addresses made by the server). */
  async fillNames(titles: Record<'pl' | 'en' | 'ru', string>) {
    const dialog = this.page.getByRole('dialog');
    for (const locale of LOCALES) {
      const label = `${ta('common.title')} (${ta(`lang.${locale}`)})`;
      await dialog.getByLabel(fieldLabel(label)).fill(titles[locale]);
    }
    await dialog.getByRole('button', { name: ta('common.save') }).click();
    await expect(dialog).toBeHidden();
  }
}

export class ImportPage {
  readonly errors: Locator;
  constructor(readonly page: Page) {
    this.errors = page.getByRole('table', { name: tImport('import.reportCaption') });
  }

  async choose(name: string, content: string) {
    await this.page.getByLabel(fieldLabel(tImport('import.file'))).setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(content, 'utf8'),
    });
  }

  async check() {
    await this.page.getByRole('button', { name: tImport('import.check') }).click();
  }

  get run(): Locator {
    return this.page.getByRole('button', { name: tImport('import.run') });
  }

  /** The error's row in the report: its cells are the file's row, column and the message. */
  error(column: string): Locator {
    return this.errors
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: column }) });
  }

  /**
   * A line of the page saying `text` (the report's summary, "checked", "done"); the page's live
   * status may say it too, hence the first.
   */
  says(text: string): Locator {
    return this.page.getByRole('main').getByText(text).first();
  }
}
