// The back office's returns, on the demo shop's seeded cases: staff receive the goods of a
// withdrawal (one unit back in stock), refund it to the shopper's account and mark the transfer
// sent; a complaint is answered, and the shopper gets the answer by e-mail.
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { returnsTexts } from '#web/admin/features/returns/i18n';
import { signedIn } from './pages/admin/admin-shell';
import { newStaff } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { lastMailTo } from './support/mailbox';

const tr = returnsTexts.translate('pl');

test.describe('back office: returns', () => {
  // The refund above the default is refused by the server (422), as the test means it to be.
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('staff receive the goods of a withdrawal, put them back in stock and refund them', async ({
    page,
    ownerApi,
  }) => {
    test.setTimeout(90_000);
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/returns?kind=withdrawal&status=received');
    await expect(page.getByRole('heading', { level: 1, name: tr('list.title') })).toBeVisible();
    const row = page.locator('tr[data-return-id]').first();
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByTestId('return-link').click();

    const lines = page.getByTestId('return-lines');
    await expect(lines).toBeVisible();
    const productId = Number(
      await lines.locator('tr[data-product-id]').first().getAttribute('data-product-id'),
    );
    const stock = async () =>
      (
        (await (await ownerApi.get(apiPath(ADMIN_API.product, { id: productId }))).json()) as {
          stock: number;
        }
      ).stock;
    const before = await stock();

    await page.getByTestId('return-move-goods_received').click();
    const dialog = page.getByTestId('return-move-dialog');
    await expect(dialog.getByTestId('restock-count').first()).toHaveValue('1');
    await dialog.getByTestId('return-move-submit').click();
    await expect(page.getByTestId('return-status').first()).toHaveAttribute(
      'data-status',
      'goods_received',
    );
    await expect(page.getByTestId('line-restocked').first()).toHaveText('1');
    expect(await stock()).toBe(before + 1);

    const panel = page.getByTestId('refund-panel');
    const amount = panel.getByTestId('refund-amount');
    const offered = Number(await amount.inputValue());
    expect(offered).toBeGreaterThan(0);
    // Only downwards: above the default is refused and nothing is refunded.
    await amount.fill((offered + 1).toFixed(2));
    await panel.getByTestId('refund-submit').click();
    await expect(panel).toContainText(tr('err.amount.above_default'));
    await expect(panel.getByTestId('refund')).toHaveCount(0);
    await amount.fill(offered.toFixed(2));
    await panel.getByTestId('refund-submit').click();
    await expect(panel.getByTestId('refund')).toHaveAttribute('data-status', 'pending');
    await expect(panel.getByTestId('refund')).toHaveAttribute('data-method', 'bank');
    await expect(page.getByTestId('return-status').first()).toHaveAttribute(
      'data-status',
      'refunded',
    );
    await panel.getByTestId('refund-mark-sent').click();
    await expect(panel.getByTestId('refund')).toHaveAttribute('data-status', 'succeeded');
    await expect(page.getByTestId('return-timeline').locator('li')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);
  });

  test('a complaint is answered, and the shopper gets the answer by e-mail', async ({
    page,
    ownerApi,
  }) => {
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/returns?kind=complaint&status=received');
    const row = page.locator('tr[data-return-id]').first();
    await row.getByTestId('return-link').click();
    await expect(page.getByTestId('return-lines')).toBeVisible();
    const email = (await page
      .getByRole('main')
      .getByText(/@example\.com$/)
      .first()
      .textContent())!;

    await page.getByTestId('return-move-accepted').click();
    const dialog = page.getByTestId('return-move-dialog');
    await dialog.getByTestId('return-move-submit').click();
    await expect(dialog.getByTestId('return-answer')).toHaveAttribute('aria-invalid', 'true');
    await dialog
      .getByTestId('return-answer')
      .fill('Wymienimy lampę na nową.\n\nKurier odbierze ją w poniedziałek.');
    await dialog.getByTestId('return-move-submit').click();
    await expect(page.getByTestId('return-status').first()).toHaveAttribute(
      'data-status',
      'accepted',
    );
    const mail = await lastMailTo(email.trim(), /reklamac|complaint|рекламац/i);
    expect(mail.text).toContain('Kurier odbierze ją w poniedziałek.');
    await expect(page.getByTestId('return-move-resolved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
