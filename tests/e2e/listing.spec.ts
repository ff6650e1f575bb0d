// A shopper filters a category, pages through a long one, loads more, searches with a typo and
// reads a blog post from a section's second page.
import { BlogPage } from './pages/blog-page';
import { CatalogPage } from './pages/catalog-page';
import { Header } from './pages/header';
import { expectedBar } from './pages/page-bar';
import { biggestTopCategory } from './support/catalog-data';
import { expect, gotoHydrated, test } from './support/fixtures';

test.describe('listings', () => {
  test('filters by two values and a price range, in the address (path style)', async ({
    page,
    shop,
  }) => {
    const category = await shop.category();
    await shop.products(category, [
      { price: 150, attributes: { color: 'black' } },
      { price: 950, attributes: { color: 'black' } }, // too dear
      { price: 300, attributes: { color: 'white' } },
      { price: 200, attributes: { color: 'grey' } }, // another colour
      { price: 50, attributes: { color: 'white' } }, // too cheap
    ]);
    const listing = new CatalogPage(page);
    await listing.goto(category.urls.pl);
    await expect(listing.cards).toHaveCount(5);

    await listing.filter(
      [
        ['color', 'black'],
        ['color', 'white'],
      ],
      [100, 900],
    );
    await expect(page).toHaveURL(
      new RegExp(`${category.urls.pl}/color=black-or-white/price=100-900$`),
    );
    await expect(listing.total(2)).toBeVisible();
    await expect(listing.cards).toHaveCount(2);
    // The chosen values stay checked, and "clear filters" goes back to the bare category.
    await expect(listing.option('color', 'black')).toBeChecked();
    await expect(listing.option('color', 'grey')).not.toBeChecked();
    await listing.clearFilters.click();
    await expect(page).toHaveURL(new RegExp(`${category.urls.pl}$`));
    await expect(listing.cards).toHaveCount(5);
  });

  // The page-bar specs read the seeded catalogue's longest category (read only): a listing of
  // 8+ pages is too slow to make per test.
  test('the page bar follows the rules at the first, a middle and the last page', async ({
    page,
    request,
  }) => {
    const category = await biggestTopCategory(request);
    const lastPage = Math.ceil(category.count / 24);
    expect(lastPage).toBeGreaterThanOrEqual(8);
    const listing = new CatalogPage(page);
    const bar = listing.pageBar;
    for (const current of [1, 5, lastPage]) {
      await listing.goto(current === 1 ? category.url : `${category.url}?page=${current}`);
      expect(await bar.state(), `page ${current}`).toEqual(
        expectedBar(current, current, lastPage, 2),
      );
      expect(await bar.isDisabled(bar.prev)).toBe(current === 1);
      expect(await bar.isDisabled(bar.next)).toBe(current === lastPage);
      // A hidden stretch is no link.
      await expect(bar.nav.getByTestId('page-bar-ellipsis').first()).not.toHaveAttribute(
        'href',
        /./,
      );
    }
  });

  // The window goes around the range's LAST page (docs/rules.md#page-bar): `5-7` of many pages
  // shows `1 … 5 6 7 8 9 … N`, every page of the range shown being active.
  test('for a range the window is around its last page (wide)', async ({ page, request }) => {
    const category = await biggestTopCategory(request);
    const lastPage = Math.ceil(category.count / 24);
    expect(lastPage).toBeGreaterThanOrEqual(10);
    const listing = new CatalogPage(page);
    await listing.goto(`${category.url}?page=5-7`);
    expect(await listing.pageBar.state()).toEqual(expectedBar(5, 7, lastPage, 2));
    expect((await listing.pageBar.state()).texts.slice(0, 3)).toEqual(['1', '…', '5']);
  });

  test(
    'under 600 px the window shrinks to one page',
    { tag: '@mobile' },
    async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const category = await biggestTopCategory(request);
      const lastPage = Math.ceil(category.count / 24);
      const listing = new CatalogPage(page);
      // Rendered by the server already narrow (no jump after hydration): check before and after.
      await page.goto(`${category.url}?page=5`);
      expect(await listing.pageBar.state()).toEqual(expectedBar(5, 5, lastPage, 1));
      await listing.goto(`${category.url}?page=5`);
      expect(await listing.pageBar.state()).toEqual(expectedBar(5, 5, lastPage, 1));
      const box = await listing.pageBar.nav.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(375);
    },
  );

  test(
    'under 600 px the window around a range is one page either side of its last page',
    {
      tag: '@mobile',
    },
    async ({ page, request }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const category = await biggestTopCategory(request);
      const lastPage = Math.ceil(category.count / 24);
      const listing = new CatalogPage(page);
      // `5-7`: `1 … 6 7 8 … N`, with 6 and 7 active (5 is hidden).
      await listing.goto(`${category.url}?page=5-7`);
      const range = await listing.pageBar.state();
      expect(range).toEqual(expectedBar(5, 7, lastPage, 1));
      expect(range.active).toEqual(['6', '7']);
    },
  );

  test('load more twice makes page=1-3 with three pages of products, and a reload keeps it', async ({
    page,
    request,
  }) => {
    const category = await biggestTopCategory(request);
    const listing = new CatalogPage(page);
    await listing.goto(category.url);
    await listing.loadMoreProducts(48);
    await expect(page).toHaveURL(/\?page=1-2$/);
    await listing.loadMoreProducts(72);
    await expect(page).toHaveURL(/\?page=1-3$/);
    expect((await listing.pageBar.state()).active).toEqual(['1', '2', '3']);
    const ids = await listing.cardIds();
    expect(new Set(ids).size).toBe(72);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(listing.cards).toHaveCount(72);
    expect((await listing.pageBar.state()).active).toEqual(['1', '2', '3']);
    expect(await listing.cardIds()).toEqual(ids);
    // Next moves on from the range end.
    await expect(listing.pageBar.next).toHaveAttribute('href', /page=4$/);
  });

  // Card links carry no `data-discover` (decision 024): React Router learns the product route on
  // the click itself. The click must still be a client-side navigation to the right product,
  // also from a card that "load more" added.
  test('a card link opens its product without a full page load, also after load more', async ({
    page,
    request,
  }) => {
    const category = await biggestTopCategory(request);
    const listing = new CatalogPage(page);
    await listing.goto(category.url);
    await listing.loadMoreProducts(48);
    const card = listing.cards.nth(30);
    const link = card.getByRole('heading').getByRole('link');
    const [href, title] = [await link.getAttribute('href'), await link.innerText()];
    expect(href).toMatch(/^\/pl\/product\//);
    // A marker on window survives a client-side navigation only.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  // The seeded catalogue's lamps, read only: a typo search needs a vocabulary of real words.
  test('search finds a product despite a typo and keeps the query across pages', async ({
    page,
  }) => {
    await gotoHydrated(page, '/pl');
    await new Header(page).searchFor('lanpa'); // "lampa" with a neighbouring key
    await expect(page).toHaveURL(/\/pl\/search\?search=lanpa/);
    const results = new CatalogPage(page);
    await expect(results.cards.first()).toBeVisible();
    expect((await results.cardTitles()).some((title) => /lampa/i.test(title))).toBe(true);
    const next = results.pageBar.next;
    if ((await next.count()) > 0 && !(await results.pageBar.isDisabled(next)))
      await expect(next).toHaveAttribute('href', /search=lanpa.*page=2|page=2.*search=lanpa/);
  });

  test('an empty search gets a message, not an error page', async ({ page }) => {
    const response = await page.goto('/en/search?search=');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toBeVisible();
  });

  test('a blog post can be read from page 2 of a section', async ({ page }) => {
    const blog = new BlogPage(page);
    await blog.goto();
    // A section with more than one page: other tests add sections with a single post, which may
    // sort first.
    const sections = await blog.sections.getByRole('link').all();
    const addresses = await Promise.all(sections.map((link) => link.getAttribute('href')));
    let found = false;
    for (const address of addresses) {
      await page.goto(address!);
      if ((await blog.pageBar.link(2).count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, 'a blog section with a second page').toBe(true);
    await expect(page).toHaveURL(/\/pl\/blog\/[a-z0-9-]+$/);
    await blog.pageBar.choose(2);
    await expect(page).toHaveURL(/\/pl\/blog\/[a-z0-9-]+\/page=2$/);
    const post = blog.posts.first();
    const title = (await post.getByRole('heading').innerText()).trim();
    await blog.postLink(post).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/\/pl\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});
