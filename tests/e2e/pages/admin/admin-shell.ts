// The back office's door and frame: the login page, the signed-in shell (navigation, headings,
// logout), and signing in through the API for tests that are not about the form.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiLogin, type StaffAccount } from '#tests/e2e/support/admin';
import { gotoHydrated } from '#tests/e2e/support/fixtures';
import type { Locale } from '#domain/locale';
import { sessionTexts } from '#web/admin/features/session/i18n';
import { adminText, LOCALES } from '#tests/e2e/support/text';

/** One of `key`'s texts in any language: the login page follows the browser or the account. */
const anyLanguage = <K extends string>(texts: (locale: Locale) => (key: K) => string, key: K) =>
  new RegExp(`^(${LOCALES.map((l) => texts(l)(key)).join('|')})`);

export class AdminLoginPage {
  /** The login page's main landmark: the form and its messages. */
  readonly form: Locator;
  constructor(readonly page: Page) {
    this.form = page.getByRole('main');
  }

  async goto(next?: string) {
    const response = await gotoHydrated(
      this.page,
      next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login',
    );
    await expect(this.heading).toBeVisible();
    return response;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', {
      level: 1,
      name: anyLanguage(sessionTexts.translate, 'login.title'),
    });
  }

  /** Fills and sends the form (labels in the page's language). */
  async submit(account: { email: string; password: string }) {
    await this.form
      .getByLabel(anyLanguage(sessionTexts.translate, 'login.email'))
      .fill(account.email);
    await this.form
      .getByLabel(anyLanguage(sessionTexts.translate, 'login.password'))
      .fill(account.password);
    await this.form
      .getByRole('button', { name: anyLanguage(sessionTexts.translate, 'login.submit') })
      .click();
  }
}

/** The signed-in frame: navigation, the person, logout. */
export class AdminShell {
  readonly nav: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: anyLanguage(adminText, 'nav.main') });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async open(path: string) {
    return gotoHydrated(this.page, path);
  }

  async logout() {
    await this.page.getByRole('button', { name: anyLanguage(adminText, 'nav.logout') }).click();
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
