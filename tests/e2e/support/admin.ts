// The back office in end-to-end tests: its first owner (global-setup starts the server with it),
// accounts made through the API, and page objects over role locators.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures';

/** The first owner (ADMIN_EMAIL / ADMIN_PASSWORD of the e2e server). */
export const E2E_OWNER = { email: 'e2e-owner@example.com', password: 'e2e owner password 42' };
export const STAFF_PASSWORD = 'staff password 42';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e4)}`;

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

async function csrf(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/api/client/csrf-token');
  const { token } = (await res.json()) as { token: string };
  return { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Logs `request` (its cookie jar: a page's `page.request` too) into the back office. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  const res = await request.post('/api/admin/auth/login', {
    headers: { ...(await csrf(request)), 'X-Forwarded-For': freshAddress() },
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
  return request.fetch(url, { method, headers: await csrf(request), data });
}

/** A new account, made by an owner's `request`: each spec logs in as people of its own. */
export async function newStaff(
  ownerRequest: APIRequestContext,
  role: 'owner' | 'staff' = 'staff',
  locale: 'pl' | 'en' | 'ru' = 'pl',
): Promise<StaffAccount> {
  const account = { email: `e2e-${role}-${unique()}@example.com`, password: STAFF_PASSWORD, role };
  const res = await adminCall(ownerRequest, 'POST', '/api/admin/staff', { ...account, locale });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** The login page. */
export class AdminLoginPage {
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByTestId('admin-login');
  }

  async goto(next?: string) {
    const response = await gotoHydrated(
      this.page,
      next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login',
    );
    await expect(this.form).toBeVisible();
    return response;
  }

  /** Fills and sends the form (labels in the page's language: Polish for these specs). */
  async submit(account: { email: string; password: string }) {
    await this.form.getByLabel('E-mail').fill(account.email);
    await this.form.getByLabel(/Hasło|Password|Пароль/).fill(account.password);
    await this.form.getByRole('button', { name: /Zaloguj|Log in|Войти/ }).click();
  }
}

/** The signed-in frame: navigation, the person, logout. */
export class AdminShell {
  readonly nav: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: /Menu panelu|Back office menu|Меню панели/ });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async open(path: string) {
    return gotoHydrated(this.page, path);
  }

  async logout() {
    await this.page.getByRole('button', { name: /Wyloguj|Log out|Выйти/ }).click();
    await this.page.waitForURL(/\/admin\/login/);
  }
}

/**
 * Logs the page's browser in as `account` through the API (quicker than the form, which
 * admin-auth.spec.ts covers) and opens `path` once React has hydrated.
 */
export async function signedIn(page: Page, account: StaffAccount, path = '/admin') {
  await apiLogin(page.request, account);
  const shell = new AdminShell(page);
  await shell.open(path);
  return shell;
}
