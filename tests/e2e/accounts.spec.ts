import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo, lastSmsCode } from './support/mailbox';
import { PASSWORD, login, newEmail, newPhone, register, stored } from './support/shopper';

async function logout(page: Page) {
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('account-guest')).toBeVisible();
}

test.describe('accounts', () => {
  // Chromium logs every 401/422 answer as a console error; here they are the protocol at work
  // (a wrong password, an expired access token before its refresh, a wrong SMS code, the
  // refused call of the popup test).
  test.use({
    allowConsoleErrors: [[/status of 401/, /status of 403/, /status of 422/], { scope: 'test' }],
  });

  test('register, log out and log in again; tokens and user live under the spec keys', async ({
    page,
  }) => {
    const email = newEmail();
    await register(page, email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    expect(await stored(page, 'client_access_token')).toBeTruthy();
    expect(JSON.parse((await stored(page, 'client_user')) ?? '{}')).toEqual({
      name: 'Ewa',
      surname: 'Testowa',
      email,
      phone: null,
    });
    await expect(page.getByTestId('account-orders')).toBeVisible();
    await expect(page.getByTestId('header-account')).toContainText('Ewa');

    await logout(page);
    for (const key of ['client_access_token', 'client_refresh_token', 'client_user'])
      expect(await stored(page, key)).toBeNull();
    await expect(page.getByTestId('header-account')).not.toContainText('Ewa');

    await login(page, email, 'wrong password 1');
    await expect(page.getByRole('alert')).toContainText('Nieprawidłowy e-mail lub hasło');
    await expect(page.getByTestId('login-form').locator('input[name="email"]')).toHaveValue(email);

    await login(page, email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    await expect(page.getByTestId('account-profile')).toContainText('Ewa Testowa');
  });

  test('shows field errors from the shared schema and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, '/pl/register');
    const form = page.getByTestId('register-form');
    await form.locator('input[name="name"]').fill('Ewa');
    await form.locator('input[name="email"]').fill('not-an-email');
    await form.locator('input[name="password"]').fill('short');
    await form.getByRole('button', { name: 'Załóż konto' }).click();
    const email = form.locator('input[name="email"]');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('input[name="surname"]')).toBeFocused(); // the first bad field
    await expect(form).toContainText('To pole jest wymagane.');
    await expect(form).toContainText('Podaj poprawny adres e-mail.');
    await expect(form).toContainText('Hasło musi mieć co najmniej 8 znaków.');
    await expect(form.locator('input[name="name"]')).toHaveValue('Ewa');
    await expect(email).toHaveValue('not-an-email');
    await expectNoSeriousA11yViolations(page);
  });

  test('the preferred language is applied after login', async ({ page }) => {
    const email = newEmail();
    await register(page, email);
    const language = page.getByTestId('language-form');
    await expect(language.locator('select[name="locale"]')).toBeEnabled();
    await language.locator('select[name="locale"]').selectOption('en');
    await language.getByRole('button').click();
    await expect(page).toHaveURL(/\/en\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await logout(page);

    await login(page, email, PASSWORD, 'pl');
    await expect(page).toHaveURL(/\/en\/account$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('reset the password through the e-mailed link', async ({ page }) => {
    const email = newEmail();
    await register(page, email);
    await logout(page);

    await gotoHydrated(page, '/pl/reset-password');
    const form = page.getByTestId('reset-email-form');
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole('button').click();
    await expect(page.getByTestId('reset-sent')).toContainText('wysłaliśmy');

    const mail = await lastMailTo(email, /nowe hasło/);
    const link = /https?:\/\/\S+\/pl\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await gotoHydrated(page, new URL(link as string).pathname + new URL(link as string).search);
    await page
      .getByTestId('reset-new-form')
      .locator('input[name="password"]')
      .fill('Nowe haslo 2024');
    await page.getByTestId('reset-new-form').getByRole('button').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await login(page, email, 'Nowe haslo 2024');
    await expect(page.getByTestId('account-profile')).toContainText(email);
  });

  test('reset the password with an SMS code read from the outbox', async ({ page }) => {
    const email = newEmail();
    const phone = newPhone();
    await register(page, email, { phone });
    await logout(page);

    await gotoHydrated(page, '/pl/reset-password');
    await page.getByText('SMS', { exact: true }).click();
    const start = page.getByTestId('reset-phone-form');
    await start.locator('input[name="phone"]').fill(phone);
    await start.getByRole('button').click();

    const codeForm = page.getByTestId('reset-code-form');
    const code = await lastSmsCode(phone);
    await codeForm.locator('input[name="code"]').fill(code === '000000' ? '111111' : '000000');
    await codeForm.getByRole('button', { name: 'Dalej' }).click();
    await expect(codeForm).toContainText('Nieprawidłowy lub wygasły kod.');
    await codeForm.locator('input[name="code"]').fill(code);
    await codeForm.getByRole('button', { name: 'Dalej' }).click();

    await page.getByTestId('reset-new-form').locator('input[name="password"]').fill('Przez sms 77');
    await page.getByTestId('reset-new-form').getByRole('button').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    await login(page, email, 'Przez sms 77');
    await expect(page.getByTestId('account-profile')).toContainText(email);
  });

  test('the session survives an expired access token (refresh and retry)', async ({ page }) => {
    const email = newEmail();
    await register(page, email);
    const before = await stored(page, 'client_access_token');
    await page.waitForTimeout(6_000); // the e2e server issues 5-second access tokens
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/client/auth/refresh/token') && r.status() === 200,
    );
    await gotoHydrated(page, '/pl/account');
    await refreshed;
    await expect(page.getByTestId('account-profile')).toContainText(email);
    expect(await stored(page, 'client_access_token')).not.toBe(before);
  });

  test('logout in one tab reaches the other tab', async ({ page, context }) => {
    const email = newEmail();
    await register(page, email);
    const other = await context.newPage();
    await gotoHydrated(other, '/pl/account');
    await expect(other.getByTestId('account-profile')).toContainText(email);

    await logout(page);
    await expect(other.getByTestId('account-guest')).toBeVisible();
    await other.close();
  });

  test('login reaches the other tab', async ({ page, context }) => {
    const email = newEmail();
    await register(page, email);
    await logout(page);
    const other = await context.newPage();
    await gotoHydrated(other, '/pl/account');
    await expect(other.getByTestId('account-guest')).toBeVisible();
    await login(page, email);
    await expect(other.getByTestId('account-profile')).toContainText(email);
    await other.close();
  });

  test('a refused call raises the error popup with the server text', async ({ page }) => {
    // A stale CSRF token is the one 403 a shopper can meet on these pages.
    await gotoHydrated(page, '/pl/login');
    await page.evaluate(() =>
      document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', 'stale'),
    );
    const form = page.getByTestId('login-form');
    await form.locator('input[name="email"]').fill(newEmail());
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByRole('button').last().click();
    const popup = page.getByTestId('error-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Missing or invalid CSRF token');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await expect(form.locator('input[name="email"]')).not.toHaveValue('');
  });

  test('login page is accessible @mobile', async ({ page }) => {
    await gotoHydrated(page, '/pl/login');
    await expectNoSeriousA11yViolations(page);
  });
});
