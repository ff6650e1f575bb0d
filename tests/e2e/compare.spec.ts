import type { APIRequestContext, Page } from '@playwright/test';
import { biggestTopCategory } from './support/catalog-data';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { availableProducts, type ListedProduct } from './support/shopper';

// The compare list is bound to the browser's cookie: every test has its own.

/** The product page's own compare button (not the ones on the related products' cards). */
const toggle = (page: Page) => page.getByTestId('product-purchase').getByTestId('compare-toggle');
const columns = (page: Page) => page.getByTestId('compare-product');
const column = (page: Page, id: number) =>
  page.locator(`[data-testid="compare-product"][data-product-id="${id}"]`);

async function addFromProductPage(page: Page, product: ListedProduct) {
  await gotoHydrated(page, product.url);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Three products of one brand: their "brand" row is the same, so "differences only" has a row
 * to hide whatever else the seed gave them.
 */
async function sameBrandProducts(request: APIRequestContext): Promise<ListedProduct[]> {
  const category = await biggestTopCategory(request);
  for (const brand of ['nordlys', 'lumera', 'hygge-home', 'casa-verde', 'kalmar', 'oakline']) {
    const res = await request.get(
      `/api/client/pl/catalog/${category.id}/pagination/yet?brand=${brand}`,
    );
    const body = (await res.json()) as { products: ListedProduct[] };
    if (body.products.length >= 3) return body.products.slice(0, 3);
  }
  throw new Error('the seed has no brand with three products in one category');
}

/** Attribute rows as shown: key -> the text of each product's cell. */
async function attributeRows(page: Page): Promise<Map<string, string[]>> {
  const rows = await page
    .getByTestId('compare-row')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-key') ?? '',
        [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim().toLowerCase()),
      ]),
    );
  return new Map(rows as Array<[string, string[]]>);
}

test.describe('compare', () => {
  test('compare three products: a second add is ignored, differences only, remove, clear', async ({
    page,
    request,
  }) => {
    const [a, b, c] = await sameBrandProducts(request);
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/set/comparison')) adds.push(r.url());
    });
    await addFromProductPage(page, a!);
    await addFromProductPage(page, b!);
    // A double click adds once: the second press is ignored while the first is on its way.
    await gotoHydrated(page, c!.url);
    await toggle(page).dblclick();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(adds).toHaveLength(3);
    // The server ignores a product added again as well (same cookie, the page's CSRF token).
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const again = await (
      await page.request.get(`/set/comparison?product=${a!.id}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf ?? '' },
      })
    ).json();
    expect(again.products).toHaveLength(3);

    await gotoHydrated(page, '/pl/compare');
    await expect(page).toHaveTitle(/^Porównanie produktów \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(columns(page)).toHaveCount(3);
    await expect(column(page, a!.id)).toContainText(a!.title);
    expect(adds).toHaveLength(3); // loading the page added nothing

    // "Differences only" hides exactly the rows where every product shows the same.
    await expect(page.locator('[data-testid="compare-row"][data-key="brand"]')).toBeVisible();
    const all = await attributeRows(page);
    const differing = [...all].filter(([, cells]) => new Set(cells).size > 1).map(([k]) => k);
    expect(differing.length).toBeLessThan(all.size);
    await page.getByLabel('Pokaż tylko różnice').check();
    await expect(page.locator('[data-testid="compare-row"][data-key="brand"]')).toHaveCount(0);
    expect([...(await attributeRows(page)).keys()]).toEqual(differing);
    await page.getByLabel('Pokaż tylko różnice').uncheck();
    await expect(page.getByTestId('compare-row')).toHaveCount(all.size);

    await column(page, b!.id).getByTestId('compare-remove').click();
    await expect(columns(page)).toHaveCount(2);
    await expect(column(page, c!.id).getByTestId('compare-remove')).toBeFocused();

    await page.getByTestId('compare-clear').click();
    const dialog = page.getByTestId('compare-clear-dialog');
    await dialog.getByRole('button', { name: 'Wyczyść', exact: true }).click();
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    await expect(page.getByTestId('compare-empty').getByRole('link')).toHaveAttribute(
      'href',
      '/pl',
    );
    await gotoHydrated(page, '/pl/compare');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
  });

  test('a change in one tab shows in the other', async ({ page, context, request }) => {
    const [a, b] = await availableProducts(request, 2, 50);
    await gotoHydrated(page, '/pl/compare');
    await expect(page.getByTestId('compare-empty')).toBeVisible();

    const other = await context.newPage();
    await addFromProductPage(other, b!);
    await expect(column(page, b!.id)).toBeVisible();
    await addFromProductPage(other, a!);
    await expect(columns(page)).toHaveCount(2);

    // Removed on the compare page: the product page in the other tab follows without a reload.
    await column(page, a!.id).getByTestId('compare-remove').click();
    await expect(toggle(other)).toHaveAttribute('aria-pressed', 'false');
    await toggle(other).click();
    await expect(column(page, a!.id)).toBeVisible();
    await expect(columns(page)).toHaveCount(2);
  });

  test('on a 360 px phone the table scrolls sideways with the names in view, no serious axe violations', async ({
    page,
    request,
  }) => {
    const products = await availableProducts(request, 3, 53);
    await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, '/pl/compare');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const p of products) await addFromProductPage(page, p);
    await gotoHydrated(page, '/pl/compare');
    await expect(columns(page)).toHaveCount(3);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The page itself does not overflow; the table does, inside its own scroll region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const table = page.getByTestId('compare-table');
    const firstName = page.getByTestId('compare-row').first().locator('th');
    const nameBox = await firstName.boundingBox();
    // A keyboard scrolls it: focus the region, then the arrow keys.
    await table.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The attribute names stay where they were (sticky column).
    expect((await firstName.boundingBox())?.x).toBeCloseTo(nameBox!.x, 0);
  });
});
