// The back office's price and stock-alert pieces (docs/rules.md#scheduled-sales, #back-in-stock): a sale scheduled in the
// editor to start tomorrow leaves the shop's price regular today (docs/rules.md#scheduled-sales),
// with the window's end-before-start error at its field; the dashboard's "Most awaited" card and
// the products list's Waiting column after subscriptions through the shop's API; the settings'
// choice for a deleted account's reviews. At 1280 px and (@mobile) 375 px, in pl and ru.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import type { AdminProduct } from '#contracts/admin/products';
import { formatMoney } from '#domain/money';
import { productsTexts } from '#web/admin/features/products/i18n';
import { dashboardTexts } from '#web/admin/features/dashboard/i18n';
import { settingsTexts } from '#web/admin/features/settings/i18n';
import { signedIn } from './pages/admin/admin-shell';
import { panelOf } from './pages/admin/office-pages';
import { ProductEditorPage, ProductsListPage, tp } from './pages/admin/products-pages';
import { adminCall, csrfHeaders, newStaff, unique } from './support/admin';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  test,
} from './support/admin-fixtures';
import { shopText } from './support/text';

const SHOTS = '/tmp/admin-extras-shots';
mkdirSync(SHOTS, { recursive: true });

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a datetime-local value (its digits; the browser reads them in its own zone). */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function subscribe(request: APIRequestContext, id: number, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await request.post(apiPath(API.stockAlert, { locale: 'pl', id }), {
      headers: await csrfHeaders(request),
      data: { email: `e2e-awaits-${unique()}@example.com` },
    });
    expect(res.status(), await res.text()).toBe(202);
  }
}

const width = (page: Page) => page.viewportSize()?.width ?? 1280;

