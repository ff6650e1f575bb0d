// CSV import through the back office: a file with one bad row gets a report by row and column
// and writes nothing; fixed, it is checked again and imported with visible progress.
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { signedIn } from './pages/admin/admin-shell';
import { ImportPage } from './pages/admin/catalog-pages';
import { newStaff } from './support/admin';
import { expect, test } from './support/admin-fixtures';
import { importTexts } from '#web/admin/features/import/i18n';

const tImport = importTexts.translate('pl');

/** A CSV field, quoted when it must be. */
const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The export's own header: the import takes exactly the columns the export gives. */
async function exportHeader(ownerApi: APIRequestContext): Promise<string[]> {
  const res = await ownerApi.get(ADMIN_API.productsExport);
  expect(res.status()).toBe(200);
  // UTF-8 with a byte-order mark and CRLF line ends (for spreadsheets): the names without them.
  const text = (await res.text()).replace(/^\uFEFF/, '');
  return text.slice(0, text.indexOf('\n')).replace(/\r$/, '').split(',');
}

function csv(header: string[], rows: Array<Record<string, string>>): string {
  const lines = rows.map((row) => header.map((column) => field(row[column] ?? '')).join(','));
  return [header.join(','), ...lines].join('\n') + '\n';
}

async function productsWithSku(ownerApi: APIRequestContext, sku: string): Promise<number> {
  const res = await ownerApi.get(apiPath(ADMIN_API.products, {}, { search: sku }));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test.describe('CSV import', () => {
  // The shop runs one writing import at a time (a second gets 409 import_running): these tests
  // must not overlap.
  test.describe.configure({ mode: 'serial' });

  test('a bad row gets a report and writes nothing; fixed, the file imports with progress', async ({
    page,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(60_000);
    const header = await exportHeader(ownerApi);
    const category = String((await shop.category()).id);
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
    await expect(importing.errors).toBeVisible();
    // Row 1 is the header: the second product is row 3.
    await expect(importing.error('price').getByRole('cell').nth(0)).toHaveText('3');
    await expect(importing.error('price').getByRole('cell').nth(1)).toHaveText('price');
    await expect(importing.says(tImport('import.reportErrors', { count: 1 }))).toBeVisible();
    await expect(importing.run).toHaveCount(0);
    for (const r of rows) expect(await productsWithSku(ownerApi, r.sku!)).toBe(0);

    await importing.choose('products-fixed.csv', csv(header, rows));
    await importing.check();
    await expect(importing.says(tImport('import.checked'))).toBeVisible();
    // A dry run writes nothing either.
    expect(await productsWithSku(ownerApi, rows[0]!.sku!)).toBe(0);

    await importing.run.click();
    const done = page.getByRole('progressbar', { name: tImport('import.done') });
    await expect(done).toHaveAttribute('aria-valuenow', '3');
    await expect(done).toHaveAttribute('aria-valuemax', '3');
    await expect(
      importing.says(tImport('import.doneText', { created: 3, updated: 0 })),
    ).toBeVisible();
    for (const r of rows) expect(await productsWithSku(ownerApi, r.sku!)).toBe(1);
  });

  test('a long file runs as a job: checked, then imported, with its progress shown', async ({
    page,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(120_000);
    const header = await exportHeader(ownerApi);
    const category = String((await shop.category()).id);
    const tag = Date.now().toString(36).toUpperCase();
    // Past the 2,000 rows a file is answered at once (202 and a job to poll).
    // Unpublished, in this test's own category.
    const rows = Array.from({ length: 2_050 }, (_, i) => ({
      sku: `E2E-LONG-${tag}-${i}`,
      category,
      price: '19.90',
      stock: '1',
      published: 'false',
      title_pl: `Długi plik ${tag} ${i}`,
      title_en: `Long file ${tag} ${i}`,
      title_ru: `Длинный файл ${tag} ${i}`,
    }));

    const staff = await newStaff(ownerApi, 'staff');
    await signedIn(page, staff, '/admin/import');
    // Every value the progress bars take, as the page shows them (polling could miss a moment).
    await page.evaluate(() => {
      const seen: Array<{ name: string | null; now: string | null; max: string | null }> = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      const record = () =>
        document.querySelectorAll('[role="progressbar"]').forEach((bar) =>
          seen.push({
            name: bar.getAttribute('aria-label'),
            now: bar.getAttribute('aria-valuenow'),
            max: bar.getAttribute('aria-valuemax'),
          }),
        );
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    const importing = new ImportPage(page);
    await importing.choose('long.csv', csv(header, rows));
    await importing.check();
    await expect(importing.says(tImport('import.checked'))).toBeVisible({ timeout: 60_000 });
    await importing.run.click();
    const done = page.getByRole('progressbar', { name: tImport('import.done') });
    await expect(done).toHaveAttribute('aria-valuenow', '2050', { timeout: 60_000 });
    await expect(
      importing.says(tImport('import.doneText', { created: 2050, updated: 0 })),
    ).toBeVisible();

    const seen = await page.evaluate(
      () =>
        (window as unknown as { progressSeen: Array<{ name: string; now: string | null }> })
          .progressSeen,
    );
    // The check and the import each showed their bar while the job ran, the import's with the
    // rows done so far out of the file's (the first poll follows the 202 at once; 2,050 rows
    // take far longer than that).
    expect(seen.some((s) => s.name === tImport('import.checking'))).toBe(true);
    expect(seen.some((s) => s.name === tImport('import.importing') && s.now !== null)).toBe(true);
    expect(await productsWithSku(ownerApi, rows[2_049]!.sku)).toBe(1);
  });
});
