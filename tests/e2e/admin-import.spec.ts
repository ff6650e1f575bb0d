// CSV import through the back office: a file with one bad row gets a report by row and column
// and writes nothing; fixed, it is checked again and imported with visible progress.
import type { APIRequestContext, Page } from '@playwright/test';
import { newStaff, signedIn } from './support/admin';
import { expect, test } from './support/admin-fixtures';

/** A CSV field, quoted when it must be. */
const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The export's own header: the import takes exactly the columns the export gives. */
async function exportHeader(ownerApi: APIRequestContext): Promise<string[]> {
  const res = await ownerApi.get('/api/admin/products/export');
  expect(res.status()).toBe(200);
  // The export starts with a byte-order mark (so that Excel reads UTF-8): not part of `sku`.
  const text = (await res.text()).replace(/^\uFEFF/, '');
  return text.slice(0, text.indexOf('\n')).replace(/\r$/, '').split(',');
}

async function someCategoryId(request: APIRequestContext): Promise<number> {
  const tree = await (await request.get('/api/client/pl/category/tree')).json();
  return (tree.data.categories as Array<{ id: number }>)[0]!.id;
}

function csv(header: string[], rows: Array<Record<string, string>>): string {
  const lines = rows.map((row) => header.map((column) => field(row[column] ?? '')).join(','));
  return [header.join(','), ...lines].join('\n') + '\n';
}

async function productsWithSku(ownerApi: APIRequestContext, sku: string): Promise<number> {
  const res = await ownerApi.get(`/api/admin/products?search=${encodeURIComponent(sku)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

class ImportPage {
  constructor(readonly page: Page) {}

  async choose(name: string, content: string) {
    await this.page.getByLabel('Plik CSV').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(content, 'utf8'),
    });
  }

  async check() {
    await this.page.getByRole('button', { name: 'Sprawdź plik' }).click();
  }
}

test.describe('CSV import', () => {
  test('a bad row gets a report and writes nothing; fixed, the file imports with progress', async ({
    page,
    ownerApi,
  }) => {
    test.setTimeout(60_000);
    const header = await exportHeader(ownerApi);
    const category = String(await someCategoryId(ownerApi));
    const tag = Date.now().toString(36).toUpperCase();
    const row = (n: number, price: string): Record<string, string> => ({
      sku: `E2E-CSV-${tag}-${n}`,
      category,
      price,
      sale_price: '',
      stock: '5',
      published: 'true',
      title_pl: `Produkt z pliku ${tag} ${n}`,
      title_en: `Product from a file ${tag} ${n}`,
      title_ru: `Товар из файла ${tag} ${n}`,
      description_pl: 'Opis',
      description_en: 'Description',
      description_ru: 'Описание',
    });
    const rows = [1, 2, 3].map((n) => row(n, `${100 + n}.50`));
    const bad = rows.map((r, i) => (i === 1 ? { ...r, price: 'abc' } : r));

    const staff = await newStaff(ownerApi, 'staff');
    await signedIn(page, staff, '/admin/import');
    const importing = new ImportPage(page);

    await importing.choose('products.csv', csv(header, bad));
    await importing.check();
    const report = page.getByTestId('import-errors');
    await expect(report).toBeVisible();
    // Row 1 is the header: the second product is row 3.
    const error = page.getByTestId('import-error').filter({ hasText: 'price' });
    await expect(error).toHaveAttribute('data-row', '3');
    await expect(error).toHaveAttribute('data-column', 'price');
    await expect(
      page.getByTestId('import-status').getByText(/Plik ma 1 błąd\. Nic nie zostało zapisane\./),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importuj' })).toHaveCount(0);
    for (const r of rows) expect(await productsWithSku(ownerApi, r.sku!)).toBe(0);

    await importing.choose('products-fixed.csv', csv(header, rows));
    await importing.check();
    await expect(page.getByText('Plik jest poprawny').first()).toBeVisible();
    // A dry run writes nothing either.
    expect(await productsWithSku(ownerApi, rows[0]!.sku!)).toBe(0);

    await page.getByRole('button', { name: 'Importuj' }).click();
    const done = page.getByRole('progressbar', { name: 'Import zakończony' });
    await expect(done).toHaveAttribute('aria-valuenow', '3');
    await expect(done).toHaveAttribute('aria-valuemax', '3');
    await expect(page.getByText(/Dodano 3, zmieniono 0 produktów/).first()).toBeVisible();
    for (const r of rows) expect(await productsWithSku(ownerApi, r.sku!)).toBe(1);
  });
});
