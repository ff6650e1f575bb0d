// The wish list (docs/rules.md#wish-list): a guest is asked to log in; a shopper adds, finds and
// removes products; tabs follow each other. Each test lists products of its own.
import { LoginPage } from './pages/auth-pages';
import { ProductPage } from './pages/product-page';
import { WishlistPage } from './pages/wishlist-page';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { logInAsNewUser, newAccount } from './support/shopper';
import { t } from './support/text';

test.describe('wish list', () => {
  // 401: the e2e server's access tokens live 5 s, so a refresh before a retry is routine here.
  test.use({ allowConsoleErrors: [[/status of 401/], { scope: 'test' }] });

  test('a guest is asked to log in, sends nothing, and comes back to the product', async ({
    page,
    request,
    shop,
  }) => {
    const p = await shop.product(await shop.category());
    const { email } = await newAccount(request);

    const wishCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wish_list')) wishCalls.push(r.url());
    });
    const product = new ProductPage(page);
    await product.goto(p.url);
    await product.wishlistToggle.click();
    await expect(product.loginPrompt).toBeVisible();
    await expect(product.wishlistToggle).toHaveAttribute('aria-pressed', 'false');
    expect(wishCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // "Not now" closes it and gives the focus back to the heart.
    await product.loginPrompt.getByRole('button', { name: t('wishlist.notNow') }).click();
    await expect(product.loginPrompt).toBeHidden();
    await expect(product.wishlistToggle).toBeFocused();

    await product.wishlistToggle.click();
    await product.loginPrompt.getByRole('link', { name: t('auth.login.submit') }).click();
    await expect(page).toHaveURL(
      `/pl/login?next=${encodeURIComponent(new URL(p.url, page.url()).pathname)}`,
    );
    await new LoginPage(page).fill(email);
    await expect(page).toHaveURL(new RegExp(`${p.url}$`));
    await product.toggleWishlist(true);
    expect(wishCalls.some((url) => url.includes(`/wish_list/add/${p.id}`))).toBe(true);

    // The wish-list page of a guest explains itself instead of showing an empty list.
    await page.evaluate(() => window.localStorage.clear());
    const wishlist = new WishlistPage(page);
    await wishlist.goto();
    await expect(wishlist.guest).toBeVisible();
    await expect(wishlist.loginLink).toHaveAttribute(
      'href',
      `/pl/login?next=${encodeURIComponent('/pl/wishlist')}`,
    );
  });

  test('a user adds from the product page, finds it on the wish list, and removes it', async ({
    page,
    request,
    shop,
  }) => {
    const [a, b] = await shop.products(await shop.category(), 2);
    await logInAsNewUser(page, request);
    const product = new ProductPage(page);
    for (const p of [a!, b!]) {
      await product.goto(p.url);
      await product.toggleWishlist(true);
    }

    const wishlist = new WishlistPage(page);
    await wishlist.goto();
    await expect(page).toHaveTitle(new RegExp(`^${t('wishlist.title')} \\|`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Newest first.
    await expect(wishlist.cards).toHaveCount(2);
    await expect(wishlist.cards.first()).toHaveAttribute('data-product-id', String(b!.id));
    await expect(wishlist.card(a!.title)).toBeVisible();

    await wishlist.removeButton(b!.title).click();
    await expect(wishlist.card(b!.title)).toHaveCount(0);
    // The keyboard stays in the list: focus moved to the next item's remove button.
    await expect(wishlist.removeButton(a!.title)).toBeFocused();
    // The list empties at once (optimistic); the server's answer is awaited before leaving,
    // since a navigation would cancel the call still in flight.
    const removed = page.waitForResponse(
      (res) => res.url().includes(`/wish_list/delete/${a!.id}`) && res.ok(),
    );
    await wishlist.removeButton(a!.title).click();
    await expect(wishlist.empty).toBeVisible();
    await removed;

    // The server holds the change: a fresh page shows the same, and the heart is not pressed.
    await wishlist.goto();
    await expect(wishlist.empty).toBeVisible();
    await product.goto(a!.url);
    await expect(product.wishlistToggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('a change in one tab shows in the other', async ({ page, context, request, shop }) => {
    const p = await shop.product(await shop.category());
    await logInAsNewUser(page, request);
    const wishlist = new WishlistPage(page);
    await wishlist.goto();
    await expect(wishlist.empty).toBeVisible();

    const other = new ProductPage(await context.newPage());
    await other.goto(p.url);
    await other.toggleWishlist(true);
    await expect(wishlist.card(p.title)).toBeVisible();

    await other.page.reload();
    await expect(other.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(other.wishlistToggle).toHaveAttribute('aria-pressed', 'true');
    await wishlist.removeButton(p.title).click();
    await expect(other.wishlistToggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('the wish-list page has no serious axe violations on a 360 px phone', async ({
    page,
    request,
    shop,
  }) => {
    const p = await shop.product(await shop.category());
    await page.setViewportSize({ width: 360, height: 780 });
    const wishlist = new WishlistPage(page);
    await wishlist.goto();
    await expect(wishlist.guest).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logInAsNewUser(page, request);
    const product = new ProductPage(page);
    await product.goto(p.url);
    await product.toggleWishlist(true);
    await wishlist.goto();
    await expect(wishlist.cards).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
