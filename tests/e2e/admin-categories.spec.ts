// The category tree editor, end to end: a category made in the back office is in the shop's
// menu at once, in every language; it can be renamed and deleted once empty. Each test works
// under a category of its own (support/shop-data.ts).
import type { Page } from '@playwright/test';
import { API, apiPath } from '#contracts/api-paths';
import type { Locale } from '#domain/locale';
import { signedIn } from './pages/admin/admin-shell';
import { CategoriesPage } from './pages/admin/catalog-pages';
import { CategoryBar } from './pages/menus';
import { newStaff } from './support/admin';
import { expect, gotoHydrated, test } from './support/admin-fixtures';
import { LOCALES, ta } from './support/text';
import { categoriesTexts } from '#web/admin/features/categories/i18n';

const tCategories = categoriesTexts.translate('pl');

/** The shop's menu data, as the storefront's header gets it. */
async function shopMenuTitles(page: Page, locale: Locale): Promise<string[]> {
  const res = await page.request.get(apiPath(API.categoryTree, { locale }));
  const tree = (await res.json()) as {
    data: { categories: Array<{ title: string; children: Array<{ title: string }> }> };
  };
  return tree.data.categories.flatMap((c) => [c.title, ...c.children.map((s) => s.title)]);
}

test('a category made in the back office is in the shop menu at once, in three languages', async ({
  page,
  ownerApi,
  shop,
}) => {
  // A subcategory of a top category of this test's own (the seeded menu stays as it was).
  const parent = await shop.category('Pufy', null);
  const titles = {
    pl: `Pufy testowe ${shop.tag}`,
    en: `Test poufs ${shop.tag}`,
    ru: `Тестовые пуфы ${shop.tag}`,
  };
  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/categories');
  const categories = new CategoriesPage(page);

  await categories.addChild(parent.titles.pl).click();
  await categories.fillNames(titles);
  await expect(categories.name(titles.pl)).toBeVisible();
  await expect(
    page.getByText(tCategories('categories.created', { name: titles.pl })).first(),
  ).toBeVisible();

  for (const locale of LOCALES)
    expect(await shopMenuTitles(page, locale)).toContain(titles[locale]);
  // The shop's menu has it in the panel of its parent, drawn from the tree call when the pointer
  // reaches the bar (src/web/app-shell/menu-tree.ts); the panel shows on hover.
  await gotoHydrated(page, '/en');
  await new CategoryBar(page, 'en').nav
    .getByRole('link', { name: parent.titles.en, exact: true })
    .hover();
  await expect(
    page.getByRole('link', { name: titles.en, exact: true, includeHidden: true }).first(),
  ).toBeAttached();

  // Renamed in one language.
  await gotoHydrated(page, '/admin/categories');
  await categories.edit(titles.pl).click();
  const renamed = { ...titles, en: `${titles.en} renamed` };
  await categories.fillNames(renamed);
  await expect.poll(() => shopMenuTitles(page, 'en')).toContain(renamed.en);

  // Deleted, since it is empty.
  await categories.delete(titles.pl).click();
  const confirm = categories.deleteDialog(titles.pl);
  await confirm.getByRole('button', { name: ta('common.delete') }).click();
  await expect(confirm).toBeHidden();
  await expect(categories.name(titles.pl)).toHaveCount(0);
  expect(await shopMenuTitles(page, 'pl')).not.toContain(titles.pl);
});

test('a category with products says why it cannot be deleted', async ({ page, ownerApi, shop }) => {
  const category = await shop.category();
  await shop.product(category);
  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/categories');
  const categories = new CategoriesPage(page);
  const name = category.titles.pl;
  await categories.delete(name).click();
  const dialog = categories.deleteDialog(name);
  await expect(dialog).toContainText(tCategories('categories.deleteBlocked'));
  await dialog
    .getByRole('button', { name: ta('common.close') })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  await expect(categories.name(name)).toBeVisible();
});
