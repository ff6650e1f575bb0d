// Promo codes in the back office, end to end: a code made on the screen is taken by the
// checkout's quote at once (its discount split over the lines), and its edit shows the same way.
import { API, apiPath } from '#contracts/api-paths';
import { signedIn } from './pages/admin/admin-shell';
import { PromotionsPage, tp } from './pages/admin/promotions-page';
import { csrfHeaders, newStaff, unique } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { ta } from './support/text';

test('a code made on the screen gives its discount in the quote at once', async ({
  page,
  ownerApi,
  shop,
}) => {
  test.setTimeout(60_000); // several dialogs, quotes and accessibility checks
  const category = await shop.category('Promocja');
  const other = await shop.category('Bez promocji');
  // 100 zł on sale at 80: a percent code takes its share of the 80.
  const onSale = await shop.product(category, { price: 100, sale: 80 });
  const elsewhere = await shop.product(other, { price: 50 });
  const code = `E2E${unique()}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 30);

  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/promotions');
  const screen = new PromotionsPage(page);
  await expect(page.getByRole('heading', { name: tp('promo.title'), level: 1 })).toBeVisible();

  await screen.add.click();
  await expect(screen.dialog).toBeVisible();
  await screen.field('promo.code').fill(code.toLowerCase());
  await screen.field('promo.percent').fill('15');
  await screen.dialog.getByRole('checkbox', { name: category.titles.pl, exact: true }).check();
  await screen.field('promo.usageLimit').fill('5');
  await expectNoSeriousA11yViolations(page);
  await screen.submit(tp('promo.add')).click();
  await expect(
    page.getByText(tp('promo.created', { code: code.toLowerCase() })).first(),
  ).toBeVisible();
  await expect(screen.dialog).toBeHidden();
  const row = screen.row(code.toLowerCase());
  await expect(row).toContainText(tp('promo.kind.percent'));
  await expect(row).toContainText(tp('promo.on'));
  await expectNoSeriousA11yViolations(page);

  // The shop's quote, as the checkout asks it, with the code in capitals.
  const quote = async () => {
    const res = await page.request.post(apiPath(API.checkoutQuote, { locale: 'pl' }), {
      headers: await csrfHeaders(page.request),
      data: {
        cart: [
          { id: onSale.id, count: 2 },
          { id: elsewhere.id, count: 1 },
        ],
        promo_code: code.toUpperCase(),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as {
      items_total: number;
      discount: number;
      total: number;
      promo: unknown;
    };
  };
  // 15% of 2 × 80.00 = 24.00; the other category's line is not covered.
  expect(await quote()).toMatchObject({
    items_total: 210,
    discount: 24,
    total: 186,
    promo: { code: code.toLowerCase(), discount: 24 },
  });

  // Edited to a fixed 30 zł: never more than the covered lines cost, and the quote follows.
  await row.getByRole('button', { name: tp('promo.editOf', { code: code.toLowerCase() }) }).click();
  await screen.field('promo.kind').selectOption('fixed');
  await screen.field('promo.amount').fill('30');
  await screen.submit(ta('common.save')).click();
  await expect(
    page.getByText(tp('promo.saved', { code: code.toLowerCase() })).first(),
  ).toBeVisible();
  await expect(row).toContainText(tp('promo.kind.fixed'));
  expect(await quote()).toMatchObject({ discount: 30, total: 180 });

  // Products are picked by search: the other category's product, found by its SKU, is covered
  // too (15% of 2 × 80.00 + 50.00 = 31.50).
  const edit = () =>
    row.getByRole('button', { name: tp('promo.editOf', { code: code.toLowerCase() }) }).click();
  const picker = screen.dialog.getByTestId('promo-products');
  await edit();
  await screen.field('promo.kind').selectOption('percent');
  await screen.field('promo.percent').fill('15');
  await picker.getByTestId('product-search').fill(elsewhere.sku);
  await picker
    .getByRole('button', { name: ta('productSearch.add', { name: elsewhere.title }) })
    .click();
  await expect(picker.locator(`[data-product-id="${elsewhere.id}"]`)).toContainText(
    elsewhere.title,
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/admin-extras-shots/promo-products-pl.png' });
  await screen.submit(ta('common.save')).click();
  await expect(screen.dialog).toBeHidden();
  expect(await quote()).toMatchObject({ discount: 31.5, total: 178.5 });
  // Opened again, the picker names the code's product; removed, the quote leaves its line alone.
  await edit();
  await expect(picker.locator(`[data-product-id="${elsewhere.id}"]`)).toContainText(
    elsewhere.title,
  );
  await picker
    .getByRole('button', { name: tp('promo.removeProduct', { name: elsewhere.title }) })
    .click();
  await expect(picker.locator('[data-product-id]')).toHaveCount(0);
  await screen.submit(ta('common.save')).click();
  await expect(screen.dialog).toBeHidden();
  expect(await quote()).toMatchObject({ discount: 24, total: 186 });

  // A refusal is a field error with a stable reason, which the shop words in its language.
  await edit();
  await screen.dialog.getByRole('checkbox', { name: tp('promo.activeLabel') }).uncheck();
  await screen.submit(ta('common.save')).click();
  await expect(row).toContainText(tp('promo.off'));
  const refused = await page.request.post(apiPath(API.checkoutQuote, { locale: 'pl' }), {
    headers: await csrfHeaders(page.request),
    data: { cart: [{ id: onSale.id, count: 1 }], promo_code: code },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ errors: { promo_code: ['unknown'] } });
});
