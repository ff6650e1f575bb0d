import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { PASSWORD, availableProducts, newAccount, type ListedProduct } from './support/shopper';

// Each test takes its own products (see availableProducts); the wish list is per user anyway.
const SLICE = { guest: 40, user: 42, tabs: 44, a11y: 46 };

/** The product page's own heart (not the ones on the related products' cards). */
const heart = (page: Page) => page.getByTestId('product-purchase').getByTestId('wishlist-toggle');
const card = (page: Page, id: number) =>
  page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);

/** Logged in as a new user: the session goes where a login puts it (browser storage). */
async function logInAsNewUser(page: Page, request: APIRequestContext) {
  const { session } = await newAccount(request);
  await gotoHydrated(page, '/pl');
  await page.evaluate((s) => {
    const { access_token, refresh_token, user } = s as Record<string, unknown>;
    localStorage.setItem('client_access_token', String(access_token));
    localStorage.setItem('client_refresh_token', String(refresh_token));
    localStorage.setItem('client_user', JSON.stringify(user));
  }, session);
}

async function addFromProductPage(page: Page, product: ListedProduct) {
  await gotoHydrated(page, product.url);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
}

test.describe('wish list', () => {
  // 401: the e2e server's access tokens live 5 s, so a refresh before a retry is routine here.
  test.use({ allowConsoleErrors: [[/status of 401/], { scope: 'test' }] });

  test('a guest is asked to log in, sends nothing, and comes back to the product', async ({
    page,
    request,
  }) => {
    const [product] = await availableProducts(request, 1, SLICE.guest);
    const { email } = await newAccount(request);

    const wishCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wish_list')) wishCalls.push(r.url());
    });
    await gotoHydrated(page, product!.url);
    await heart(page).click();
    const prompt = page.getByTestId('wishlist-login-prompt');
    await expect(prompt).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    expect(wishCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // "Not now" closes it and gives the focus back to the heart.
    await prompt.getByRole('button', { name: 'Nie teraz' }).click();
    await expect(prompt).toBeHidden();
    await expect(heart(page)).toBeFocused();

    await heart(page).click();
    await prompt.getByRole('link', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(
      `/pl/login?next=${encodeURIComponent(new URL(product!.url, page.url()).pathname)}`,
    );
    const form = page.getByTestId('login-form');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByRole('button').last().click();
    await expect(page).toHaveURL(new RegExp(`${product!.url}$`));
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    expect(wishCalls.some((url) => url.includes(`/wish_list/add/${product!.id}`))).toBe(true);

    // The wish-list page of a guest explains itself instead of showing an empty list.
    await page.evaluate(() => window.localStorage.clear());
    await gotoHydrated(page, '/pl/wishlist');
    await expect(page.getByTestId('wishlist-guest')).toBeVisible();
    await expect(
      page.getByTestId('wishlist-guest').getByRole('link', { name: 'Zaloguj się' }),
    ).toHaveAttribute('href', `/pl/login?next=${encodeURIComponent('/pl/wishlist')}`);
  });

  test('a user adds from the product page, finds it on the wish list, and removes it', async ({
    page,
    request,
  }) => {
    const [a, b] = await availableProducts(request, 2, SLICE.user);
    await logInAsNewUser(page, request);
    await addFromProductPage(page, a!);
    await addFromProductPage(page, b!);

    await gotoHydrated(page, '/pl/wishlist');
    await expect(page).toHaveTitle(/^Ulubione \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Newest first.
    const cards = page.getByTestId('wishlist-items').getByTestId('product-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('data-product-id', String(b!.id));
    await expect(card(page, a!.id)).toContainText(a!.title);

    await card(page, b!.id).getByTestId('wishlist-remove').click();
    await expect(card(page, b!.id)).toHaveCount(0);
    // The keyboard stays in the list: focus moved to the next item's remove button.
    await expect(card(page, a!.id).getByTestId('wishlist-remove')).toBeFocused();
    // The list empties at once (optimistic); the server's answer is awaited before leaving,
    // since a navigation would cancel the call still in flight.
    const removed = page.waitForResponse(
      (res) => res.url().includes(`/wish_list/delete/${a!.id}`) && res.ok(),
    );
    await card(page, a!.id).getByTestId('wishlist-remove').click();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await removed;

    // The server holds the change: a fresh page shows the same, and the heart is not pressed.
    await gotoHydrated(page, '/pl/wishlist');
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await gotoHydrated(page, a!.url);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a change in one tab shows in the other', async ({ page, context, request }) => {
    const [product] = await availableProducts(request, 1, SLICE.tabs);
    await logInAsNewUser(page, request);
    await gotoHydrated(page, '/pl/wishlist');
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();

    const other = await context.newPage();
    await addFromProductPage(other, product!);
    await expect(card(page, product!.id)).toBeVisible();

    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(heart(other)).toHaveAttribute('aria-pressed', 'true');
    await card(page, product!.id).getByTestId('wishlist-remove').click();
    await expect(heart(other)).toHaveAttribute('aria-pressed', 'false');
  });

  test('the wish-list page has no serious axe violations on a 360 px phone', async ({
    page,
    request,
  }) => {
    const [product] = await availableProducts(request, 1, SLICE.a11y);
    await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, '/pl/wishlist');
    await expect(page.getByTestId('wishlist-guest')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logInAsNewUser(page, request);
    await addFromProductPage(page, product!);
    await gotoHydrated(page, '/pl/wishlist');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
