// The comparison page (docs/rules.md#comparison): one column per product, one row per
// attribute, "differences only", remove and clear.
import type { Locator } from '@playwright/test';
import { Screen } from './screen';

export class ComparePage extends Screen {
  /** The table's scroll region, named by the table's caption. */
  readonly table = this.page.getByRole('region', { name: this.t('compare.caption') });
  /** The products' column headers. */
  readonly columns = this.table.getByRole('columnheader');
  /** The rows of the body (each a row header and one cell per product). */
  readonly rows = this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  readonly differencesOnly = this.page.getByRole('checkbox', {
    name: this.t('compare.differencesOnly'),
  });
  readonly empty = this.page.getByRole('heading', { name: this.t('compare.emptyTitle') });
  readonly clearDialog = this.page.getByRole('dialog', { name: this.t('compare.clearTitle') });

  async goto() {
    await this.open('/compare');
  }

  /** The row of an attribute, by its name in the first column. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  column(title: string): Locator {
    return this.holding(this.columns, title);
  }

  removeButton(title: string): Locator {
    return this.table.getByRole('button', { name: this.t('compare.removeItem', { title }) });
  }

  /** Attribute rows as shown (not price, availability, category): name -> each product's cell. */
  async attributeRows(): Promise<Map<string, string[]>> {
    const fixed = new Set(
      (['compare.price', 'compare.availability', 'compare.category'] as const).map((k) =>
        this.t(k),
      ),
    );
    const rows = await this.rows.evaluateAll((trs) =>
      trs.map((tr) => [
        (tr.querySelector('th')?.textContent ?? '').trim(),
        [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim().toLowerCase()),
      ]),
    );
    return new Map((rows as Array<[string, string[]]>).filter(([name]) => !fixed.has(name)));
  }

  async clear() {
    await this.page.getByRole('button', { name: this.t('compare.clear') }).click();
    await this.clearDialog
      .getByRole('button', { name: this.t('compare.clearConfirm'), exact: true })
      .click();
  }
}
