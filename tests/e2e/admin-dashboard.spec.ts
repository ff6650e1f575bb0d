// The back office's home: today's figures as the dashboard call reports them (an order placed
// just before counts in them), the chart and the lists; the owner's low-stock threshold.
import type { Dashboard } from '#contracts/admin/dashboard';
import { formatMoney, fromDecimal } from '#domain/money';
import { ProductPage } from './pages/product-page';
import { signedIn } from './pages/admin/admin-shell';
import { DashboardPage, to } from './pages/admin/office-pages';
import { newStaff } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { ta } from './support/text';

test.describe('back office: dashboard', () => {
  test('shows today’s figures, with an order placed just now among them', async ({
    page,
    browser,
    shop,
    ownerApi,
  }) => {
    const p = await shop.product(await shop.category(), { price: 123.45, stock: 10 });
    const shopper = await browser.newContext();
    const product = new ProductPage(await shopper.newPage());
    await product.goto(p.url);
    await product.orderQuickly({
      name: 'Jan Dzisiaj',
      phone: '+48 600 300 400',
      email: 'jan@example.com',
      count: 2,
    });
    await shopper.close();

    const staff = await newStaff(ownerApi, 'staff');
    // Other tests order at the same time: the page must show exactly what its own call answered.
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/dashboard'));
    await signedIn(page, staff, '/admin');
    const figures = (await (await answer).json()) as Dashboard;
    expect(figures.periods.today.orders).toBeGreaterThanOrEqual(1);
    expect(figures.periods.today.revenue).toBeGreaterThanOrEqual(246.9);
    expect(figures.top_products.length).toBeGreaterThan(0);

    const dashboard = new DashboardPage(page);
    const today = dashboard.period('today');
    await expect(today.revenue).toHaveText(
      formatMoney(fromDecimal(figures.periods.today.revenue), 'pl'),
    );
    await expect(today.orders).toHaveText(
      to('dash.orders', { count: figures.periods.today.orders }),
    );
    await expect(dashboard.period('last_30_days').orders).toHaveText(
      to('dash.orders', { count: figures.periods.last_30_days.orders }),
    );
    await expect(dashboard.chart).toBeVisible();
    await expect(dashboard.root.locator('svg rect')).toHaveCount(30);
    await expect(dashboard.root.getByTestId('dashboard-status-new')).toHaveText(
      new Intl.NumberFormat('pl').format(figures.by_status.new),
    );
    await expect(dashboard.panel(to('dash.top'))).toContainText(figures.top_products[0]!.title);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('settings', () => {
    // Staff meet the owner-only page's 403, logged by the browser as a failed resource.
    test.use({ allowConsoleErrors: [/status of 403/] });

    test('the owner changes the low-stock threshold and the dashboard follows; staff cannot', async ({
      page,
      browser,
      ownerApi,
    }) => {
      const owner = await newStaff(ownerApi, 'owner');
      const shell = await signedIn(page, owner, '/admin/settings');
      await expect(shell.heading(to('set.title'))).toBeVisible();
      const threshold = page.getByRole('spinbutton', { name: to('set.threshold') });
      const before = await threshold.inputValue();
      await expectNoSeriousA11yViolations(page);

      await threshold.fill('-3');
      await page.getByRole('button', { name: ta('common.save') }).click();
      await expect(threshold).toHaveAttribute('aria-invalid', 'true');

      await threshold.fill('7');
      await page.getByRole('button', { name: ta('common.save') }).click();
      await expect(page.getByText(to('set.saved')).first()).toBeVisible();
      try {
        await shell.nav.getByRole('link', { name: ta('nav.home') }).click();
        await expect(new DashboardPage(page).panel(to('dash.lowStock'))).toContainText(
          to('dash.lowStockNote', { count: 7 }),
        );
      } finally {
        // The setting is the whole shop's: leave it as it was for the other tests.
        await shell.open('/admin/settings');
        await threshold.fill(before);
        await page.getByRole('button', { name: ta('common.save') }).click();
        await expect(page.getByText(to('set.saved')).first()).toBeVisible();
      }

      const staffContext = await browser.newContext({
        extraHTTPHeaders: { 'X-Forwarded-For': '10.9.8.7' },
      });
      const staffPage = await staffContext.newPage();
      const staffShell = await signedIn(staffPage, await newStaff(ownerApi, 'staff'));
      await expect(staffShell.nav.getByRole('link', { name: ta('nav.settings') })).toHaveCount(0);
      await expect(staffShell.nav.getByRole('link', { name: ta('nav.requests') })).toBeVisible();
      const response = await staffShell.open('/admin/settings');
      expect(response?.status()).toBe(403);
      await staffContext.close();
    });
  });
});
