// Smoke: the production build starts, serves every locale, hydrates without browser errors and
// passes axe. Only stable facts of the page shell are checked here; features have their own specs.
import type { Locale } from '#domain/locale';
import { Header } from './pages/header';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';

test.describe('smoke', () => {
  test('home /pl renders the shop shell and hydrates', { tag: '@mobile' }, async ({ page }) => {
    const response = await gotoHydrated(page, '/pl');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    const header = new Header(page);
    await expect(header.banner).toBeVisible();
    await expect(header.search).toBeVisible();
    await expect(header.cartCount).toBeAttached();
  });

  test('/ redirects to the default locale /pl', async ({ page, request }) => {
    // A language the shop does not offer falls back to the default.
    const redirect = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    expect(redirect.status(), 'expected a redirect').toBeGreaterThanOrEqual(300);
    expect(redirect.status()).toBeLessThan(400);
    expect(new URL(redirect.headers()['location'] ?? '', redirect.url()).pathname).toBe('/pl');

    // The browser (locale pl-PL) lands on /pl.
    await page.goto('/');
    await expect(page).toHaveURL(/\/pl$/);
  });

  for (const locale of ['en', 'ru'] as const) {
    test(`/${locale} renders with lang="${locale}"`, async ({ page }) => {
      const response = await gotoHydrated(page, `/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(new Header(page, locale as Locale).search).toBeVisible();
    });
  }

  test.describe('unknown locale', () => {
    // Chromium logs the 404 of the document itself as a console error: that one is expected.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('/xx answers 404', async ({ page }) => {
      const response = await page.goto('/xx');
      expect(response?.status()).toBe(404);
    });
  });

  test('axe finds nothing serious on /pl', async ({ page }) => {
    await gotoHydrated(page, '/pl');
    await expectNoSeriousA11yViolations(page);
  });
});
