// The back office's door: login (back to where one was going), logout, roles, language, and
// the answers every back-office page gives (never cached, never indexed, strict CSP).
import type { Page } from '@playwright/test';
import { AdminLoginPage, AdminShell, signedIn } from './pages/admin/admin-shell';
import { newStaff } from './support/admin';
import { expect, gotoHydrated, test } from './support/admin-fixtures';
import { adminText, ta } from './support/text';
import { staffTexts } from '#web/admin/features/staff/i18n';
import { categoriesTexts } from '#web/admin/features/categories/i18n';
import { accountTexts } from '#web/admin/features/account/i18n';
import { sessionTexts } from '#web/admin/features/session/i18n';

const tStaff = staffTexts.translate('pl');
const tCategories = categoriesTexts.translate('pl');
const tSession = sessionTexts.translate('pl');

/** The staff table (owners only). */
const staffTable = (page: Page) => page.getByRole('table', { name: tStaff('staff.caption') });

test.describe('back office: signing in', () => {
  test('the owner logs in, lands where they were going, and logs out', async ({
    page,
    ownerApi,
  }) => {
    const owner = await newStaff(ownerApi, 'owner');
    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcategories$/);

    const login = new AdminLoginPage(page);
    await expect(login.heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await login.submit(owner);

    const shell = new AdminShell(page);
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(shell.heading(tCategories('categories.title'))).toBeVisible();
    await expect(page.getByText(owner.email).first()).toBeVisible();

    await shell.logout();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(login.heading).toBeVisible();
  });

  test.describe('with a wrong password', () => {
    // The browser logs the refused login (401) as a failed resource.
    test.use({ allowConsoleErrors: [/status of 401/] });

    test('the form says so and stays', async ({ page, ownerApi }) => {
      const staff = await newStaff(ownerApi, 'staff');
      const login = new AdminLoginPage(page);
      await login.goto();
      await login.submit({ email: staff.email, password: 'not the password at all' });
      await expect(login.form.getByRole('alert')).toContainText(tSession('login.wrong'));
      await expect(page).toHaveURL(/\/admin\/login/);
    });
  });

  test('a signed-in person on the login page goes on, never to another site', async ({
    page,
    ownerApi,
  }) => {
    const staff = await newStaff(ownerApi, 'staff');
    await signedIn(page, staff);
    await page.goto('/admin/login?next=%2Fadmin%2Fpresets');
    await expect(page).toHaveURL(/\/admin\/presets$/);
    await page.goto('/admin/login?next=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('back office: roles', () => {
  // The refused owner-only call (403) shows in the console as a failed resource.
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('staff cannot open staff management: no link, and the page refuses', async ({
    page,
    ownerApi,
  }) => {
    const staff = await newStaff(ownerApi, 'staff');
    const shell = await signedIn(page, staff);
    await expect(shell.nav.getByRole('link', { name: ta('nav.categories') })).toBeVisible();
    await expect(shell.nav.getByRole('link', { name: ta('nav.staff') })).toHaveCount(0);
    await expect(shell.nav.getByRole('link', { name: ta('nav.audit') })).toHaveCount(0);

    for (const path of ['/admin/staff', '/admin/audit']) {
      const response = await shell.open(path);
      expect(response?.status(), path).toBe(403);
      await expect(shell.heading(ta('forbidden.title'))).toBeVisible();
      await expect(staffTable(page)).toHaveCount(0);
    }
    const api = await page.request.get('/api/admin/staff');
    expect(api.status()).toBe(403);
  });

  test('the owner manages staff: adds a person, changes the role, disables the account', async ({
    page,
    ownerApi,
  }) => {
    const owner = await newStaff(ownerApi, 'owner');
    const shell = await signedIn(page, owner, '/admin/staff');
    await expect(shell.heading(tStaff('staff.title'))).toBeVisible();

    const email = `e2e-added-${Date.now().toString(36)}@example.com`;
    await page.getByRole('button', { name: tStaff('staff.add') }).click();
    const dialog = page.getByRole('dialog', { name: tStaff('staff.add') });
    await dialog.getByLabel(tStaff('staff.email')).fill(email);
    await dialog.getByLabel(tStaff('staff.password')).fill('a good long password');
    await dialog.getByRole('button', { name: tStaff('staff.add') }).click();
    await expect(dialog).toBeHidden();

    const row = staffTable(page).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(tStaff('staff.active'));
    await row
      .getByRole('combobox', { name: tStaff('staff.roleOf', { email }) })
      .selectOption('owner');
    await expect(page.getByText(tStaff('staff.savedToast', { email })).first()).toBeVisible();

    await row.getByRole('button', { name: tStaff('staff.disableOf', { email }) }).click();
    const confirm = page.getByRole('dialog', { name: tStaff('staff.disableOf', { email }) });
    await confirm.getByRole('button', { name: tStaff('staff.disable') }).click();
    await expect(row).toContainText(tStaff('staff.disabled'));
    await expect(
      row.getByRole('button', { name: tStaff('staff.enableOf', { email }) }),
    ).toBeVisible();
  });
});

test('the back office speaks the person’s language, and switches it', async ({
  page,
  ownerApi,
}) => {
  const staff = await newStaff(ownerApi, 'staff', 'en');
  const shell = await signedIn(page, staff, '/admin/account');
  const [en, ru] = [adminText('en'), adminText('ru')];
  const [accountEn, accountRu] = [accountTexts.translate('en'), accountTexts.translate('ru')];
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shell.heading(accountEn('account.title'))).toBeVisible();
  await expect(shell.nav.getByRole('link', { name: en('nav.categories') })).toBeVisible();

  await page.getByLabel(en('lang.label'), { exact: true }).selectOption('ru');
  await page.getByRole('button', { name: en('common.save') }).click();
  await expect(shell.heading(accountRu('account.title'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await shell.open('/admin');
  await expect(shell.nav.getByRole('link', { name: ru('nav.categories') })).toBeVisible();
});

test('the login page follows the browser, or the language picked on it', async ({ page }) => {
  await gotoHydrated(page, '/admin/login');
  await expect(
    page.getByRole('heading', { level: 1, name: tSession('login.title') }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: sessionTexts.translate('en')('login.title') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('back-office pages are never cached or indexed, and keep the strict CSP', async ({
  page,
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/admin/login');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['x-page-cache']).toBeUndefined();
    // The shop's policy: inline scripts only by the hashes of the page's own (styles may be inline).
    const scriptSrc = /script-src ([^;]+)/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  }
  const redirect = await request.get('/admin/staff', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['cache-control']).toBe('no-store');

  await gotoHydrated(page, '/admin/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // None of the shop's head: no hreflang alternates, no canonical, no shop stylesheet.
  await expect(page.locator('link[hreflang], link[rel="canonical"]')).toHaveCount(0);
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute('href')));
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toMatch(/\/assets\/admin-[\w-]+\.css$/);
  // No nonce and no CSRF token in the page: the admin client asks the token call for one.
  await expect(page.locator('script[nonce], meta[name="csrf-token"]')).toHaveCount(0);
});

test('on a 360 px phone the header fits: no clipped address, the full one in the menu', async ({
  page,
  ownerApi,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const owner = await newStaff(ownerApi, 'owner');
  const shell = await signedIn(page, owner, '/admin');
  const header = page.locator('header').first();
  // Nothing in the header is wider than the screen, and the page does not scroll sideways.
  expect(await header.evaluate((h) => h.scrollWidth - h.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(header.getByText(owner.email, { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(owner.email) })).toBeVisible();
  await expect(page.getByRole('button', { name: ta('nav.logout') })).toBeVisible();
  await page.getByRole('button', { name: ta('nav.menu') }).click();
  await expect(page.getByTestId('admin-menu-email')).toHaveText(owner.email);
  await expect(shell.nav).toBeVisible();
});
