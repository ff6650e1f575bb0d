import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo } from './support/mailbox';
import {
  availableProducts,
  csrfHeaders,
  login,
  newAccount,
  newEmail,
  stored,
  type ListedProduct,
} from './support/shopper';

// Each test takes its own products (see availableProducts) so parallel tests never interfere.
// Cart tests buy, so their ranges start past those of the wish-list and compare specs.
const SLICE = {
  guestMerge: 100,
  stock: 110,
  order: 120,
  product: 124,
  share: 130,
  tabs: 140,
  keyboard: 144,
};

/** Adds from the product page; `expected` is the header count after (it reads 0 until seeded). */
async function addFromProductPage(page: Page, product: ListedProduct, expected: number) {
  await gotoHydrated(page, product.url);
  await page.getByTestId('product-purchase').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(expected));
}

const line = (page: Page, id: number) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`);
const unit = (p: ListedProduct) => p.price_sale ?? p.price;
/** "1 234,50 zł" -> 1234.5 */
const money = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('cart', () => {
  // 401 (expired access token before its refresh) and 409 (a sold-out order) are the protocol at work.
  test.use({ allowConsoleErrors: [[/status of 401/, /status of 409/], { scope: 'test' }] });

  test('a guest adds three products, changes counts, deletes one, logs in and finds them merged', async ({
    page,
    request,
  }) => {
    const [a, b, c] = await availableProducts(request, 3, SLICE.guestMerge);
    for (const [i, p] of [a!, b!, c!].entries()) await addFromProductPage(page, p, i + 1);
    // The e2e server runs the production build: analytics events reach the data layer.
    const events = await page.evaluate(() =>
      (
        window as unknown as {
          dataLayer?: { event: string; ecommerce: { items: { item_id: string }[] } }[];
        }
      ).dataLayer?.map((e) => [e.event, e.ecommerce.items[0]?.item_id]),
    );
    expect(events).toEqual([['add_to_cart', String(c!.id)]]); // one page load, one add
    expect(JSON.parse((await stored(page, 'basket')) ?? '[]')).toEqual([
      { id: a!.id, count: 1 },
      { id: b!.id, count: 1 },
      { id: c!.id, count: 1 },
    ]);

    await gotoHydrated(page, '/pl/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await line(page, a!.id).getByTestId('cart-line-inc').click();
    await line(page, a!.id).getByTestId('cart-line-inc').click();
    await line(page, a!.id).getByTestId('cart-line-dec').click();
    await expect(line(page, a!.id).getByTestId('cart-line-count')).toHaveText('2');
    await line(page, c!.id).getByTestId('cart-line-delete').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    // Guests see the sum of (sale price, else price) x count.
    const expected = Math.round((unit(a!) * 2 + unit(b!)) * 100) / 100;
    expect(money(await page.getByTestId('cart-total').textContent())).toBeCloseTo(expected, 2);
    expect(JSON.parse((await stored(page, 'basket')) ?? '[]')).toEqual([
      { id: a!.id, count: 2 },
      { id: b!.id, count: 1 },
    ]);
    await expectNoSeriousA11yViolations(page);

    // Logging in (the account is made through the API: registrations are limited per address).
    const { email } = await newAccount(request);
    await login(page, email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    await expect.poll(() => stored(page, 'basket')).toBeNull();
    await gotoHydrated(page, '/pl/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line(page, a!.id).getByTestId('cart-line-count')).toHaveText('2');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    // The server holds it now: what the API answers for this user.
    const token = await stored(page, 'client_access_token');
    const server = await page.request.get('/api/client/cart', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await server.json()) as { products: { id: number; count: number }[] };
    expect(body.products.map((l) => [l.id, l.count])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
  });

  test('a product that sells out is flagged and blocks ordering until removed', async ({
    page,
    request,
  }) => {
    const [keep, sellOut] = await availableProducts(request, 2, SLICE.stock);
    await addFromProductPage(page, keep!, 1);
    await addFromProductPage(page, sellOut!, 2);

    // Another shopper buys everything that is left.
    const check = await request.post('/api/client/cart/check/products', {
      headers: await csrfHeaders(request),
      data: { cart: [{ id: sellOut!.id, count: 1 }] },
    });
    const [{ available_count }] = (await check.json()) as [{ available_count: number }];
    const bought = await request.post(`/api/client/products/order/${sellOut!.id}`, {
      headers: await csrfHeaders(request),
      data: { name: 'Inny Klient', phone: '+48600100200', count: available_count },
    });
    expect(bought.status()).toBe(201);

    await gotoHydrated(page, '/pl/cart');
    await expect(line(page, sellOut!.id)).toHaveAttribute('data-empty', 'true');
    await expect(line(page, keep!.id)).toHaveAttribute('data-empty', 'false');
    await expect(page.getByTestId('cart-order')).toBeDisabled();
    await line(page, sellOut!.id)
      .getByTestId('cart-line-unavailable')
      .getByRole('button', { name: 'Usuń' })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-order')).toBeEnabled();
  });

  test('order from the cart, find it in the account and in the mailbox', async ({
    page,
    request,
  }) => {
    const [p] = await availableProducts(request, 1, SLICE.order);
    const { email } = await newAccount(request);
    await login(page, email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    await addFromProductPage(page, p!, 1);
    await gotoHydrated(page, '/pl/cart');
    await page.getByTestId('cart-order').click();
    const form = page.getByTestId('order-form');
    await form.locator('input[name="phone"]').fill('+48 600 100 200');
    await form.locator('textarea[name="address"]').fill('ul. Testowa 1, 00-001 Warszawa');
    await page.getByTestId('order-submit').click();
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    const mail = await lastMailTo(email, /zamówienie/);
    expect(mail.text).toContain(p!.title);
    await gotoHydrated(page, '/pl/account');
    await expect(page.getByTestId('account-order')).toHaveCount(1);
    await expect(page.getByTestId('account-order')).toContainText(p!.title);
  });

  test('quick order and customization request from a product page, as a guest', async ({
    page,
    request,
  }) => {
    const [p] = await availableProducts(request, 1, SLICE.product);
    const email = newEmail();
    await gotoHydrated(page, p!.url);
    await page.getByTestId('product-purchase').getByTestId('quick-order').click();
    const quick = page.getByTestId('quick-order-dialog');
    await quick.locator('input[name="name"]').fill('Jan Szybki');
    await quick.locator('input[name="phone"]').fill('+48 600 200 300');
    await quick.locator('input[name="email"]').fill(email);
    await quick.locator('input[name="count"]').fill('2');
    await page.getByTestId('quick-order-submit').click();
    await expect(page.getByTestId('quick-order-done')).toBeVisible();
    expect((await lastMailTo(email, /zamówienie/)).text).toContain(p!.title);
    await quick.getByRole('button', { name: 'Zamknij' }).last().click();

    const requester = newEmail();
    await page.getByTestId('customization-request').click();
    const dialog = page.getByTestId('customization-dialog');
    await dialog.locator('input[name="name"]').fill('Anna Projekt');
    await dialog.locator('input[name="email"]').fill(requester);
    await dialog
      .locator('textarea[name="message"]')
      .fill('Czy jest wersja w kolorze butelkowej zieleni?');
    await page.getByTestId('customization-submit').click();
    await expect(page.getByTestId('customization-done')).toBeVisible();
    expect((await lastMailTo(requester)).text).toContain(p!.title);
  });

  test('a guest shares the cart by link; another browser opens it and adds it to its cart', async ({
    page,
    request,
    browser,
  }) => {
    const [a, b] = await availableProducts(request, 2, SLICE.share);
    await addFromProductPage(page, a!, 1);
    await addFromProductPage(page, b!, 2);
    await gotoHydrated(page, '/pl/cart');
    await page.getByTestId('cart-share').click();
    const url = await page.getByTestId('cart-share-url').inputValue();
    expect(url).toMatch(/\/pl\/cart\/shared\/[A-Za-z0-9_-]{43,}$/);

    const other = await browser.newContext();
    const visitor = await other.newPage();
    await gotoHydrated(visitor, url);
    await expect(visitor.getByTestId('shared-cart-line')).toHaveCount(2);
    await expectNoSeriousA11yViolations(visitor);
    await visitor.getByTestId('shared-cart-add').click();
    await expect(visitor.getByTestId('shared-cart-taken')).toBeVisible();
    await expect(visitor.getByTestId('cart-count')).toHaveText('2');
    expect(
      JSON.parse((await visitor.evaluate(() => localStorage.getItem('basket'))) ?? '[]'),
    ).toEqual([
      { id: a!.id, count: 1 },
      { id: b!.id, count: 1 },
    ]);
    await other.close();
  });

  test('a cart change in one tab appears in another', async ({ page, context, request }) => {
    const [p] = await availableProducts(request, 1, SLICE.tabs);
    const second = await context.newPage();
    await gotoHydrated(second, '/pl/cart');
    await expect(second.getByTestId('cart-empty')).toBeVisible();
    await addFromProductPage(page, p!, 1);
    await expect(second.getByTestId('cart-count')).toHaveText('1');
    await expect(second.getByTestId('cart-line')).toHaveCount(1);
  });

  test('keyboard only: add to cart, open the header cart, change a count, close it', async ({
    page,
    request,
  }) => {
    const [p] = await availableProducts(request, 1, SLICE.keyboard);
    await gotoHydrated(page, p!.url);
    await page.getByTestId('product-purchase').getByTestId('add-to-cart').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('header-cart').focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('mini-cart');
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await drawer.getByTestId('cart-line-inc').focus();
    await page.keyboard.press('Space');
    await expect(drawer.getByTestId('cart-line-count')).toHaveText('2');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).not.toBeVisible();
    await expect(page.getByTestId('header-cart')).toBeFocused();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
  });
});
