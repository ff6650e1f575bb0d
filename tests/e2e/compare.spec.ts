// The comparison (docs/rules.md#comparison), bound to the browser's cookie: every test has its
// own list, of products of its own.
import { API, apiPath } from '#contracts/api-paths';
import { ComparePage } from './pages/compare-page';
import { ProductPage } from './pages/product-page';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import type { ShopProduct } from './support/shop-data';
import { t } from './support/text';

/** Adds a product from its page. */
async function addFromProductPage(product: ProductPage, p: ShopProduct) {
  await product.goto(p.url);
  await expect(product.compareToggle).toHaveAttribute('aria-pressed', 'false');
  await product.toggleCompare(true);
}

test.describe('compare', () => {
  test('compare three products: a second add is ignored, differences only, remove, clear', async ({
    page,
    shop,
  }) => {
    // One brand: its row is the same for all three, so "differences only" has a row to hide.
    const [a, b, c] = await shop.products(await shop.category(), [
      { price: 100, attributes: { brand: 'nordlys', color: 'black', material: 'oak' } },
      { price: 200, attributes: { brand: 'nordlys', color: 'white', material: 'oak' } },
      { price: 300, attributes: { brand: 'nordlys', color: 'grey', material: 'metal' } },
    ]);
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(API.compareSet)) adds.push(r.url());
    });
    const product = new ProductPage(page);
    await addFromProductPage(product, a!);
    await addFromProductPage(product, b!);
    // A double click adds once: the second press is ignored while the first is on its way.
    await product.goto(c!.url);
    // The button turns pressed at once; the call goes once the client has its CSRF token. A
    // second call from the double click would go out with the first, before its answer.
    const answered = page.waitForResponse(
      (r) => r.url().includes(API.compareSet) && r.url().includes(`product=${c!.id}`),
    );
    await product.compareToggle.dblclick();
    await expect(product.compareToggle).toHaveAttribute('aria-pressed', 'true');
    await answered;
    expect(adds).toHaveLength(3);
    // The server ignores a product added again as well (same cookie, its CSRF token).
    const { token: csrf } = (await (await page.request.get('/api/client/csrf-token')).json()) as {
      token: string;
    };
    const again = await (
      await page.request.get(apiPath(API.compareSet, {}, { product: a!.id }), {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf ?? '' },
      })
    ).json();
    expect(again.products).toHaveLength(3);

    const compare = new ComparePage(page);
    await compare.goto();
    await expect(page).toHaveTitle(new RegExp(`^${t('compare.title')} \\|`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(compare.columns).toHaveCount(3);
    await expect(compare.column(a!.title)).toBeVisible();
    expect(adds).toHaveLength(3); // loading the page added nothing

    // "Differences only" hides exactly the rows where every product shows the same.
    const all = await compare.attributeRows();
    expect([...all.keys()]).toEqual(expect.arrayContaining(['Marka', 'Kolor', 'Materiał']));
    const differing = [...all].filter(([, cells]) => new Set(cells).size > 1).map(([k]) => k);
    expect(differing).not.toContain('Marka');
    await compare.differencesOnly.check();
    await expect(compare.row('Marka')).toHaveCount(0);
    expect([...(await compare.attributeRows()).keys()]).toEqual(differing);
    await compare.differencesOnly.uncheck();
    await expect(compare.row('Marka')).toHaveCount(1);
    expect((await compare.attributeRows()).size).toBe(all.size);

    await compare.removeButton(b!.title).click();
    await expect(compare.columns).toHaveCount(2);
    await expect(compare.removeButton(c!.title)).toBeFocused();

    await compare.clear();
    await expect(compare.empty).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: t('compare.browse') }),
    ).toHaveAttribute('href', '/pl');
    await compare.goto();
    await expect(compare.empty).toBeVisible();
  });

  test('a change in one tab shows in the other', async ({ page, context, shop }) => {
    const [a, b] = await shop.products(await shop.category(), 2);
    const compare = new ComparePage(page);
    await compare.goto();
    await expect(compare.empty).toBeVisible();

    const other = new ProductPage(await context.newPage());
    await addFromProductPage(other, b!);
    await expect(compare.column(b!.title)).toBeVisible();
    await addFromProductPage(other, a!);
    await expect(compare.columns).toHaveCount(2);

    // Removed on the compare page: the product page in the other tab follows without a reload.
    await compare.removeButton(a!.title).click();
    await expect(other.compareToggle).toHaveAttribute('aria-pressed', 'false');
    await other.compareToggle.click();
    await expect(compare.column(a!.title)).toBeVisible();
    await expect(compare.columns).toHaveCount(2);
  });

  test('on a 360 px phone the table scrolls sideways with the names in view, no serious axe violations', async ({
    page,
    shop,
  }) => {
    const products = await shop.products(await shop.category(), [
      { attributes: { color: 'black', material: 'oak' } },
      { attributes: { color: 'white', material: 'metal' } },
      { attributes: { color: 'grey', material: 'glass' } },
    ]);
    await page.setViewportSize({ width: 360, height: 780 });
    const compare = new ComparePage(page);
    await compare.goto();
    await expect(compare.empty).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const product = new ProductPage(page);
    for (const p of products) await addFromProductPage(product, p);
    await compare.goto();
    await expect(compare.columns).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The page itself does not overflow; the table does, inside its own scroll region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const firstName = compare.rows.first().getByRole('rowheader');
    const nameBox = await firstName.boundingBox();
    // A keyboard scrolls it: focus the region, then the arrow keys.
    await compare.table.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => compare.table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The attribute names stay where they were (sticky column).
    expect((await firstName.boundingBox())?.x).toBeCloseTo(nameBox!.x, 0);
  });
});
