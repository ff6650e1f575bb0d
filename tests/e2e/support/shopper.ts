import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures';

let counter = 0;
export const unique = () =>
  `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e4)}`;
export const newEmail = () => `e2e-${unique()}@example.com`;
export const newPhone = () => `+4869${String(Date.now() % 10_000_000).padStart(7, '0')}`;
export const PASSWORD = 'Spokojny dom 42';

/** Registers through the form (which logs in) and waits for the account page. */
export async function register(
  page: Page,
  email: string,
  options: { phone?: string; locale?: string } = {},
) {
  await gotoHydrated(page, `/${options.locale ?? 'pl'}/register`);
  const form = page.getByTestId('register-form');
  await form.locator('input[name="name"]').fill('Ewa');
  await form.locator('input[name="surname"]').fill('Testowa');
  await form.locator('input[name="email"]').fill(email);
  if (options.phone) await form.locator('input[name="phone"]').fill(options.phone);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: /Załóż konto|Create account|Создать/ }).click();
  await expect(page.getByTestId('account-profile')).toContainText(email);
}

export async function login(page: Page, email: string, password = PASSWORD, locale = 'pl') {
  await gotoHydrated(page, `/${locale}/login`);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button').last().click();
}

export const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

export interface ListedProduct {
  id: number;
  title: string;
  url: string;
  price: number;
  price_sale: number | null;
}

/**
 * Products that can be bought now, from the sales listing, skipping `skip` of them: specs run in
 * parallel against one shop, so each takes its own slice and none sells out another's product.
 */
export async function availableProducts(
  request: APIRequestContext,
  count: number,
  skip: number,
): Promise<ListedProduct[]> {
  const found: ListedProduct[] = [];
  for (let page = 1; found.length < skip + count; page++) {
    const res = await request.get(`/api/client/sales/search/pagination/yet?page=${page}`);
    expect(res.status(), 'the seed has enough products on sale').toBe(200);
    const body = (await res.json()) as { products: (ListedProduct & { available: boolean })[] };
    if (body.products.length === 0) throw new Error('not enough available products on sale');
    found.push(...body.products.filter((p) => p.available));
  }
  return found.slice(skip, skip + count);
}

/** Headers a page of the shop sends on a state-changing call, for `request` in a spec. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/client/csrf-token')).json()) as {
    token: string;
  };
  return { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' };
}
