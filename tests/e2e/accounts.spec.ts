// Shop accounts (docs/rules.md#accounts-and-sessions): register, log in and out, the language of
// an account, password resets by e-mail and SMS, sessions across tabs and token expiry.
import { API } from '#contracts/api-paths';
import { AccountPage, LoginPage, RegisterPage, ResetPasswordPage } from './pages/auth-pages';
import { Header } from './pages/header';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo, lastSmsCode } from './support/mailbox';
import { newEmail, newPhone, stored } from './support/shopper';
import { shopText, t } from './support/text';

test.describe('accounts', () => {
  // Chromium logs every 401/422 answer as a console error; here they are the protocol at work
  // (a wrong password, an expired access token before its refresh, a wrong SMS code, the
  // refused call of the popup test).
  test.use({
    allowConsoleErrors: [[/status of 401/, /status of 403/, /status of 422/], { scope: 'test' }],
  });

  test('register, log out and log in again; tokens and user live under their keys', async ({
    page,
  }) => {
    const email = newEmail();
    await new RegisterPage(page).register(email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    expect(await stored(page, 'client_access_token')).toBeTruthy();
    expect(JSON.parse((await stored(page, 'client_user')) ?? '{}')).toEqual({
      name: 'Ewa',
      surname: 'Testowa',
      email,
      phone: null,
    });
    const account = new AccountPage(page);
    await expect(page.getByRole('heading', { name: t('auth.account.ordersTitle') })).toBeVisible();
    const header = new Header(page);
    await expect(header.account('Ewa')).toBeAttached();

    await account.logout();
    for (const key of ['client_access_token', 'client_refresh_token', 'client_user'])
      expect(await stored(page, key)).toBeNull();
    await expect(header.account()).toBeAttached();

    const login = new LoginPage(page);
    await login.goto();
    await login.fill(email, 'wrong password 1');
    await expect(login.form.getByRole('alert')).toContainText(t('auth.login.failed'));
    await expect(login.email).toHaveValue(email);

    await login.login(email);
    await expect(page).toHaveURL(/\/pl\/account$/);
    await expect(account.profile).toContainText('Ewa Testowa');
  });

  test('shows field errors from the shared schema and keeps what was typed', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.field('name').fill('Ewa');
    await register.field('email').fill('not-an-email');
    await register.field('password').fill('short');
    await register.submit.click();
    await expect(register.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(register.field('surname')).toBeFocused(); // the first bad field
    await expect(register.form).toContainText(t('form.err.required'));
    await expect(register.form).toContainText(t('form.err.email.invalid'));
    await expect(register.form).toContainText(t('form.err.password.too_short'));
    await expect(register.field('name')).toHaveValue('Ewa');
    await expect(register.field('email')).toHaveValue('not-an-email');
    await expectNoSeriousA11yViolations(page);
  });

  test('the preferred language is applied after login', async ({ page }) => {
    const email = newEmail();
    await new RegisterPage(page).register(email);
    await new AccountPage(page).chooseLanguage('en');
    await expect(page).toHaveURL(/\/en\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      shopText('en')('auth.account.title'),
    );
    await new AccountPage(page, 'en').logout();

    await new LoginPage(page).login(email); // from the Polish login page
    await expect(page).toHaveURL(/\/en\/account$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('reset the password through the e-mailed link', async ({ page }) => {
    const email = newEmail();
    await new RegisterPage(page).register(email);
    await new AccountPage(page).logout();

    const reset = new ResetPasswordPage(page);
    await reset.goto();
    await reset.sendLink(email);

    const mail = await lastMailTo(email, /nowe hasło/);
    const link = /https?:\/\/\S+\/pl\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await gotoHydrated(page, new URL(link as string).pathname + new URL(link as string).search);
    await reset.setPassword('Nowe haslo 2024');

    await new LoginPage(page).login(email, 'Nowe haslo 2024');
    await expect(new AccountPage(page).profile).toContainText(email);
  });

  test('reset the password with an SMS code read from the outbox', async ({ page }) => {
    const email = newEmail();
    const phone = newPhone();
    await new RegisterPage(page).register(email, { phone });
    await new AccountPage(page).logout();

    const reset = new ResetPasswordPage(page);
    await reset.goto();
    await reset.sendCode(phone);
    const code = await lastSmsCode(phone);
    await reset.checkCode(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('main')).toContainText(t('form.err.code.wrong'));
    await reset.checkCode(code);
    await reset.setPassword('Przez sms 77');

    await new LoginPage(page).login(email, 'Przez sms 77');
    await expect(new AccountPage(page).profile).toContainText(email);
  });

  test('the session survives an expired access token (refresh and retry)', async ({ page }) => {
    const email = newEmail();
    await new RegisterPage(page).register(email);
    const before = await stored(page, 'client_access_token');
    // The e2e server issues 5-second access tokens: outliving one takes waiting that long.
    await page.waitForTimeout(6_000);
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith(API.refreshToken) && r.status() === 200,
    );
    const account = new AccountPage(page);
    await account.goto();
    await refreshed;
    await expect(account.profile).toContainText(email);
    expect(await stored(page, 'client_access_token')).not.toBe(before);
  });

  test('logout in one tab reaches the other tab', async ({ page, context }) => {
    const email = newEmail();
    await new RegisterPage(page).register(email);
    const other = new AccountPage(await context.newPage());
    await other.goto();
    await expect(other.profile).toContainText(email);

    await new AccountPage(page).logout();
    await expect(other.guest).toBeVisible();
    await other.page.close();
  });

  test('login reaches the other tab', async ({ page, context }) => {
    const email = newEmail();
    await new RegisterPage(page).register(email);
    await new AccountPage(page).logout();
    const other = new AccountPage(await context.newPage());
    await other.goto();
    await expect(other.guest).toBeVisible();
    await new LoginPage(page).login(email);
    await expect(other.profile).toContainText(email);
    await other.page.close();
  });

  test('a refused call raises the error popup with the server text', async ({ page }) => {
    // A CSRF token the server refuses is the one 403 a shopper can meet on these pages: the
    // client asks for a new token and retries once; refused again, the popup shows.
    await page.route('**/api/client/csrf-token', (route) =>
      route.fulfill({ json: { token: 'stale' }, headers: { 'cache-control': 'no-store' } }),
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.fill(newEmail());
    // The error popup keeps its test hook (`error-popup`); it is a dialog named by its title.
    const popup = page.getByRole('dialog', { name: t('auth.popup.title') });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Missing or invalid CSRF token');
    await popup.getByRole('button', { name: t('auth.popup.ok') }).click();
    await expect(popup).toBeHidden();
    await expect(login.email).not.toHaveValue('');
  });

  test('login page is accessible @mobile', async ({ page }) => {
    await new LoginPage(page).goto();
    await expectNoSeriousA11yViolations(page);
  });
});
