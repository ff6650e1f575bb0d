// Recently viewed (docs/rules.md#recently-viewed): kept on this device only, drawn after
// hydration, so the page the server sends stays the same for every visitor.
import { ProductPage } from './pages/product-page';
import { expect, gotoHydrated, test } from './support/fixtures';
import { t } from './support/text';

test('the product page and the home page show what this device viewed, newest first', async ({
  page,
  shop,
}) => {
  const [a, b] = await shop.products(await shop.category(), 2);
  const product = new ProductPage(page);
  await product.goto(a!.url);
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  await product.goto(b!.url);
  const strip = page.getByRole('region', { name: t('recent.title') });
  await expect(strip.getByRole('link')).toHaveText([a!.title]);

  await gotoHydrated(page, '/pl');
  const onHome = page.getByRole('region', { name: t('recent.title') });
  await expect(onHome.getByRole('link').first()).toHaveText(b!.title);
  await expect(onHome.getByRole('link').nth(1)).toHaveText(a!.title);
  await onHome.getByRole('link', { name: a!.title }).click();
  await expect(product.heading).toHaveText(a!.title);

  // The server's page carries none of it: the same bytes for everybody.
  const html = await (await page.request.get('/pl')).text();
  expect(html).not.toContain('data-testid="recently-viewed"');
});
