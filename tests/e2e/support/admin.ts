// The back office's API in end-to-end tests: its first owner (global-setup starts the server with
// it), the CSRF headers its writes need, and staff accounts each test makes for itself.
// Page objects of the back office's screens are in ../pages/admin/.
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_API } from '#contracts/api-paths';

/** The first owner (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server). */
export const E2E_OWNER = { email: 'e2e-owner@example.com', password: 'e2e owner password 42' };
export const STAFF_PASSWORD = 'staff password 42';

let counter = 0;
/** A short token no other call in this run returns: for e-mails, SKUs and titles. */
export const unique = () =>
  `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e4)}`;

/**
 * An address of its own for each context: login is limited per address, and the e2e server
 * believes X-Forwarded-For (TRUST_PROXY=true), as the shop's account specs rely on too.
 */
export const freshAddress = () =>
  `10.${200 + (process.pid % 50)}.${Math.floor(Math.random() * 250)}.${++counter % 250}`;

export interface StaffAccount {
  email: string;
  password: string;
  role: 'owner' | 'staff';
}

/** Headers a page sends on a state-changing call (shop or back office), for `request`. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/api/client/csrf-token');
  const { token } = (await res.json()) as { token: string };
  return { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Logs `request` (its cookie jar: a page's `page.request` too) into the back office. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  const res = await request.post(ADMIN_API.login, {
    headers: { ...(await csrfHeaders(request)), 'X-Forwarded-For': freshAddress() },
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A state-changing call of a logged-in `request`, with the headers the CSRF check wants. */
export async function adminCall(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  return request.fetch(url, { method, headers: await csrfHeaders(request), data });
}

/** A new account, made by an owner's `request`: each spec logs in as people of its own. */
export async function newStaff(
  ownerRequest: APIRequestContext,
  role: 'owner' | 'staff' = 'staff',
  locale: 'pl' | 'en' | 'ru' = 'pl',
): Promise<StaffAccount> {
  const account = { email: `e2e-${role}-${unique()}@example.com`, password: STAFF_PASSWORD, role };
  const res = await adminCall(ownerRequest, 'POST', ADMIN_API.staff, { ...account, locale });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}
