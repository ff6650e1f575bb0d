// axe on every back-office page, the keyboard way in, and the wall between the back office and
// the shop: no back-office script or stylesheet is ever fetched by a shop page.
import type { Page } from '@playwright/test';
import { AdminLoginPage, signedIn } from './pages/admin/admin-shell';
import { CatalogPage } from './pages/catalog-page';
import { Header } from './pages/header';
import { newStaff } from './support/admin';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  test,
} from './support/admin-fixtures';
import { ta } from './support/text';

const OWNER_PAGES = [
  '/admin',
  '/admin/categories',
  '/admin/presets',
  '/admin/import',
  '/admin/staff',
  '/admin/audit',
  '/admin/account',
  '/admin/orders',
  '/admin/returns',
  '/admin/returns/1',
  '/admin/requests',
  '/admin/settings',
  '/admin/delivery-methods',
  '/admin/shop-pages',
  '/admin/shop-pages/terms',
  '/admin/no-such-page',
];

test.describe('back office accessibility', () => {
  // The missing page answers 404 and staff get 403, which the browser logs as failed resources.
  test.use({ allowConsoleErrors: [/status of 40[34]/] });

  test('the login page has no serious axe violations and works from the keyboard', async ({
    page,
    ownerApi,
  }) => {
    const staff = await newStaff(ownerApi, 'staff');
    const login = new AdminLoginPage(page);
    await login.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The e-mail box has focus; type, Tab to the password, Enter sends.
    await page.keyboard.type(staff.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    // The first Tab on a page reaches the skip link, which leads to the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ta('nav.skip') });
    await expect(skip).toBeFocused();
  });

  for (const width of [1280, 768]) {
    test(`every owner page has one h1 and no serious axe violations (${width} px)`, async ({
      page,
      ownerApi,
    }) => {
      // Fourteen screens, each loaded and checked by axe: room for a busy 2-core machine.
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const owner = await newStaff(ownerApi, 'owner');
      await signedIn(page, owner);
      for (const path of OWNER_PAGES) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        // Lists load after hydration: wait for them, so axe sees the page as people do.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('the 403 page a staff member gets has no serious axe violations', async ({
    page,
    ownerApi,
  }) => {
    const staff = await newStaff(ownerApi, 'staff');
    await signedIn(page, staff, '/admin/staff');
    await expect(
      page.getByRole('heading', { level: 1, name: ta('forbidden.title') }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

interface RouteAssets {
  module: string;
  imports?: string[];
  css?: string[];
}

/**
 * The files of the back office that no shop route needs, from React Router's whole manifest
 * (the page's own copy lists only the routes it has discovered so far).
 */
async function adminOnlyFiles(page: Page): Promise<Set<string>> {
  const url = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
  );
  const source = await (await page.request.get(url)).text();
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    entry: RouteAssets;
    routes: Record<string, RouteAssets>;
  };
  const files = (r: RouteAssets) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])];
  const admin = new Set<string>();
  const shop = new Set<string>(files(manifest.entry));
  for (const [id, route] of Object.entries(manifest.routes)) {
    const target = id.startsWith('admin') ? admin : shop;
    files(route).forEach((f) => target.add(f));
  }
  return new Set([...admin].filter((f) => !shop.has(f)));
}

test('shop pages load nothing of the back office, and the back office nothing of the shop', async ({
  page,
  ownerApi,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await gotoHydrated(page, '/pl');
  const adminOnly = await adminOnlyFiles(page);
  // The manifest knows the back office's own files: its layout, pages, TanStack Query/Table.
  expect(adminOnly.size).toBeGreaterThan(5);
  await expect(new CatalogPage(page).cards.first()).toBeVisible();
  await gotoHydrated(page, '/pl/search?search=lamp');

  const leaked = requested.filter((path) => adminOnly.has(path));
  expect(leaked, 'back-office files fetched by shop pages').toEqual([]);
  expect(requested.filter((path) => /\/assets\/admin-[\w-]+\.css$/.test(path))).toEqual([]);
  const shopSheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute('href')));
  expect(shopSheets.some((href) => /\/assets\/app-[\w-]+\.css$/.test(href ?? ''))).toBe(true);

  // And the other way: the back office carries no shop header, stylesheet or hreflang.
  const staff = await newStaff(ownerApi, 'staff');
  requested.length = 0;
  await signedIn(page, staff);
  expect(requested.filter((path) => /\/assets\/app-[\w-]+\.css$/.test(path))).toEqual([]);
  await expect(page.locator('link[hreflang]')).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(new Header(page).cartCount).toHaveCount(0);
});