for (const mobile of [false, true]) {
  const px = mobile ? 375 : 1280;
  test.describe(`back office: prices and stock alerts (${px} px)`, () => {
    test(
      'a sale scheduled to start tomorrow leaves the shop’s price regular today',
      mobile ? { tag: '@mobile' } : {},
      async ({ page, ownerApi, shop }, testInfo) => {
        test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one width per project');
        test.setTimeout(90_000);
        const product = await shop.product(await shop.category(), { price: 100, stock: 5 });
        await signedIn(
          page,
          await newStaff(ownerApi, 'staff', 'pl'),
          `/admin/products/${product.id}`,
        );
        const editor = new ProductEditorPage(page);
        const salePrice = editor.field(tp['editor.salePrice']);
        const starts = editor.field(tp['editor.saleStartsAt']);
        const ends = editor.field(tp['editor.saleEndsAt']);
        await expect(salePrice).toHaveValue('');
        await expect(page.getByText(tp['editor.saleWindowHint'])).toBeVisible();

        const tomorrow = new Date(Date.now() + 86_400_000);
        tomorrow.setSeconds(0, 0);
        await salePrice.fill('80');
        await starts.fill(localInput(tomorrow));
        // An end before the start: refused at the end field, nothing saved.
        await ends.fill(localInput(new Date(tomorrow.getTime() - 3_600_000)));
        await editor.save.click();
        await expect(ends).toHaveAttribute('aria-invalid', 'true');
        await expect(
          page.getByText(tp['err.sale_ends_at.not_after_start'], { exact: true }),
        ).toBeVisible();
        await ends.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/editor-window-error-pl-${px}.png` });

        await ends.fill('');
        await editor.save.click();
        await expect(editor.state(tp['editor.saved'])).toBeVisible();
        await expect(ends).not.toHaveAttribute('aria-invalid', 'true');
        const saved = (await (
          await ownerApi.get(apiPath(ADMIN_API.product, { id: product.id }))
        ).json()) as AdminProduct;
        expect(saved).toMatchObject({ sale_price: 80, sale_ends_at: null, price_lowest_30d: null });
        // Typed in the browser's time zone (the e2e browser's may differ from this process's).
        const typed = await page.evaluate((v) => new Date(v).toISOString(), localInput(tomorrow));
        expect(Date.parse(saved.sale_starts_at!)).toBe(Date.parse(typed));
        // Reloaded, the editor shows the window in local time again.
        await gotoHydrated(page, `/admin/products/${product.id}`);
        await expect(starts).toHaveValue(localInput(tomorrow));
        await expect(page.getByTestId('product-lowest-30d')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);

        // The products list: the regular price, the sale a note with its start, nothing struck.
        await gotoHydrated(page, `/admin/products?search=${encodeURIComponent(saved.sku)}`);
        const planned = page.getByTestId('product-sale-planned');
        await expect(planned).toHaveCount(1);
        await expect(planned).toContainText(formatMoney(8_000, 'pl'));
        await expect(page.locator('main s')).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/list-sale-planned-pl-${px}.png` });

        // The shop: the regular price only, no reduction yet.
        await gotoHydrated(page, product.url);
        const main = page.locator('main');
        const t = shopText('pl');
        await expect(main.getByText(formatMoney(10_000, 'pl')).first()).toBeVisible();
        await expect(main.getByText(formatMoney(8_000, 'pl'))).toHaveCount(0);
        await expect(main.locator('s')).toHaveCount(0);
        await expect(
          main.getByText(t('price.lowest30d', { price: formatMoney(10_000, 'pl') })),
        ).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/shop-product-pl-${px}.png` });
      },
    );

    test(
      'a reduced product shows its 30-day lowest price in the editor, in Russian',
      mobile ? { tag: '@mobile' } : {},
      async ({ page, ownerApi, shop }, testInfo) => {
        test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one width per project');
        const product = await shop.product(await shop.category(), { price: 100, stock: 5 });
        for (const patch of [{ price: 120 }, { sale_price: 90 }]) {
          const res = await adminCall(
            ownerApi,
            'PATCH',
            apiPath(ADMIN_API.product, { id: product.id }),
            patch,
          );
          expect(res.status(), await res.text()).toBe(200);
        }
        await signedIn(
          page,
          await newStaff(ownerApi, 'staff', 'ru'),
          `/admin/products/${product.id}`,
        );
        const ru = productsTexts.translate('ru');
        await expect(page.getByTestId('product-lowest-30d')).toHaveText(
          ru('editor.lowest30d', { price: formatMoney(10_000, 'ru') }),
        );
        await expect(page.getByText(ru('editor.saleWindowHint'))).toBeVisible();
        await page.getByText(ru('editor.saleWindowHint')).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/editor-lowest-ru-${width(page)}.png` });
        await expectNoSeriousA11yViolations(page);
      },
    );

    test(
      'the dashboard’s most awaited card and the list’s Waiting column count subscriptions made in the shop',
      mobile ? { tag: '@mobile' } : {},
      async ({ page, request, ownerApi, shop }, testInfo) => {
        test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one width per project');
        test.setTimeout(90_000);
        const category = await shop.category();
        const soldOut = await shop.product(category, { title: 'Wyczekiwany', stock: 0 });
        // More subscribers than other tests' products get: first on the card.
        await subscribe(request, soldOut.id, 7);

        for (const locale of ['pl', 'ru'] as const) {
          const dt = dashboardTexts.translate(locale);
          await signedIn(page, await newStaff(ownerApi, 'staff', locale), '/admin');
          const card = panelOf(page, dt('dash.awaited'));
          const row = card.locator(`li[data-product-id="${soldOut.id}"]`);
          await expect(row).toContainText(soldOut.sku);
          await expect(row).toContainText(dt('dash.waiting', { count: 7 }));
          await card.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/dashboard-${locale}-${px}.png`, fullPage: true });
          if (locale === 'pl') await expectNoSeriousA11yViolations(page);

          // The list, searched by its SKU: the Waiting column with the count.
          const pt = productsTexts.translate(locale);
          await gotoHydrated(page, `/admin/products?search=${encodeURIComponent(soldOut.sku)}`);
          const list = new ProductsListPage(page);
          await expect(list.rows).toHaveCount(1);
          await expect(
            page.getByRole('columnheader', { name: pt('list.col.waiting') }),
          ).toBeVisible();
          await expect(list.rows.first()).toContainText(pt('list.waiting', { count: 7 }));
          await page.screenshot({ path: `${SHOTS}/list-${locale}-${px}.png` });

          // And the editor, under the stock.
          await gotoHydrated(page, `/admin/products/${soldOut.id}`);
          await expect(page.getByTestId('product-waiting')).toHaveText(
            pt('editor.waiting', { count: 7 }),
          );
          await page.context().clearCookies();
        }
        // A list without anyone waiting has no such column.
        await signedIn(page, await newStaff(ownerApi, 'staff', 'pl'), '/admin/products');
        const other = await shop.product(category, { stock: 3 });
        await gotoHydrated(page, `/admin/products?search=${encodeURIComponent(other.sku)}`);
        await expect(new ProductsListPage(page).rows).toHaveCount(1);
        await expect(page.getByRole('columnheader', { name: tp['list.col.waiting'] })).toHaveCount(
          0,
        );
      },
    );

    test(
      'the owner chooses what happens to a deleted account’s reviews',
      mobile ? { tag: '@mobile' } : {},
      async ({ page, ownerApi }, testInfo) => {
        test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one width per project');
        for (const locale of ['pl', 'ru'] as const) {
          const st = settingsTexts.translate(locale);
          await signedIn(page, await newStaff(ownerApi, 'owner', locale), '/admin/settings');
          const group = page.getByRole('group', { name: st('set.deletedReviews') });
          const unpublish = group.getByRole('radio', { name: st('set.deletedReviews.unpublish') });
          const anonymise = group.getByRole('radio', { name: st('set.deletedReviews.anonymise') });
          await expect(anonymise.or(unpublish)).toHaveCount(2);
          await group.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/settings-${locale}-${px}.png` });
          // Saved once (desktop): the setting is the whole shop's, other tests read it.
          if (locale === 'pl' && !mobile) {
            await unpublish.check();
            await page.getByTestId('settings-save').click();
            await expect(page.getByText(st('set.saved'))).toBeVisible();
            const now = await ownerApi.get(ADMIN_API.settings);
            expect(await now.json()).toMatchObject({ deleted_account_reviews: 'unpublish' });
            await gotoHydrated(page, '/admin/settings');
            await expect(unpublish).toBeChecked();
            // Back to the shop's default, for the other tests.
            await anonymise.check();
            await page.getByTestId('settings-save').click();
            await expect(page.getByText(st('set.saved')).first()).toBeVisible();
            await expect
              .poll(
                async () =>
                  (
                    (await (await ownerApi.get(ADMIN_API.settings)).json()) as {
                      deleted_account_reviews: string;
                    }
                  ).deleted_account_reviews,
              )
              .toBe('anonymise');
          }
          await page.context().clearCookies();
        }
      },
    );
  });
}
