// The category menus draw subcategories from the category tree call, asked for when the shopper
// first reaches for a menu (src/web/app-shell/menu-tree.ts): the page itself carries only the top
// categories.
import { API, apiPath } from '#contracts/api-paths';
import type { Category } from '#contracts/catalog';
import { CategoryBar, PhoneMenu } from './pages/menus';
import { expect, gotoHydrated, test } from './support/fixtures';

/** A seeded top category with subcategories, and one of them. */
async function categoryWithChildren(request: import('@playwright/test').APIRequestContext) {
  const tree = (await (await request.get(apiPath(API.categoryTree, { locale: 'pl' }))).json()) as {
    data: { categories: Category[] };
  };
  const top = tree.data.categories.find((c) => !c.title.startsWith('E2E ') && c.children.length)!;
  return { top, sub: top.children[0]! };
}

test.describe('category menus', () => {
  test('the page names no subcategory; hovering a category shows them, and one opens', async ({
    page,
    request,
  }) => {
    const { top, sub } = await categoryWithChildren(request);
    const html = await (await request.get('/pl/blog')).text();
    expect(html).toContain(`href="${top.url}"`);
    expect(html, 'subcategories come with the tree call, not the page').not.toContain(sub.url);

    await gotoHydrated(page, '/pl/blog');
    const bar = new CategoryBar(page);
    const tree = page.waitForResponse((r) =>
      r.url().endsWith(apiPath(API.categoryTree, { locale: 'pl' })),
    );
    await bar.nav.getByRole('link', { name: top.title, exact: true }).hover();
    expect((await tree).status()).toBe(200);
    const panel = await bar.panelOf(top.title);
    await panel.getByRole('link', { name: sub.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${sub.url}$`));
  });

  test('keyboard: ArrowDown on a category button enters its panel, Escape comes back', async ({
    page,
    request,
  }) => {
    const { top, sub } = await categoryWithChildren(request);
    await gotoHydrated(page, '/pl/blog');
    const bar = new CategoryBar(page);
    await bar.toggle(top.title).focus();
    await page.keyboard.press('ArrowDown');
    const panel = await bar.panelOf(top.title);
    await expect(bar.toggle(top.title)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel.getByRole('link', { name: sub.title, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bar.toggle(top.title)).toBeFocused();
    await expect(bar.toggle(top.title)).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp enters at the panel's last link: the last subcategory, not "view all".
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('link').last()).toBeFocused();
    expect(await panel.getByRole('link').count()).toBeGreaterThan(1);
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("it lists a category's subcategories", async ({ page, request }) => {
    const { top, sub } = await categoryWithChildren(request);
    await gotoHydrated(page, '/pl/blog');
    const menu = new PhoneMenu(page);
    await menu.button.tap();
    await expect(menu.drawer).toBeVisible();
    await menu.drawer.getByText(top.title, { exact: true }).tap();
    await menu.drawer.getByRole('link', { name: sub.title, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${sub.url}$`));
    await expect(menu.drawer).toBeHidden();
  });
});

test.describe('category bar without the tree', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    allowConsoleErrors: [/Failed to load resource/],
  });

  test('a failed tree call is asked again when the pointer comes back', async ({
    page,
    request,
  }) => {
    const { top, sub } = await categoryWithChildren(request);
    let calls = 0;
    await page.route(`**${apiPath(API.categoryTree, { locale: 'pl' })}`, (route) =>
      calls++ === 0 ? route.abort() : route.continue(),
    );
    await gotoHydrated(page, '/pl/blog');
    const bar = new CategoryBar(page);
    const link = bar.nav.getByRole('link', { name: top.title, exact: true });
    await link.hover();
    await expect.poll(() => calls).toBe(1);
    await page.mouse.move(5, 700); // off the bar
    await link.hover();
    const panel = await bar.panelOf(top.title);
    await expect(panel.getByRole('link', { name: sub.title, exact: true })).toBeAttached();
    expect(calls).toBe(2);
  });
});
