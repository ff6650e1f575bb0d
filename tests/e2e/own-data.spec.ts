// Back in stock and the shopper's own data (docs/rules.md#back-in-stock, #own-data): a guest asks
// to be told, the restock e-mails them, the e-mail's link unsubscribes; a shopper downloads their
// data and deletes their account, which then opens nothing.
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import { ProductPage } from './pages/product-page';
import { adminCall, freshAddress } from './support/admin';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo } from './support/mailbox';
import { csrfHeaders, logInAsNewUser, newEmail, PASSWORD } from './support/shopper';
import { shopText } from './support/text';

test.describe('back in stock', () => {
  for (const locale of ['pl', 'ru'] as const) {
    test(`a guest subscribes on a sold-out product (${locale}), gets one e-mail at the restock, and unsubscribes`, async ({
      page,
      shop,
      ownerApi,
    }) => {
      const t = shopText(locale);
      const p = await shop.product(await shop.category(), { stock: 0 });
      const product = new ProductPage(page, locale);
      await product.goto(await productUrl(page, p.id, locale));
      const email = newEmail();
      await page.getByTestId('stock-alert').click();
      const dialog = page.getByRole('dialog', { name: t('stockAlert.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t('order.field.email')).fill(email);
      await dialog.getByRole('button', { name: t('stockAlert.submit') }).click();
      await expect(dialog.getByText(t('stockAlert.done'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const restock = await adminCall(ownerApi, 'PATCH', `${ADMIN_API.products}/${p.id}`, {
        stock: 4,
      });
      expect(restock.status(), await restock.text()).toBe(200);
      const mail = await lastMailTo(email);
      expect(mail.subject).toContain(p.titles[locale]);
      const link = /https?:\/\/\S+\/stock-alerts\/unsubscribe\?token=[\w-]+/.exec(mail.text)![0];
      await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
      await page.getByRole('button', { name: t('stockAlert.unsubscribe.button') }).click();
      await expect(page.getByText(t('stockAlert.unsubscribe.done'))).toBeVisible();
    });
  }
});

/** The product's page in `locale`, as the shop's own API names it. */
async function productUrl(page: import('@playwright/test').Page, id: number, locale: string) {
  const res = await page.request.get(apiPath(API.productData, { locale, id }));
  const [product] = (await res.json()) as Array<{ url: string }>;
  return new URL(product!.url, 'http://x').pathname;
}

test.describe('own data', () => {
  // 401: the e2e server's access tokens live 5 s, so a refresh before a retry is routine here.
  test.use({ allowConsoleErrors: [[/status of 401/, /status of 422/], { scope: 'test' }] });

  test('a shopper downloads their data, then deletes the account, which logs in no more', async ({
    page,
    request,
  }, testInfo) => {
    const t = shopText('pl');
    const email = await logInAsNewUser(page, request);
    await gotoHydrated(page, '/pl/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('account-export').click(),
    ]);
    const file = testInfo.outputPath('my-data.json');
    await download.saveAs(file);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
    expect(data.profile.email).toBe(email);

    await page.getByTestId('account-delete').click();
    const dialog = page.getByRole('dialog', { name: t('accountData.deleteTitle') });
    await dialog.getByLabel(t('accountData.password')).fill('not my password 1');
    await dialog.getByRole('button', { name: t('accountData.confirm') }).click();
    await expect(dialog.getByText(t('form.err.password.wrong'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(t('accountData.password')).fill(PASSWORD);
    await dialog.getByRole('button', { name: t('accountData.confirm') }).click();
    await expect(page).toHaveURL(/\/pl$/);
    expect(await page.evaluate(() => localStorage.getItem('client_access_token'))).toBeNull();

    const login = await request.post(apiPath(API.login, { locale: 'pl' }), {
      headers: { ...(await csrfHeaders(request)), 'X-Forwarded-For': freshAddress() },
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
  });
});
