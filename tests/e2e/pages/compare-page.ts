// The comparison page (docs/rules.md#comparison): one column per product, one row per
// attribute, "differences only", remove and clear.
import type { Locator, Page } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { t } from '../support/text';

export class ComparePage {
  readonly table: Locator;
  /** The products' column headers. */
  readonly columns: Locator;
  /** The attribute rows (each a row header and one cell per product). */
  readonly rows: Locator;
  readonly differencesOnly: Locator;
  readonly empty: Locator;
  readonly clearDialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('region', { name: t('compare.caption') });
    this.columns = this.table.getByRole('columnheader');
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    this.differencesOnly = page.getByRole('checkbox', { name: t('compare.differencesOnly') });
    this.empty = page.getByRole('heading', { name: t('compare.emptyTitle') });
    this.clearDialog = page.getByRole('dialog', { name: t('compare.clearTitle') });
  }

  async goto() {
    await gotoHydrated(this.page, '/pl/compare');
  }

  column(title: string): Locator {
    return this.columns.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  removeButton(title: string): Locator {
    return this.table.getByRole('button', { name: t('compare.removeItem', { title }) });
  }

  /** The row of an attribute, by its name in the first column. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** Attribute rows as shown (not price, availability, category): name -> each product's cell. */
  async attributeRows(): Promise<Map<string, string[]>> {
    const fixed = new Set([t('compare.price'), t('compare.availability'), t('compare.category')]);
    const rows = await this.rows.evaluateAll((trs) =>
      trs.map((tr) => [
        (tr.querySelector('th')?.textContent ?? '').trim(),
        [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim().toLowerCase()),
      ]),
    );
    return new Map((rows as Array<[string, string[]]>).filter(([name]) => !fixed.has(name)));
  }

  async clear() {
    await this.page.getByRole('button', { name: t('compare.clear') }).click();
    await this.clearDialog
      .getByRole('button', { name: t('compare.clearConfirm'), exact: true })
      .click();
  }
}
