// Consent before analytics (docs/rules.md#consent), on a phone and a desktop: Consent Mode's
// default is the data layer's first entry, nothing is pushed before a choice or after "reject
// all", events follow "accept all", a reload keeps the choice, and the footer's "cookie settings"
// shows the banner again. And the two notices every footer links (docs/rules.md#notices).
import type { Page } from '@playwright/test';
import type { Locale } from '#domain/locale';
import { NOTICE_PAGES } from '#server/db/seed/notice-pages-data';
import { ProductPage } from './pages/product-page';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { stored } from './support/shopper';
import { shopText, t } from './support/text';

const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

/** The data layer as written: Consent Mode's commands (`arguments` objects) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
const events = async (page: Page) =>
  (await dataLayer(page))
    .filter((e): e is { event: string } => !Array.isArray(e) && typeof e === 'object')
    .map((e) => e.event);

const banner = (page: Page) => page.getByTestId('consent-banner');

test.describe('consent', () => {
  // No stored choice: the banner shows (the other specs start with one, support/fixtures.ts).
  test.use({ consent: null });

  test(
    'nothing is pushed before a choice or after "reject all"; a reload keeps it',
    { tag: '@mobile' },
    async ({ page, shop }) => {
      const product = await shop.product(await shop.category(), { price: 80 });
      const view = new ProductPage(page);
      await view.goto(product.url);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toHaveAccessibleName(t('consent.title'));
      expect(await dataLayer(page)).toEqual([['consent', 'default', DENIED]]);

      // The page stays usable behind the banner (not modal): an add before any choice tracks nothing.
      await view.addToCartAndWait(1);
      expect(await events(page)).toEqual([]);

      await banner(page).getByTestId('consent-reject-all').click();
      await expect(banner(page)).toBeHidden();
      expect(await dataLayer(page)).toEqual([
        ['consent', 'default', DENIED],
        ['consent', 'update', DENIED],
      ]);
      const choice = JSON.parse((await stored(page, 'consent')) ?? 'null');
      expect(choice).toMatchObject({ version: 1, analytics: false, marketing: false });
      expect(Date.parse(choice.at)).toBeGreaterThan(Date.now() - 60_000);

      await view.addToCartAndWait(2);
      expect(await events(page)).toEqual([]);
      await expect(page.locator('#gtm-script')).toHaveCount(0);

      await gotoHydrated(page, product.url);
      await expect(view.heading).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      // The stored choice is applied by the page's first script, before anything else.
      expect(await dataLayer(page)).toEqual([
        ['consent', 'default', DENIED],
        ['consent', 'update', DENIED],
      ]);
    },
  );

  test(
    '"accept all" lets events through; the footer link reopens the choice',
    { tag: '@mobile' },
    async ({ page, shop }) => {
      const product = await shop.product(await shop.category(), { price: 45 });
      const view = new ProductPage(page);
      await view.goto(product.url);
      await banner(page).getByTestId('consent-accept-all').click();
      await expect(banner(page)).toBeHidden();
      expect((await dataLayer(page)).slice(0, 2)).toEqual([
        ['consent', 'default', DENIED],
        ['consent', 'update', GRANTED],
      ]);
      await view.addToCartAndWait(1);
      expect(await events(page)).toEqual(['add_to_cart']);

      await gotoHydrated(page, product.url);
      await expect(banner(page)).toHaveCount(0);
      expect(await dataLayer(page)).toEqual([
        ['consent', 'default', DENIED],
        ['consent', 'update', GRANTED],
      ]);

      // "Cookie settings" in the footer: the banner again, focus on it; settings, statistics only.
      const link = page.getByTestId('consent-settings-link');
      await expect(link).toHaveText(t('consent.link'));
      await link.click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole('heading', { name: t('consent.title') })).toBeFocused();
      await banner(page).getByTestId('consent-settings').click();
      const analytics = banner(page).getByRole('checkbox', { name: t('consent.analytics') });
      const marketing = banner(page).getByRole('checkbox', { name: t('consent.marketing') });
      await expect(analytics).toBeChecked();
      await expect(analytics).toBeFocused();
      await expect(marketing).toBeChecked();
      await marketing.uncheck();
      await banner(page).getByTestId('consent-save').click();
      await expect(banner(page)).toBeHidden();
      await expect(link).toBeFocused();
      expect(JSON.parse((await stored(page, 'consent')) ?? 'null')).toMatchObject({
        analytics: true,
        marketing: false,
      });
      expect((await dataLayer(page)).at(-1)).toEqual([
        'consent',
        'update',
        { ...DENIED, analytics_storage: 'granted' },
      ]);
    },
  );

  test(
    'the banner passes axe and is reached and used by keyboard first',
    { tag: '@mobile' },
    async ({ page }) => {
      await gotoHydrated(page, '/pl');
      await expect(banner(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Accept and reject are the same kind of button, the same size: one is as easy as the other.
      const accept = banner(page).getByTestId('consent-accept-all');
      const reject = banner(page).getByTestId('consent-reject-all');
      const settings = banner(page).getByTestId('consent-settings');
      const [a, r, s] = await Promise.all([accept, reject, settings].map((b) => b.boundingBox()));
      expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
      expect(Math.abs(a!.width - r!.width)).toBeLessThan(1);
      expect(Math.abs(a!.width - s!.width)).toBeLessThan(1);
      expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
      // The banner comes first in the tab order: its link, then its buttons.
      for (let i = 0; i < 3 && !(await reject.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(reject).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toHaveCount(0);
      expect(JSON.parse((await stored(page, 'consent')) ?? 'null')).toMatchObject({
        analytics: false,
        marketing: false,
      });
    },
  );

  test('showing the banner shifts nothing on the page', { tag: '@mobile' }, async ({ page }) => {
    // Layout shifts are recorded from the first paint; the banner appears after hydration.
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/pl');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS('position', 'fixed');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.02);
  });
});

test.describe('notices', () => {
  for (const locale of ['pl', 'en', 'ru'] as Locale[]) {
    test(`the legal guarantee and the accessibility statement, linked from the footer (${locale})`, async ({
      page,
    }) => {
      const text = shopText(locale);
      await gotoHydrated(page, `/${locale}`);
      const footer = page.getByRole('contentinfo');
      for (const slug of ['legal-guarantee', 'accessibility'] as const) {
        const link = footer.getByRole('link', { name: text(`pages.link.${slug}`) });
        await expect(link).toHaveAttribute('href', `/${locale}/pages/${slug}`);
      }
      await footer.getByRole('link', { name: text('pages.link.legal-guarantee') }).click();
      await expect(page).toHaveURL(`/${locale}/pages/legal-guarantee`);
      const notice = NOTICE_PAGES['legal-guarantee'];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.titles[locale]);
      await expect(page.getByRole('main')).toContainText(/2025\/1960/);
      await expectNoSeriousA11yViolations(page);

      await gotoHydrated(page, `/${locale}/pages/accessibility`);
      const statement = NOTICE_PAGES.accessibility;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.titles[locale]);
      await expect(page.getByRole('main')).toContainText('WCAG 2.1');
      await expect(page.getByRole('main').getByRole('link', { name: /dostepnosc@/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
