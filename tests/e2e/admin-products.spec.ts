// The back office's products: the owner signs in, creates a product with an image, publishes it
// and finds it in the shop (its category's listing, search, its page) in pl, en and ru; and two
// people saving the same product: the stale save is refused with a clear message.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import type { Locale } from '#domain/locale';
import { AdminLoginPage } from './pages/admin/admin-shell';
import { ProductEditorPage, ProductsListPage, tp } from './pages/admin/products-pages';
import { CatalogPage } from './pages/catalog-page';
import { adminCall, apiLogin, newStaff } from './support/admin';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  test,
} from './support/admin-fixtures';
import { LOCALES, startsWith } from './support/text';

/** A small PNG made here: the upload is judged by its bytes, so it must be a real image. */
async function png(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 47, g: 93, b: 82 } },
  })
    .png()
    .toBuffer();
}

test.describe('back office: products', () => {
  test('the owner creates a product with an image, publishes it, and the shop shows it in three languages', async ({
    page,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(90_000);
    const token = `e2e${randomBytes(4).toString('hex')}`; // one word, found by search
    const titles: Record<Locale, string> = {
      pl: `Lampa testowa ${token}`,
      en: `Test lamp ${token}`,
      ru: `Тестовая лампа ${token}`,
    };
    const category = await shop.category();

    // An owner of this test's own signs in through the login page.
    const owner = await newStaff(ownerApi, 'owner', 'pl');
    const login = new AdminLoginPage(page);
    await login.goto('/admin/products');
    await login.submit(owner);
    const list = new ProductsListPage(page);
    await expect(list.heading).toBeVisible();
    await expect(list.rows.first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await list.newProduct();

    const editor = new ProductEditorPage(page);
    await editor.field(tp['editor.sku']).fill(`SKU-${token}`.toUpperCase());
    await editor.field(tp['editor.category']).selectOption(String(category.id));
    await editor.field(tp['editor.price']).fill('129,99');
    await editor.field(tp['editor.stock']).fill('5');
    await editor.fillTexts('Polski', titles.pl, '**Mosiądz** i len.\n\n- wysokość 40 cm');
    await page.getByRole('button', { name: tp['editor.preview'] }).click();
    await expect(page.getByRole('tabpanel', { name: /Polski/ }).locator('strong')).toHaveText(
      'Mosiądz',
    );
    await editor.fillTexts('English', titles.en);
    await editor.fillTexts('Русский', titles.ru);
    await editor.save.click();

    // Created: its own address, and images can be added now.
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(editor.state(tp['editor.created'])).toBeVisible();
    await editor.upload({ name: 'lamp.png', mimeType: 'image/png', buffer: await png() });
    await expect(editor.images()).toHaveCount(1);
    const alt = editor
      .images()
      .first()
      .getByLabel(new RegExp(`${tp['images.altIn']}\\s*pl`));
    await alt.fill(`Lampa ${token} na stole`);
    await alt.blur();
    await expect(editor.images().first().getByText(tp['images.altSaved'])).toBeVisible();

    // Publish (an upload bumped the version: the save must not be taken for a stale one).
    await editor.field(startsWith(tp['editor.published'])).check();
    await editor.save.click();
    await expect(editor.state(tp['editor.saved'])).toBeVisible();
    await expect(editor.conflict).toHaveCount(0);
    const slugs = {} as Record<Locale, string>;
    for (const [l, name] of [
      ['pl', 'Polski'],
      ['en', 'English'],
      ['ru', 'Русский'],
    ] as const)
      slugs[l] = await editor.slug(name).inputValue();
    expect(slugs.pl).toContain(token);
    await expectNoSeriousA11yViolations(page);

    const listing = new CatalogPage(page);
    for (const l of LOCALES) {
      // Its category's listing (newest first).
      await listing.goto(category.urls[l]);
      const card = listing.card(titles[l]);
      await expect(card, `listing in ${l}`).toHaveAttribute('data-product-id', String(id));
      // Search.
      await listing.goto(`/${l}/search?search=${token}`);
      await expect(listing.card(titles[l]), `search in ${l}`).toBeVisible();
      // Its page, with the uploaded image.
      await gotoHydrated(page, `/${l}/product/${slugs[l]}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[l]);
      await expect(page.locator('main img[src^="/media/"]').first()).toBeVisible();
      // The alt text was given in Polish only; the other languages fall back to the title.
      if (l === 'pl')
        await expect(
          page
            .getByRole('main')
            .getByRole('img', { name: `Lampa ${token} na stole` })
            .first(),
        ).toBeVisible();
    }
  });

  test('a stale save is refused with a clear message, and reload shows the other save', async ({
    browser,
    baseURL,
    ownerApi,
    shop,
  }) => {
    const owner = await newStaff(ownerApi, 'owner', 'pl');
    // Our own product, made through the API.
    const token = `e2e${randomBytes(4).toString('hex')}`;
    const created = await adminCall(ownerApi, 'POST', ADMIN_API.products, {
      sku: `CONFLICT-${token}`.toUpperCase(),
      category_id: (await shop.category()).id,
      price: 50,
      stock: 3,
      translations: {
        pl: { title: `Konflikt ${token}` },
        en: { title: `Conflict ${token}` },
        ru: { title: `Конфликт ${token}` },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // Two people (two browsers) open it.
    const editors: ProductEditorPage[] = [];
    const contexts = [];
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      const page = await context.newPage();
      await apiLogin(page.request, owner);
      await gotoHydrated(page, `/admin/products/${id}`);
      editors.push(new ProductEditorPage(page));
    }
    const [a, b] = editors as [ProductEditorPage, ProductEditorPage];
    await expect(a.field(tp['editor.stock'])).toHaveValue('3');
    await expect(b.field(tp['editor.stock'])).toHaveValue('3');

    await a.field(tp['editor.stock']).fill('7');
    await a.save.click();
    await expect(a.state(tp['editor.saved'])).toBeVisible();

    await b.field(tp['editor.price']).fill('60');
    await b.save.click();
    await expect(b.conflict).toBeVisible();
    await expect(b.save).toBeDisabled();
    // Nothing of B's was written.
    const now = await ownerApi.get(apiPath(ADMIN_API.product, { id }));
    expect(await now.json()).toMatchObject({ price: 50, stock: 7 });

    await b.conflict.getByRole('button', { name: tp['editor.reload'] }).click();
    await expect(b.field(tp['editor.stock'])).toHaveValue('7');
    await expect(b.field(tp['editor.price'])).toHaveValue('50,00');
    await expect(b.conflict).toHaveCount(0);
    for (const context of contexts) await context.close();
  });
});
