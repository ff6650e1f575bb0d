// A shopper opens a category, pages through it with the page bar (full page loads), and switches
// language on the same category.
import { biggestTopCategory } from './support/catalog-data';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';

test.describe('catalogue page', () => {
  test('pages with the page bar and keeps the category across languages', async ({
    page,
    request,
  }) => {
    const category = await biggestTopCategory(request);
    const lastPage = Math.ceil(category.count / 24);
    expect(lastPage, 'the e2e shop needs a category with several pages').toBeGreaterThan(3);

    await gotoHydrated(page, category.url);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    const bar = page.getByTestId('page-bar');
    await expect(bar.getByTestId('page-bar-prev')).toHaveAttribute('aria-disabled', 'true');
    await expect(bar.locator('[aria-current="page"]').filter({ visible: true })).toHaveText('1');
    await expect(bar.getByTestId('page-bar-page').filter({ visible: true }).last()).toHaveText(
      String(lastPage),
    );

    // Choosing a page is a full page load to ?page=2.
    const navigation = page.waitForEvent('load');
    await bar.getByTestId('page-bar-page').filter({ visible: true, hasText: /^2$/ }).click();
    await navigation;
    await expect(page).toHaveURL(new RegExp(`${category.url}\\?page=2$`));
    await expect(bar.locator('[aria-current="page"]').filter({ visible: true })).toHaveText('2');
    await expect(bar.getByTestId('page-bar-prev')).not.toHaveAttribute('aria-disabled', 'true');
    const firstOnPage2 = await page
      .getByTestId('product-card')
      .first()
      .getAttribute('data-product-id');

    // The last page disables "next".
    await gotoHydrated(page, `${category.url}?page=${lastPage}`);
    await expect(bar.getByTestId('page-bar-next')).toHaveAttribute('aria-disabled', 'true');

    // The language switch keeps the category (slugs are translated) and the page.
    await gotoHydrated(page, `${category.url}?page=2`);
    await page.locator('a[hreflang="en"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/en\/catalog\/[a-z0-9-]+\?page=2$/);
    await expect(page.getByTestId('product-card').first()).toHaveAttribute(
      'data-product-id',
      firstOnPage2!,
    );
  });

  test.describe('past the end', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('a page past the end is 404', async ({ page, request }) => {
      const category = await biggestTopCategory(request);
      const response = await page.goto(`${category.url}?page=999`);
      expect(response?.status()).toBe(404);
    });
  });

  test('has no serious accessibility problems', async ({ page, request }) => {
    const category = await biggestTopCategory(request);
    await gotoHydrated(page, category.url);
    await expectNoSeriousA11yViolations(page);
  });
});
