// A product group made in the product editor's panel (docs/rules.md#product-groups): the first
// member is the product open, the second is found by the shared product search, each gets its
// labels, and the group is what the API then holds.
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import type { AdminProductGroup } from '#contracts/admin/product-groups';
import type { AdminProduct } from '#contracts/admin/products';
import { productGroupsTexts } from '#web/admin/features/product-groups/i18n';
import { signedIn } from './pages/admin/admin-shell';
import { newStaff } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { fieldLabel, ta } from './support/text';

const tg = productGroupsTexts.translate('pl');

test('a group is made from the editor: the open product and one found by its SKU', async ({
  page,
  ownerApi,
  shop,
}) => {
  test.setTimeout(60_000); // several dialogs, quotes and accessibility checks
  const category = await shop.category('Grupy');
  const green = await shop.product(category, { title: 'Fotel zielony' });
  const grey = await shop.product(category, { title: 'Fotel szary' });
  await signedIn(page, await newStaff(ownerApi, 'staff'), `/admin/products/${green.id}`);

  const panel = page.getByTestId('product-group-panel');
  await panel.getByRole('button', { name: tg('pg.create') }).click();
  const dialog = page.getByTestId('product-group-dialog');
  await expect(dialog).toBeVisible();
  const members = dialog.locator('ol > li');
  await expect(members).toHaveCount(1);
  await expect(members.first()).toContainText(green.title);

  // The search offers the other product, not the one already in.
  const search = dialog.getByTestId('product-search');
  await search.fill(green.sku);
  await expect(dialog.getByText(ta('productSearch.none'))).toBeVisible();
  await search.fill(grey.sku);
  await dialog.getByRole('button', { name: ta('productSearch.add', { name: grey.title }) }).click();
  await expect(members).toHaveCount(2);
  await expect(members.nth(1)).toContainText(grey.title);
  // Ready for the next one: the search is empty and has the focus.
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();

  for (const [i, [pl, en, ru]] of [
    ['zielony', 'green', 'зелёный'],
    ['szary', 'grey', 'серый'],
  ].entries()) {
    const member = members.nth(i);
    await member.getByLabel(fieldLabel(tg('pg.label', { lang: 'PL' }))).fill(pl!);
    await member.getByLabel(fieldLabel(tg('pg.label', { lang: 'EN' }))).fill(en!);
    await member.getByLabel(fieldLabel(tg('pg.label', { lang: 'RU' }))).fill(ru!);
  }
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: ta('common.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  // The panel shows the new group at once, without a reload.
  await expect(panel).toContainText(grey.title);
  await expect(panel).toContainText(tg('pg.axis.color'));

  const product = (await (
    await ownerApi.get(apiPath(ADMIN_API.product, { id: green.id }))
  ).json()) as AdminProduct;
  const group = (await (
    await ownerApi.get(apiPath(ADMIN_API.productGroup, { id: product.group_id! }))
  ).json()) as AdminProductGroup;
  expect(group.axis).toBe('color');
  expect(group.products.map((p) => [p.id, p.label.pl])).toEqual([
    [green.id, 'zielony'],
    [grey.id, 'szary'],
  ]);

  // Dissolved from the same panel: it says so at once, and the products stay.
  await panel.getByRole('button', { name: tg('pg.dissolve') }).click();
  await expect(panel).toContainText(tg('pg.none'));
  await expect(panel.getByRole('button', { name: tg('pg.create') })).toBeVisible();
  const after = (await (
    await ownerApi.get(apiPath(ADMIN_API.product, { id: grey.id }))
  ).json()) as AdminProduct;
  expect(after.group_id).toBeNull();
});
