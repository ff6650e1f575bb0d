// The back office's orders: an order placed on the storefront (from an English page) is confirmed,
// shipped and delivered by a staff member; the shopper gets an English e-mail at each step and
// sees the status in their account. A cancelled order gives its stock back.
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import { AccountPage, LoginPage } from './pages/auth-pages';
import { CartPage } from './pages/cart-page';
import { signedIn } from './pages/admin/admin-shell';
import { OrderPage, OrdersListPage, to } from './pages/admin/orders-pages';
import { ProductPage } from './pages/product-page';
import { newStaff } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { lastMailTo } from './support/mailbox';
import { csrfHeaders, newAccount, newEmail, newPhone } from './support/shopper';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.describe('back office: orders', () => {
  // 401: the shopper's short-lived access token expiring during the long test, before its refresh.
  test.use({ allowConsoleErrors: [[/status of 401/], { scope: 'test' }] });

  test('an order from the shop is confirmed, shipped and delivered; the shopper is told in English and sees it', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(120_000);
    const p = await shop.product(await shop.category(), { stock: 5 });
    const { email } = await newAccount(request);
    await new LoginPage(page).login(email);
    const product = new ProductPage(page);
    await product.goto(p.url);
    await product.addToCartAndWait(1);
    const cart = new CartPage(page, 'en');
    await cart.goto();
    await cart.order({ phone: '+48 600 100 200', address: 'Testowa 1, 00-001 Warszawa' });
    const placed = await lastMailTo(email, /: order no\. \d+/);
    const id = UUID.exec(placed.text)![0];
    const number = /order no\. (\d+)/.exec(placed.subject)![1]!;

    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/orders');
    const list = new OrdersListPage(page);
    await expect(list.heading).toBeVisible();
    await list.find(id.slice(0, 8), id);
    await expectNoSeriousA11yViolations(page);
    // The export button is a plain link the session cookie goes with.
    const csv = await page.request.get((await list.exportLink.getAttribute('href'))!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(id);
    const order = await list.open(id);
    await expect(order.status).toHaveAttribute('data-status', 'new');
    await expect(order.moveButton('shipped')).toHaveCount(0);
    await expect(page.getByTestId('order-lines')).toContainText(p.titles.en);

    await order.move('confirmed');
    expect((await lastMailTo(email, /your order no\. \d+ is confirmed/)).text).toContain(number);
    await order.move('shipped', { carrier: 'InPost', tracking: 'TRACK-42' });
    const shipped = await lastMailTo(email, /your order no\. \d+ has shipped/);
    expect(shipped.text).toContain('TRACK-42');
    await expect(order.moveButton('cancelled')).toHaveCount(0);
    await order.move('delivered');
    await lastMailTo(email, /your order no\. \d+ was delivered/);
    await expect(order.history.locator('li')).toHaveCount(4);
    await expect(order.history).toContainText(staff.email);
    await expectNoSeriousA11yViolations(page);

    const account = new AccountPage(page, 'en');
    await account.goto();
    const mine = account.orders.filter({ hasText: number });
    await expect(mine.getByTestId('order-status')).toHaveAttribute('data-status', 'delivered');
    await expect(mine).toContainText('TRACK-42');
    await expect(mine).not.toContainText(staff.email);
  });

  test('cancelling an order gives its stock back', async ({ page, request, ownerApi, shop }) => {
    const p = await shop.product(await shop.category(), { stock: 3 });
    const stock = async () => {
      const res = await ownerApi.get(apiPath(ADMIN_API.product, { id: p.id }));
      return ((await res.json()) as { stock: number }).stock;
    };
    const res = await request.post(apiPath(API.quickOrder, { id: p.id }), {
      headers: await csrfHeaders(request),
      data: { name: 'Jan Anulujący', phone: newPhone(), email: newEmail(), count: 2 },
    });
    expect(res.status()).toBe(201);
    const { order_id: id } = (await res.json()) as { order_id: string };
    expect(await stock()).toBe(1);

    await signedIn(page, await newStaff(ownerApi, 'staff', 'pl'), `/admin/orders/${id}`);
    const order = new OrderPage(page);
    await expect(order.status).toHaveAttribute('data-status', 'new');
    // From the keyboard only: the button opens the dialog, Tab reaches its submit, Enter sends.
    await order.moveButton('cancelled').focus();
    await page.keyboard.press('Enter');
    await expect(order.dialog).toBeVisible();
    const submit = order.dialog.getByTestId('order-move-submit');
    for (let i = 0; i < 5 && !(await submit.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(order.dialog).toBeHidden();
    await expect(order.status).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByText(to('actions.none'))).toBeVisible();
    expect(await stock()).toBe(3);
  });
});
