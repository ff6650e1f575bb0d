// The back office's checkout screens: a delivery method made and changed here is offered by the
// shop's quote; a change of the terms' text makes a new version; the bank account is checked at
// its field; orders are filtered by their payment's state; a transfer order placed through the
// shop's API is marked paid; a product's VAT rate is set in the editor.
import { randomUUID } from 'node:crypto';
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import { signedIn } from './pages/admin/admin-shell';
import {
  BankSettingsPage,
  DeliveryMethodsPage,
  ShopPageEditorPage,
  tset,
} from './pages/admin/checkout-pages';
import { OrdersListPage, to } from './pages/admin/orders-pages';
import { ProductEditorPage } from './pages/admin/products-pages';
import { csrfHeaders, newStaff, unique } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';
import { newEmail } from './support/shopper';

interface QuoteMethod {
  code: string;
  kind: string;
  title: string;
  price: number;
  free_from: number | null;
  cod: boolean;
}

test.describe('back office: checkout screens', () => {
  test('a delivery method made and edited here is offered by the shop, then deleted', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    const p = await shop.product(await shop.category(), { stock: 5 });
    const quote = async (locale: 'pl' | 'en') => {
      const res = await request.post(apiPath(API.checkoutQuote, { locale }), {
        headers: await csrfHeaders(request),
        data: { cart: [{ id: p.id, count: 1 }] },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { delivery_methods: QuoteMethod[] }).delivery_methods;
    };
    const code = `e2e-${unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/delivery-methods');
    const methods = new DeliveryMethodsPage(page);
    await expect(methods.heading).toBeVisible();
    await methods.add({
      code,
      kind: 'pickup',
      titles: { pl: 'Odbiór w magazynie', en: 'Warehouse pickup', ru: 'Самовывоз со склада' },
      price: '12,50',
      freeFrom: '',
      cod: true,
    });
    await expect(methods.row(code)).toContainText('Odbiór w magazynie');
    await expect(methods.row(code)).toContainText('12,50');
    expect((await quote('en')).find((m) => m.code === code)).toMatchObject({
      kind: 'pickup',
      title: 'Warehouse pickup',
      price: 12.5,
      free_from: null,
      cod: true,
    });
    await expectNoSeriousA11yViolations(page);

    // A bad price is refused at its field, and the dialog keeps what was typed.
    await methods.row(code).getByTestId('dm-edit').click();
    await methods.dialog.getByTestId('dm-price').fill('12,345');
    await methods.dialog.getByRole('button', { name: /^Zapisz/ }).click();
    await expect(methods.dialog.getByTestId('dm-price')).toHaveAttribute('aria-invalid', 'true');
    await methods.save({ price: '9.99', freeFrom: '300', cod: false });
    await expect(methods.row(code)).toContainText('9,99');
    expect((await quote('pl')).find((m) => m.code === code)).toMatchObject({
      title: 'Odbiór w magazynie',
      price: 9.99,
      free_from: 300,
      cod: false,
    });

    await methods.remove(code);
    expect((await quote('pl')).some((m) => m.code === code)).toBe(false);
  });

  test('saving a change of the terms’ text makes a new version', async ({ page, ownerApi }) => {
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/shop-pages');
    await expect(page.locator('tr[data-slug="terms"]')).toBeVisible();
    await page.locator('tr[data-slug="terms"]').getByTestId('shop-page-link').click();
    const editor = new ShopPageEditorPage(page);
    await expect(editor.body).toBeVisible();
    const before = Number(await editor.version.getAttribute('data-version'));
    await editor.tab('English').click();
    await editor.body.fill(`${await editor.body.inputValue()}\n\nChanged by e2e ${unique()}.`);
    await editor.save();
    await expect(editor.version).toHaveAttribute('data-version', String(before + 1));
    const res = await page.request.get(apiPath(API.shopPage, { locale: 'en', slug: 'terms' }));
    expect(((await res.json()) as { version: number }).version).toBe(before + 1);
    // The title alone makes no new version.
    await page.getByTestId('shop-page-title').fill(`Terms ${unique()}`);
    await editor.save();
    await expect(editor.version).toHaveAttribute('data-version', String(before + 1));
    await expectNoSeriousA11yViolations(page);
  });

  test('the bank account is checked at its field, and a valid one is saved', async ({
    page,
    ownerApi,
  }) => {
    const owner = await newStaff(ownerApi, 'owner', 'pl');
    const stored = (await (await ownerApi.get(ADMIN_API.settings)).json()) as {
      bank_account: string;
    };
    await signedIn(page, owner, '/admin/settings');
    const settings = new BankSettingsPage(page);
    await expect(settings.account).toBeVisible();
    await settings.account.fill('PL61 1090 1014 0000 0712 1981 2875');
    await settings.save();
    await expect(settings.account).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main')).toContainText('IBAN');
    // A valid account (the seeded one, written with spaces) is saved without them.
    const spaced = (stored.bank_account || 'PL61109010140000071219812874').replace(
      /(.{4})(?=.)/g,
      '$1 ',
    );
    await settings.account.fill(spaced);
    await settings.recipient.fill('Sklep Meblowy Sp. z o.o., ul. Długa 1, 00-001 Warszawa');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith(ADMIN_API.settings),
    );
    await settings.save();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(tset('set.saved'))).toBeVisible();
    const now = (await (await ownerApi.get(ADMIN_API.settings)).json()) as {
      bank_account: string;
      bank_recipient: string;
    };
    expect(now.bank_account).toBe(spaced.replace(/ /g, ''));
    expect(now.bank_recipient).toContain('Sklep Meblowy');
  });

  test('a transfer order placed through the shop is found by its payment state and marked paid', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    const p = await shop.product(await shop.category(), { stock: 5 });
    const headers = await csrfHeaders(request);
    const quote = await request.post(apiPath(API.checkoutQuote, { locale: 'pl' }), {
      headers,
      data: { cart: [{ id: p.id, count: 2 }] },
    });
    const courier = (
      (await quote.json()) as { delivery_methods: QuoteMethod[] }
    ).delivery_methods.find((m) => m.kind === 'courier')!;
    const placed = await request.post(apiPath(API.checkout, { locale: 'pl' }), {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        cart: [{ id: p.id, count: 2 }],
        contact: { name: 'Anna', surname: 'Nowak', email: newEmail(), phone: '+48600100200' },
        delivery: {
          method: courier.code,
          address: { street: 'Długa 5', postal_code: '00-950', city: 'Warszawa', country: 'PL' },
        },
        payment: 'transfer',
        invoice: {
          company: 'Meble Test sp. z o.o.',
          nip: '5260250995',
          street: 'Prosta 2',
          postal_code: '00-850',
          city: 'Warszawa',
        },
        accept_terms: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order_id: id } = (await placed.json()) as { order_id: string };

    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/orders');
    const list = new OrdersListPage(page);
    await expect(list.heading).toBeVisible();
    await page.getByTestId('orders-payment-filter').selectOption('pending');
    await list.find(id.slice(0, 8), id);
    await expect(page).toHaveURL(/payment_status=pending/);
    await expect(list.rows.first().getByTestId('payment-status')).toHaveAttribute(
      'data-status',
      'pending',
    );
    // Among paid orders it is not there yet.
    await page.getByTestId('orders-payment-filter').selectOption('paid');
    await page.getByTestId('orders-filter-apply').click();
    await expect(page.locator(`tr[data-order-id="${id}"]`)).toHaveCount(0);
    await page.getByTestId('orders-payment-filter').selectOption('pending');
    await page.getByTestId('orders-filter-apply').click();

    const order = await list.open(id);
    await expect(page.getByTestId('order-delivery')).toContainText('00-950 Warszawa');
    await expect(page.getByTestId('order-payment-method')).toHaveText(to('method.transfer'));
    await expect(page.getByTestId('order-invoice-nip')).toHaveText('5260250995');
    await expect(page.getByTestId('order-vat-rate')).toHaveCount(1);
    await expect(page.getByTestId('order-terms-version')).toContainText(/\d/);
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('order-mark-paid').click();
    const confirm = page.getByRole('dialog', { name: to('payment.markPaidTitle') });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: to('payment.markPaid') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('order-payment').getByTestId('payment-status')).toHaveAttribute(
      'data-status',
      'paid',
    );
    await expect(page.getByTestId('order-mark-paid')).toHaveCount(0);
    await expect(order.status).toHaveAttribute('data-status', 'new');
    const stored = await ownerApi.get(apiPath(ADMIN_API.order, { id }));
    expect(((await stored.json()) as { payment: { status: string } }).payment.status).toBe('paid');

    await list.goto('?payment_status=paid');
    await list.find(id.slice(0, 8), id);
  });

  test('a product’s VAT rate is set to 8% in the editor', async ({ page, ownerApi, shop }) => {
    const p = await shop.product(await shop.category(), { stock: 2 });
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, `/admin/products/${p.id}`);
    const editor = new ProductEditorPage(page);
    const vat = page.getByTestId('product-vat-rate');
    await expect(vat).toHaveValue('23');
    await vat.selectOption('8');
    await page.getByTestId('product-made-to-order').check();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/admin/products/${p.id}`),
    );
    await editor.save.click();
    const body = (await (await saved).json()) as { vat_rate: number; made_to_order: boolean };
    expect(body).toMatchObject({ vat_rate: 8, made_to_order: true });
    await page.reload();
    await expect(page.getByTestId('product-vat-rate')).toHaveValue('8');
    await expect(page.getByTestId('product-made-to-order')).toBeChecked();
  });
});
