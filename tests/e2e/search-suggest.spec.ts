// Suggestions as you type in the header search, by keyboard (the seeded lamps and tables, read
// only: suggestions need real words).
import { Header } from './pages/header';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';

test('search suggestions appear as you type and open by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/pl');
  const header = new Header(page);
  const box = header.search;
  await box.pressSequentially('lamp', { delay: 30 });
  const list = header.suggestions;
  await expect(list).toBeVisible();
  const options = header.suggestionOptions;
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  const title = (await header.suggestionTitle(options.first())).trim();
  await box.press('Enter');
  await expect(page).not.toHaveURL(/\/pl$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  // Escape closes the list; plain Enter still searches.
  await gotoHydrated(page, '/pl');
  await box.pressSequentially('stół', { delay: 30 });
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pl\/search\?search=st%C3%B3%C5%82/);
});

test('suggestions forgive a typo, a missing mark and a word form, and show pictures and prices', async ({
  page,
}) => {
  await gotoHydrated(page, '/pl');
  const header = new Header(page);
  // "lmapy wiszace": a swap, no ogonek, and the plural of "Lampa wisząca".
  await header.search.pressSequentially('lmapy wiszace', { delay: 20 });
  await expect(header.suggestions).toBeVisible();
  await expect(header.suggestedCategories.first()).toContainText('Lampy wiszące');
  const products = header.suggestedProducts;
  await expect(products.first()).toBeVisible();
  const count = await products.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  for (let i = 0; i < count; i++) {
    const product = products.nth(i);
    await expect(product).toContainText(/^Lampa wisząca /);
    await expect(product).toContainText(/\d,\d\d\s*zł/);
    // The thumbnail has loaded: a picture, not an empty box.
    await expect
      .poll(() => product.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);
  // Screen readers hear how many suggestions there are (a polite live region).
  await expect(header.suggestionsAnnounced).toHaveText(
    new RegExp(`^${(await header.suggestionOptions.count()).toString()} podpowied`),
  );

  // By keyboard: down past the categories to the first product, then Enter opens it.
  const categories = await header.suggestedCategories.count();
  for (let i = 0; i <= categories; i++) await header.search.press('ArrowDown');
  const first = products.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const title = (await header.suggestionTitle(first)).trim();
  await header.search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('suggestions in Russian fold ё and match word forms', async ({ page }) => {
  await gotoHydrated(page, '/ru');
  const header = new Header(page, 'ru');
  await header.search.pressSequentially('ковер', { delay: 20 });
  await expect(header.suggestedProducts.first()).toBeVisible();
  await expect(header.suggestedProducts.first()).toContainText(/^Ковёр /);
  await header.search.fill('');
  await header.search.pressSequentially('светильники', { delay: 20 });
  await expect(header.suggestedCategories.first()).toContainText('светильники');
  await expect(header.suggestedProducts.first()).toContainText(/светильник/i);
});
