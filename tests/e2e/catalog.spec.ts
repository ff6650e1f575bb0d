// A shopper opens a category, pages through it with the page bar (full page loads), and switches
// language on the same category. The long listing is the seeded catalogue's, read only.
import { CatalogPage } from './pages/catalog-page';
import { Header } from './pages/header';
import { biggestTopCategory } from './support/catalog-data';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

test.describe('catalogue page', () => {
  test('pages with the page bar and keeps the category across languages', async ({
    page,
    request,
  }) => {
    const category = await biggestTopCategory(request);
    const lastPage = Math.ceil(category.count / 24);
    expect(lastPage, 'the e2e shop needs a category with several pages').toBeGreaterThan(3);

    const listing = new CatalogPage(page);
    const bar = listing.pageBar;
    await listing.goto(category.url);
    await expect(listing.cards).toHaveCount(24);
    await expect(bar.prev).toHaveAttribute('aria-disabled', 'true');
    expect((await bar.state()).active).toEqual(['1']);
    expect((await bar.state()).texts.at(-1)).toBe(String(lastPage));

    // Choosing a page is a full page load to ?page=2.
    await bar.choose(2);
    await expect(page).toHaveURL(new RegExp(`${category.url}\\?page=2$`));
    expect((await bar.state()).active).toEqual(['2']);
    await expect(bar.prev).not.toHaveAttribute('aria-disabled', 'true');
    const [firstOnPage2] = await listing.cardIds();

    // The last page disables "next".
    await listing.goto(`${category.url}?page=${lastPage}`);
    await expect(bar.next).toHaveAttribute('aria-disabled', 'true');

    // The language switch keeps the category (slugs are translated) and the page.
    await listing.goto(`${category.url}?page=2`);
    await new Header(page).language('English').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/en\/catalog\/[a-z0-9-]+\?page=2$/);
    await expect(listing.cards.first()).toHaveAttribute('data-product-id', firstOnPage2!);
  });

  test.describe('past the end', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('a page past the end is 404', async ({ page, shop }) => {
      const category = await shop.category();
      await shop.products(category, 1);
      const response = await page.goto(`${category.urls.pl}?page=2`);
      expect(response?.status()).toBe(404);
    });
  });

  test('has no serious accessibility problems', async ({ page, request }) => {
    const category = await biggestTopCategory(request);
    await new CatalogPage(page).goto(category.url);
    await expectNoSeriousA11yViolations(page);
  });
});
