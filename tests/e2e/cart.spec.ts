// The cart (docs/rules.md#cart): a guest's cart merged at login, a product that sells out, the
// order, quick order and customization request, sharing, tabs and the keyboard. Every test buys
// its own products (support/shop-data.ts), so selling one out touches nobody else's.
import { API, apiPath } from '#contracts/api-paths';
import { CartPage, cartLine, SharedCartPage } from './pages/cart-page';
import { Header } from './pages/header';
import { AccountPage, LoginPage } from './pages/auth-pages';
import { ProductPage } from './pages/product-page';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo } from './support/mailbox';
import type { ShopProduct } from './support/shop-data';
import { csrfHeaders, newAccount, newEmail, stored } from './support/shopper';
import { t } from './support/text';

const unit = (p: ShopProduct) => p.price_sale ?? p.price;
/** "1 234,50 zł" -> 1234.5 */
const money = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** Opens each product's page and adds it once; the header counts up from `from`. */
async function addAll(product: ProductPage, products: ShopProduct[], from = 0) {
  for (const [i, p] of products.entries()) {
    await product.goto(p.url);
    await product.addToCartAndWait(from + i + 1);
  }
}

test.describe('cart', () => {
  // 401 (expired access token before its refresh) and 409 (a sold-out order) are the protocol at work.
  test.use({ allowConsoleErrors: [[/status of 401/, /status of 409/], { scope: 'test' }] });

  test('a guest adds three products, changes counts, deletes one, logs in and finds them merged', async ({
    page,
    request,
    shop,
  }) => {
    const category = await shop.category();
    const [a, b, c] = await shop.products(category, [
      { price: 120, sale: 99.9 },
      { price: 45.5 },
      { price: 310 },
    ]);
    const product = new ProductPage(page);
    await addAll(product, [a!, b!, c!]);
    // The e2e server runs the production build: analytics events reach the data layer (the
    // fixture's stored consent grants analytics; the entries before are Consent Mode's).
    const events = await page.evaluate(() =>
      (
        window as unknown as {
          dataLayer?: { event?: string; ecommerce: { items: { item_id: string }[] } }[];
        }
      ).dataLayer
        ?.filter((e) => e.event === 'add_to_cart' || e.event === 'remove_from_cart')
        .map((e) => [e.event, e.ecommerce.items[0]?.item_id]),
    );
    expect(events).toEqual([['add_to_cart', String(c!.id)]]); // one page load, one add
    expect(JSON.parse((await stored(page, 'basket')) ?? '[]')).toEqual([
      { id: a!.id, count: 1 },
      { id: b!.id, count: 1 },
      { id: c!.id, count: 1 },
    ]);

    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.lines).toHaveCount(3);
    const first = cart.line(a!.id);
    await first.increase.click();
    await first.increase.click();
    await first.decrease.click();
    await expect(first.count).toHaveText('2');
    await cart.line(c!.id).remove.click();
    await expect(cart.lines).toHaveCount(2);
    await expect(cart.header.cartCount).toHaveText('3');
    // Guests see the sum of (sale price, else price) x count.
    const expected = Math.round((unit(a!) * 2 + unit(b!)) * 100) / 100;
    expect(money(await cart.total.textContent())).toBeCloseTo(expected, 2);
    expect(JSON.parse((await stored(page, 'basket')) ?? '[]')).toEqual([
      { id: a!.id, count: 2 },
      { id: b!.id, count: 1 },
    ]);
    await expectNoSeriousA11yViolations(page);

    // Logging in (the account is made through the API: registrations are limited per address).
    const { email } = await newAccount(request);
    await new LoginPage(page).login(email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    await expect.poll(() => stored(page, 'basket')).toBeNull();
    await cart.goto();
    await expect(cart.lines).toHaveCount(2);
    await expect(cart.line(a!.id).count).toHaveText('2');
    await expect(cart.header.cartCount).toHaveText('3');
    // The server holds it now: what the API answers for this user. The e2e server's access
    // tokens live 5 s, so the token is read when asking, and a reload (the page loads the cart,
    // refreshing the token) renews one that a busy machine let expire.
    const serverCart = async () => {
      const token = await stored(page, 'client_access_token');
      const server = await page.request.get(API.cart, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (server.status() === 401) {
        await page.reload();
        return null;
      }
      const body = (await server.json()) as { products: { id: number; count: number }[] };
      return body.products.map((l) => [l.id, l.count]);
    };
    await expect.poll(serverCart, { timeout: 20_000 }).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
  });

  test('a product that sells out is flagged and blocks ordering until removed', async ({
    page,
    request,
    shop,
  }) => {
    const category = await shop.category();
    const [keep, sellOut] = await shop.products(category, [{ stock: 5 }, { stock: 2 }]);
    await addAll(new ProductPage(page), [keep!, sellOut!]);

    // Another shopper buys everything that is left.
    const bought = await request.post(apiPath(API.quickOrder, { id: sellOut!.id }), {
      headers: await csrfHeaders(request),
      data: { name: 'Inny Klient', phone: '+48600100200', count: 2 },
    });
    expect(bought.status()).toBe(201);

    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.line(sellOut!.id).root).toHaveAttribute('data-empty', 'true');
    await expect(cart.line(keep!.id).root).toHaveAttribute('data-empty', 'false');
    await expect(cart.orderButton).toBeDisabled();
    await cart
      .line(sellOut!.id)
      .unavailable.getByRole('button', { name: t('cart.remove'), exact: true })
      .click();
    await expect(cart.lines).toHaveCount(1);
    await expect(cart.orderButton).toBeEnabled();
  });

  test('order from the cart, find it in the account and in the mailbox', async ({
    page,
    request,
    shop,
  }) => {
    const p = await shop.product(await shop.category());
    const { email } = await newAccount(request);
    await new LoginPage(page).login(email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    await addAll(new ProductPage(page), [p]);
    const cart = new CartPage(page);
    await cart.goto();
    await cart.order({ phone: '+48 600 100 200', address: 'ul. Testowa 1, 00-001 Warszawa' });
    await expect(cart.header.cartCount).toHaveText('0');

    const mail = await lastMailTo(email, /zamówienie/);
    expect(mail.text).toContain(p.title);
    const account = new AccountPage(page);
    await account.goto();
    await expect(account.orders).toHaveCount(1);
    await expect(account.orders).toContainText(p.title);
  });

  test('quick order and customization request from a product page, as a guest', async ({
    page,
    shop,
  }) => {
    const p = await shop.product(await shop.category());
    const email = newEmail();
    const product = new ProductPage(page);
    await product.goto(p.url);
    await product.orderQuickly({ name: 'Jan Szybki', phone: '+48 600 200 300', email, count: 2 });
    expect((await lastMailTo(email, /zamówienie/)).text).toContain(p.title);
    await product.quickOrder
      .getByRole('button', { name: t('nav.close') })
      .last()
      .click();
    await expect(product.quickOrder).toBeHidden();

    const requester = newEmail();
    await product.requestCustomization({
      name: 'Anna Projekt',
      email: requester,
      message: 'Czy jest wersja w kolorze butelkowej zieleni?',
    });
    expect((await lastMailTo(requester)).text).toContain(p.title);
  });

  test('a guest shares the cart by link; another browser opens it and adds it to its cart', async ({
    page,
    browser,
    shop,
  }) => {
    const [a, b] = await shop.products(await shop.category(), 2);
    await addAll(new ProductPage(page), [a!, b!]);
    const cart = new CartPage(page);
    await cart.goto();
    const url = await cart.share();
    expect(url).toMatch(/\/pl\/cart\/shared\/[A-Za-z0-9_-]{43,}$/);

    const other = await browser.newContext();
    const visitor = new SharedCartPage(await other.newPage());
    await gotoHydrated(visitor.page, url);
    await expect(visitor.lines).toHaveCount(2);
    await expectNoSeriousA11yViolations(visitor.page);
    await visitor.addToMine.click();
    await expect(visitor.taken).toBeVisible();
    await expect(visitor.header.cartCount).toHaveText('2');
    expect(JSON.parse((await stored(visitor.page, 'basket')) ?? '[]')).toEqual([
      { id: a!.id, count: 1 },
      { id: b!.id, count: 1 },
    ]);
    await other.close();
  });

  test('a cart change in one tab appears in another', async ({ page, context, shop }) => {
    const p = await shop.product(await shop.category());
    const second = new CartPage(await context.newPage());
    await second.goto();
    await expect(second.empty).toBeVisible();
    await addAll(new ProductPage(page), [p]);
    await expect(second.header.cartCount).toHaveText('1');
    await expect(second.lines).toHaveCount(1);
  });

  test('keyboard only: add to cart, open the header cart, change a count, close it', async ({
    page,
    shop,
  }) => {
    const p = await shop.product(await shop.category());
    const product = new ProductPage(page);
    await product.goto(p.url);
    await product.addToCart.focus();
    await page.keyboard.press('Enter');
    await expect(product.header.cartCount).toHaveText('1');
    await product.header.cartLink.focus();
    await page.keyboard.press('Enter');
    const drawer = product.header.miniCart;
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    const line = cartLine(drawer.getByTestId('cart-line'));
    await line.increase.focus();
    await page.keyboard.press('Space');
    await expect(line.count).toHaveText('2');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).not.toBeVisible();
    await expect(product.header.cartLink).toBeFocused();
    await expect(product.header.cartCount).toHaveText('2');
  });
});

test.describe('cart drawer', () => {
  // The aborted file is logged by the browser.
  test.use({ allowConsoleErrors: [/ERR_FAILED/] });

  // A drawer loads on first use (lib/lazy-part.ts). When its file cannot be had (a deploy removed
  // the old fingerprinted files, say), the page reloads for the current code instead of breaking.
  test('the header cart reloads the page when its drawer cannot load', async ({ page }) => {
    const header = new Header(page, 'pl');
    await page.route(/\/assets\/mini-cart-drawer-[^/]*\.js$/, (route) => route.abort());
    await gotoHydrated(page, '/pl');
    const reloaded = page.waitForEvent('framenavigated');
    await header.cartLink.click();
    await reloaded;
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
});
