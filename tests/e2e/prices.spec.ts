// The 30-day lowest price (docs/rules.md#lowest-price): a product raised from 100 to 120, then put
// on sale at 90, shows "lowest in the 30 days before the reduction: 100" and -10% beside its
// price, on its page and on its card, in pl, en and ru, at 1280 px and (@mobile) 375 px.
import type { Page } from '@playwright/test';
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import type { Product } from '#contracts/catalog';
import { formatMoney } from '#domain/money';
import type { Locale } from '#domain/locale';
import { adminCall } from './support/admin';
import { expect, gotoHydrated, test } from './support/fixtures';
import { LOCALES, shopText } from './support/text';

async function raisedThenReduced(
  ownerApi: Parameters<typeof adminCall>[0],
  shop: import('./support/shop-data').ShopData,
) {
  const category = await shop.category();
  const product = await shop.product(category, { price: 100 });
  for (const patch of [{ price: 120 }, { sale_price: 90 }]) {
    const res = await adminCall(
      ownerApi,
      'PATCH',
      apiPath(ADMIN_API.product, { id: product.id }),
      patch,
    );
    expect(res.status(), await res.text()).toBe(200);
  }
  return { category, product };
}

/** The product's address in `locale`, as its category's listing gives it. */
async function urlIn(page: Page, locale: Locale, categoryId: number, id: number) {
  const res = await page.request.get(apiPath(API.catalogPage, { locale, categoryId }));
  const { products } = (await res.json()) as { products: Product[] };
  return products.find((p) => p.id === id)!.url;
}

for (const mobile of [false, true]) {
  test(
    `a raised then reduced price shows its 30-day lowest price and -10% (${mobile ? '375' : '1280'} px)`,
    mobile ? { tag: '@mobile' } : {},
    async ({ page, ownerApi, shop }, testInfo) => {
      test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one width per project');
      test.setTimeout(90_000);
      const { category, product } = await raisedThenReduced(ownerApi, shop);
      for (const locale of LOCALES) {
        const t = shopText(locale);
        const lowest = t('price.lowest30d', { price: formatMoney(10_000, locale) });
        const badge = t('price.discount', { percent: 10 });

        await gotoHydrated(page, await urlIn(page, locale, category.id, product.id));
        const main = page.locator('main');
        await expect(main.getByText(lowest, { exact: true })).toBeVisible();
        await expect(main.getByText(badge, { exact: true }).first()).toBeVisible();
        await page.screenshot({
          path: `/tmp/prices-shots/product-${locale}-${mobile ? 375 : 1280}.png`,
        });

        await gotoHydrated(page, category.urls[locale]);
        const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
        await expect(card.getByText(lowest, { exact: true })).toBeVisible();
        await expect(card.getByText(badge)).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({
          path: `/tmp/prices-shots/card-${locale}-${mobile ? 375 : 1280}.png`,
        });
      }

      // The cart shows it too, beside the line's reduced price.
      const t = shopText('pl');
      await gotoHydrated(page, await urlIn(page, 'pl', category.id, product.id));
      await page
        .getByRole('group', { name: t('product.buy') })
        .getByTestId('add-to-cart')
        .click();
      await expect(page.getByTestId('cart-count').first()).toHaveText('1');
      await gotoHydrated(page, '/pl/cart');
      const line = page.locator(`[data-testid="cart-line"][data-product-id="${product.id}"]`);
      await expect(
        line.getByText(t('price.lowest30d', { price: formatMoney(10_000, 'pl') }), {
          exact: true,
        }),
      ).toBeVisible();
    },
  );
}

test('a sale without an earlier lower price shows no badge', async ({ page, shop }) => {
  // On sale from its first day: there is no price before the reduction to compare with.
  const category = await shop.category();
  const product = await shop.product(category, { price: 100, sale: 80 });
  await gotoHydrated(page, category.urls.pl);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText(shopText('pl')('price.discount', { percent: 20 }))).toHaveCount(0);
  const words = shopText('pl')('price.lowest30d', { price: '' }).trim();
  await expect(card.getByText(words)).toHaveCount(0);
});
