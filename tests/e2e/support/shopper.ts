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
 * Products that can be bought now, from the sales listing's positions `skip` to `skip + 3 *
 * count` (the seed leaves some out of stock). Specs run in parallel against one shop; tests that
 * buy take ranges no other test uses, so nobody sells out another's product, and the answer does
 * not shift when some other product sells out.
 */
export async function availableProducts(
  request: APIRequestContext,
  count: number,
  skip: number,
): Promise<ListedProduct[]> {
  const listed: (ListedProduct & { available: boolean })[] = [];
  for (let page = 1; listed.length < skip + 3 * count; page++) {
    const res = await request.get(`/api/client/sales/search/pagination/yet?page=${page}`);
    expect(res.status(), 'the seed has enough products on sale').toBe(200);
    const body = (await res.json()) as { products: (ListedProduct & { available: boolean })[] };
    if (body.products.length === 0) throw new Error('not enough products on sale');
    listed.push(...body.products);
  }
  const found = listed.slice(skip, skip + 3 * count).filter((p) => p.available);
  expect(found.length, 'enough available products in the range').toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

let addresses = 0;
/**
 * A new account, made through the API: registration is limited per address (10 an hour), and the
 * whole e2e run shares one, so each account here comes from an address of its own (the e2e
 * server runs with TRUST_PROXY=true, as the API tests do, so it believes X-Forwarded-For).
 */
export async function newAccount(
  request: APIRequestContext,
): Promise<{ email: string; session: unknown }> {
  const email = newEmail();
  const res = await request.post('/api/client/pl/user/register', {
    headers: {
      ...(await csrfHeaders(request)),
      'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${++addresses % 250}`,
    },
    data: { name: 'Ewa', surname: 'Testowa', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return { email, session: await res.json() };
}

/** Headers a page of the shop sends on a state-changing call, for `request` in a spec. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { token } = (await (await request.get('/api/client/csrf-token')).json()) as {
    token: string;
  };
  return { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' };
}
