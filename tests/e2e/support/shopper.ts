// Shoppers of the e2e shop: accounts made through the API, and what a page keeps in the browser.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiPath } from '#contracts/api-paths';
import { csrfHeaders, freshAddress, unique } from './admin';
import { gotoHydrated } from './fixtures';

export { csrfHeaders };
export const newEmail = () => `e2e-${unique()}@example.com`;
export const newPhone = () => `+4869${String(Date.now() % 10_000_000).padStart(7, '0')}`;
export const PASSWORD = 'Spokojny dom 42';

/** What the page keeps in localStorage under `key`. */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

export interface Session {
  access_token: string;
  refresh_token: string;
  user: unknown;
}

/**
 * A new account, made through the API: registration is limited per address (10 an hour), and the
 * whole e2e run shares one, so each account here comes from an address of its own (the e2e
 * server runs with TRUST_PROXY=true, so it believes X-Forwarded-For).
 */
export async function newAccount(
  request: APIRequestContext,
): Promise<{ email: string; session: Session }> {
  const email = newEmail();
  const res = await request.post(apiPath(API.register, { locale: 'pl' }), {
    headers: { ...(await csrfHeaders(request)), 'X-Forwarded-For': freshAddress() },
    data: { name: 'Ewa', surname: 'Testowa', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return { email, session: (await res.json()) as Session };
}

/** Logs the page in as a new account: the session goes where a login puts it (browser storage). */
export async function logInAsNewUser(page: Page, request: APIRequestContext): Promise<string> {
  const { email, session } = await newAccount(request);
  await logInWith(page, session);
  return email;
}

/** Puts an account's session where a login puts it (browser storage), on the shop's home page. */
export async function logInWith(page: Page, session: Session): Promise<void> {
  await gotoHydrated(page, '/pl');
  await page.evaluate((s) => {
    localStorage.setItem('client_access_token', s.access_token);
    localStorage.setItem('client_refresh_token', s.refresh_token);
    localStorage.setItem('client_user', JSON.stringify(s.user));
  }, session);
}
