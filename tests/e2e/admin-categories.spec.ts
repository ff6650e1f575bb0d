// The category tree editor, end to end: a category made in the back office is in the shop's
// menu at once, in every language; it can be renamed, reordered, and deleted once empty.
import type { Page } from '@playwright/test';
import { newStaff, signedIn } from './support/admin';
import { expect, gotoHydrated, test } from './support/admin-fixtures';

const TITLES = { pl: 'Pufy testowe', en: 'Test poufs', ru: 'Тестовые пуфы' };

class CategoriesPage {
  constructor(readonly page: Page) {}

  /** The tree item of the category named `name` (not its ancestors, which contain it too). */
  node(name: string) {
    return this.page
      .getByTestId('category-name')
      .getByText(name, { exact: true })
      .locator('xpath=ancestor::li[@data-testid="category-node"][1]');
  }

  /** Fills the editor dialog (names in each language; addresses made by the server). */
  async fillNames(titles: Record<'pl' | 'en' | 'ru', string>) {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Nazwa (Polski)').fill(titles.pl);
    await dialog.getByLabel('Nazwa (English)').fill(titles.en);
    await dialog.getByLabel('Nazwa (Русский)').fill(titles.ru);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The shop's menu data, as the storefront's header gets it. */
async function shopMenuTitles(page: Page, locale: string): Promise<string[]> {
  const res = await page.request.get(`/api/client/${locale}/category/tree`);
  const tree = (await res.json()) as {
    data: { categories: Array<{ title: string; children: Array<{ title: string }> }> };
  };
  return tree.data.categories.flatMap((c) => [c.title, ...c.children.map((s) => s.title)]);
}

test('a category made in the back office is in the shop menu at once, in three languages', async ({
  page,
  ownerApi,
}) => {
  const suffix = Date.now().toString(36);
  const titles = {
    pl: `${TITLES.pl} ${suffix}`,
    en: `${TITLES.en} ${suffix}`,
    ru: `${TITLES.ru} ${suffix}`,
  };
  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/categories');
  const categories = new CategoriesPage(page);

  // A subcategory of the first top category: the shop's bar of top categories stays as it was
  // for the other specs running beside this one.
  const first = page.getByTestId('category-node').first();
  const parentName = (await first.getByTestId('category-name').first().innerText()).trim();
  await first
    .getByRole('button', { name: `Dodaj podkategorię do „${parentName}”` })
    .first()
    .click();
  await categories.fillNames(titles);
  await expect(categories.node(titles.pl)).toBeVisible();
  await expect(page.getByText(`Dodano kategorię „${titles.pl}”.`).first()).toBeVisible();

  for (const locale of ['pl', 'en', 'ru'] as const) {
    expect(await shopMenuTitles(page, locale)).toContain(titles[locale]);
  }
  // The shop's page has it in its menu (server-rendered, not from a stale cache), in the panel
  // of its parent, which opens on hover or from its button (hidden until then).
  await gotoHydrated(page, '/en');
  await expect(
    page.getByRole('link', { name: titles.en, exact: true, includeHidden: true }).first(),
  ).toBeAttached();

  // Renamed in one language.
  await gotoHydrated(page, '/admin/categories');
  await categories
    .node(titles.pl)
    .getByRole('button', { name: `Edytuj „${titles.pl}”` })
    .first()
    .click();
  const renamed = { ...titles, en: `${titles.en} renamed` };
  await categories.fillNames(renamed);
  await expect.poll(() => shopMenuTitles(page, 'en')).toContain(renamed.en);

  // Deleted, since it is empty.
  await categories
    .node(titles.pl)
    .getByRole('button', { name: `Usuń „${titles.pl}”` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: `Usuń „${titles.pl}”` });
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(confirm).toBeHidden();
  await expect(categories.node(titles.pl)).toHaveCount(0);
  expect(await shopMenuTitles(page, 'pl')).not.toContain(titles.pl);
});

test('a category with products says why it cannot be deleted', async ({ page, ownerApi }) => {
  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/categories');
  // The demo's top categories all hold products (in them or below them).
  const first = page.getByTestId('category-node').first();
  const name = (await first.getByTestId('category-name').first().innerText()).trim();
  await first
    .getByRole('button', { name: `Usuń „${name}”` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Usuń „${name}”` });
  await expect(dialog).toContainText('Nie można usunąć');
  await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
  await expect(categories(page).first()).toBeVisible();
});

const categories = (page: Page) => page.getByTestId('category-node');
