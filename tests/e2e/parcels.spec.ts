// Parcels (docs/decisions/057-parcels.md) in Chromium, against the e2e server's InPost, a ShipX
// stand-in on loopback (support/global-setup.ts, support/inpost.ts): a guest finds a locker by
// post code and "near me" on a phone and orders with it; staff book two orders' parcels at once
// and print their labels as one PDF; ShipX's webhook tells the shop a parcel was delivered.
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import type { Locale } from '#domain/locale';
import { ordersTexts } from '#web/admin/features/orders/i18n';
import { shippingTexts } from '#web/admin/features/shipping/i18n';
import { CheckoutPage, OrderStatusPage } from './pages/checkout-page';
import { CartPage } from './pages/cart-page';
import { ProductPage } from './pages/product-page';
import { signedIn } from './pages/admin/admin-shell';
import { OrderPage, OrdersListPage } from './pages/admin/orders-pages';
import { adminCall, newStaff } from './support/admin';
import { expect, test } from './support/fixtures';
import { deliverInpostStatus, GEOWIDGET_STAND_IN, NEAR_KRAKOW } from './support/inpost';
import { GEOWIDGET_ORIGIN } from '#web/features/checkout/geowidget';
import { csrfHeaders, newEmail } from './support/shopper';
import type { ShopData } from './support/shop-data';
import { shopText } from './support/text';

const ts = shippingTexts.translate('pl');
const to = ordersTexts.translate('pl');

/** With E2E_SHOTS (a folder): `target` at 1280 and 360 px, to look at; the viewport is restored. */
/** The checkout's delivery card (a fieldset of the methods, the picker under them). */
const deliveryCard = (page: Page) =>
  page.locator('fieldset').filter({ has: page.getByTestId('delivery-method') });

async function shoot(page: Page, name: string, target?: Locator) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const before = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${folder}/parcels-${name}-${width}.png`;
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (before) await page.setViewportSize(before);
}

test.describe('parcels: the checkout’s lockers', () => {
  // The browser's place, given only when the page asks (the "near me" click).
  test.use({ geolocation: NEAR_KRAKOW, permissions: ['geolocation'] });

  for (const locale of ['pl', 'ru'] as Locale[]) {
    test(
      `a guest finds a locker by post code and near them, and orders with it (${locale})`,
      {
        tag: '@mobile',
      },
      async ({ page, shop }, info) => {
        test.skip(info.project.name !== 'mobile', 'a phone, 375 px');
        test.setTimeout(90_000);
        const p = await shop.product(await shop.category(), { price: 80, stock: 5 });
        const product = new ProductPage(page);
        await product.goto(p.url);
        await product.addToCartAndWait(1);
        const cart = new CartPage(page, locale);
        await cart.goto();
        await cart.orderButton.click();
        const checkout = new CheckoutPage(page, locale);
        const t = shopText(locale);
        await expect(checkout.total).toBeVisible();
        await checkout.fillContact({
          name: 'Ola',
          surname: 'Paczkowa',
          email: newEmail(),
          phone: '600 100 300',
        });
        await checkout.chooseDelivery('parcel-locker');

        // By post code: Floriańska's locker in Kraków.
        const list = page.getByRole('list', { name: t('checkout.point.list') });
        await page.getByLabel(t('checkout.point.search')).fill('30-100');
        const floriańska = list.getByRole('button', { name: /KRA01M/ });
        await expect(floriańska).toContainText('30-100 Kraków');
        await expect(floriańska).toContainText(t('checkout.point.hours', { hours: '24/7' }));

        // Near me: the browser's place (Kraków's main square), the nearest first.
        await page.getByRole('button', { name: t('checkout.point.nearMe') }).click();
        await expect(list.getByRole('button')).toHaveCount(10);
        await expect(list.getByRole('button').first()).toHaveAttribute('data-point-id', 'KRA01M');
        const second = list.getByRole('button', { name: /KRA02M/ });
        // By keyboard: the list is plain buttons.
        await second.focus();
        await page.keyboard.press('Enter');
        await expect(second).toHaveAttribute('aria-pressed', 'true');
        await expect(checkout.field('checkout.point.id')).toHaveValue('KRA02M');
        await expect(page.getByTestId('point-chosen')).toContainText('Kraków');
        // Nothing of the page spills sideways at 375 px.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await shoot(page, `picker-${locale}`, deliveryCard(page));

        await checkout.choosePayment('transfer');
        await checkout.acceptTerms();
        const placed = page.waitForResponse(
          (r) =>
            r.url().endsWith(`/api/client/${locale}/checkout`) &&
            r.request().method() === 'POST' &&
            r.status() !== 401,
        );
        await checkout.placeButton.click();
        expect((await placed).status()).toBe(201);
        await expect(page).toHaveURL(new RegExp(`/${locale}/order/[0-9a-f-]{36}\\?token=`));
        const status = new OrderStatusPage(page, locale);
        await expect(status.status).toHaveAttribute('data-status', 'new');
        // The order keeps the point chosen, with its address.
        await expect(page.getByTestId('order-point')).toContainText('KRA02M');
        await expect(page.getByTestId('order-point')).toContainText('Kraków');
      },
    );
  }
});

// Lockers found however typed (docs/decisions/071-filters-that-apply.md): "Krakow" finds
// Kraków's lockers; a post code with no locker of its own lists the nearest, with distances.
test.describe('parcels: lockers found however typed', () => {
  for (const locale of ['pl', 'ru'] as Locale[]) {
    test(`"Krakow" finds Kraków, and a post code without a locker the nearest ones (${locale})`, async ({
      page,
      shop,
    }) => {
      const t = shopText(locale);
      const p = await shop.product(await shop.category(), { price: 80, stock: 5 });
      const product = new ProductPage(page);
      await product.goto(p.url);
      await product.addToCartAndWait(1);
      const cart = new CartPage(page, locale);
      await cart.goto();
      await cart.orderButton.click();
      const checkout = new CheckoutPage(page, locale);
      await expect(checkout.total).toBeVisible();
      await checkout.chooseDelivery('parcel-locker');

      // Without the Polish letter: Kraków's five lockers (and Wrocław's on Krakowska street, a
      // word that starts so too), no distance: they match.
      await checkout.searchPoints('Krakow');
      await expect(checkout.points).toHaveCount(6);
      await expect(checkout.points.filter({ hasText: 'Kraków' })).toHaveCount(5);
      await expect(checkout.point('KRA01M')).toContainText('30-100 Kraków');
      await expect(checkout.points.getByTestId('point-distance')).toHaveCount(0);
      await expect(page.getByText(t('checkout.point.found', { count: 6 }))).toBeVisible();

      // 00-105 has no locker: the nearest to 00-10x (WAW01M at 00-100) first, each with its km.
      await checkout.searchPoints('00-105');
      await expect(
        page.getByText(t('checkout.point.nearestTo', { query: '00-105' })),
      ).toBeVisible();
      await expect(checkout.points).toHaveCount(10);
      await expect(checkout.points.first()).toHaveAttribute('data-point-id', 'WAW01M');
      const distances = checkout.points.getByTestId('point-distance');
      await expect(distances).toHaveCount(10);
      await expect(distances.first()).toHaveText(t('checkout.point.distance', { count: 0 }));
      // The distances grow down the list, in the language's own numbers ("0,4 km", "0,4 км").
      const km = (await distances.allInnerTexts()).map((text) =>
        Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
      );
      expect([...km].sort((a, b) => a - b)).toEqual(km);
      expect(km.at(-1)).toBeGreaterThan(0);
      await expect(distances.nth(1)).toHaveText(
        new RegExp(`^\\d+,\\d ${locale === 'ru' ? 'км' : 'km'}$`),
      );
      // A locker of the nearest is chosen as any other.
      await checkout.point('WAW02M').click();
      await expect(checkout.field('checkout.point.id')).toHaveValue('WAW02M');
      await shoot(page, `nearest-${locale}`, deliveryCard(page));
    });
  }
});

test.describe('parcels: InPost’s map', () => {
  test('the map loads InPost’s widget only when opened, and a point chosen there fills the picker', async ({
    page,
    shop,
  }) => {
    // InPost's Geowidget cannot load here (no network): a stand-in of its script, served at its
    // address, defines the element and reports a point the way the real one does.
    const asked: string[] = [];
    page.on('request', (r) => r.url().startsWith(GEOWIDGET_ORIGIN) && asked.push(r.url()));
    await page.route(`${GEOWIDGET_ORIGIN}/**`, (route) =>
      route.fulfill(
        route.request().url().endsWith('.css')
          ? { contentType: 'text/css', body: 'inpost-geowidget { display: block; }' }
          : { contentType: 'text/javascript', body: GEOWIDGET_STAND_IN },
      ),
    );
    const t = shopText('pl');
    const p = await shop.product(await shop.category(), { stock: 5 });
    const product = new ProductPage(page);
    await product.goto(p.url);
    await product.addToCartAndWait(1);
    const cart = new CartPage(page, 'pl');
    await cart.goto();
    await cart.orderButton.click();
    const checkout = new CheckoutPage(page, 'pl');
    await checkout.chooseDelivery('parcel-locker');
    expect(asked).toEqual([]);

    const toggle = page.getByRole('button', { name: t('checkout.point.map') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // By keyboard: the toggle opens and closes the map; the map loads on the first opening.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const map = page.getByRole('region', { name: t('checkout.point.mapTitle') });
    await expect(map.getByRole('button', { name: 'KRA03M (pl)' })).toBeVisible();
    await shoot(page, 'map-open', deliveryCard(page));
    await map.getByRole('button', { name: 'KRA03M (pl)' }).click();
    await expect(checkout.field('checkout.point.id')).toHaveValue('KRA03M');
    await expect(map).toBeHidden();
    await expect(page.locator('button[data-point-id="KRA03M"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(asked.map((url) => new URL(url).pathname).sort()).toEqual([
      '/inpost-geowidget.css',
      '/inpost-geowidget.js',
    ]);
  });
});

test.describe('parcels: shipments from the back office', () => {
  test('staff create shipments for two orders at once and download one PDF of their labels', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(90_000);
    const email = newEmail();
    const first = await lockerOrder(request, ownerApi, shop, email, 'KRA01M');
    const second = await lockerOrder(request, ownerApi, shop, email, 'GDA02M');

    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, '/admin/orders');
    const list = new OrdersListPage(page);
    await expect(list.heading).toBeVisible();
    await list.search.fill(email);
    await page.getByTestId('orders-filter-apply').click();
    await expect(list.rows).toHaveCount(2);
    // The boxes by keyboard (Space), the bar's button too (Enter).
    for (const order of [first, second]) {
      const box = page.getByRole('checkbox', {
        name: ts('bulk.selectOne', { number: order.number }),
      });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    const bar = page.getByTestId('bulk-shipments');
    await expect(bar).toContainText(ts('bulk.selected', { count: 2 }));
    await shoot(page, 'orders-selected');
    await bar.getByRole('button', { name: ts('bulk.create') }).focus();
    await page.keyboard.press('Enter');
    await expect(bar.getByRole('status')).toHaveText(ts('bulk.done', { ok: 2, failed: 0 }));
    for (const order of [first, second]) {
      await expect(
        page.locator(`tr[data-order-id="${order.id}"]`).getByTestId('order-status'),
      ).toHaveAttribute('data-status', 'ready_to_ship');
    }
    // Booked and labelled, not yet taken by InPost: ready to ship, not shipped.
    await expect(
      page.locator(`tr[data-order-id="${first.id}"]`).getByTestId('order-status'),
    ).toHaveText(to('status.ready_to_ship'));
    await shoot(page, 'orders-ready-to-ship');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('link', { name: ts('bulk.labels') }).click(),
    ]);
    const bytes = await readDownload(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);

    // Each order shows its parcel, and its own label is a PDF too.
    const order = new OrderPage(page);
    await order.goto(first.id);
    const panel = page.getByTestId('shipment-panel');
    await expect(panel.getByTestId('shipment-tracking')).toHaveText(/^\d{24}$/);
    await shoot(page, 'order-shipment');
    const label = await page.request.get(
      (await panel.getByTestId('shipment-label').getAttribute('href'))!,
    );
    expect(label.headers()['content-type']).toContain('application/pdf');
    expect((await label.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

test.describe('parcels: tracking', () => {
  test('the order shows delivered after InPost’s webhook, to staff and to the shopper', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(90_000);
    const order = await lockerOrder(request, ownerApi, shop, newEmail(), 'WAW01M');
    const booked = await adminCall(
      ownerApi,
      'POST',
      apiPath(ADMIN_API.orderShipment, { id: order.id }),
      {},
    );
    expect(booked.status(), await booked.text()).toBe(201);
    const shipment = (await booked.json()) as {
      shipment_id: string;
      tracking_number: string | null;
    };

    // A wrong secret is refused; the right one moves the order once, a repeat changes nothing.
    expect(await deliverInpostStatus(request, shipment, 'delivered', 'not-the-secret-0000')).toBe(
      401,
    );
    expect(await deliverInpostStatus(request, shipment, 'out_for_delivery')).toBe(200);
    expect(await deliverInpostStatus(request, shipment, 'delivered')).toBe(200);
    expect(await deliverInpostStatus(request, shipment, 'delivered')).toBe(200);

    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, `/admin/orders/${order.id}`);
    const detail = new OrderPage(page);
    await expect(detail.status).toHaveAttribute('data-status', 'delivered');
    await expect(page.getByTestId('shipment-status')).toHaveAttribute('data-status', 'delivered');
    await expect(page.getByTestId('shipment-status')).toHaveText(ts('carrier.delivered'));
    // New, confirmed, ready to ship (booked), shipped (out for delivery: InPost has it), then
    // delivered: the repeat added no step.
    await expect(detail.history.locator('li')).toHaveCount(5);

    await page.goto(order.statusUrl);
    const status = new OrderStatusPage(page, 'pl');
    await expect(status.status).toHaveAttribute('data-status', 'delivered');
    // The shopper sees the parcel: carrier and number, InPost's tracking page, the delivery.
    await expect(status.shipment).toContainText(`InPost · ${shipment.tracking_number}`);
    await expect(status.trackingLink).toHaveAttribute(
      'href',
      `https://inpost.pl/sledzenie-przesylek?number=${shipment.tracking_number}`,
    );
    // The transfer is still owed on a parcel already sent: it is asked for, not promised.
    await expect(status.transfer).toContainText(shopText('pl')('checkout.status.transferTextSent'));
  });
});

/** A confirmed order of one product to the locker `point`, placed through the shop's API. */
async function lockerOrder(
  request: APIRequestContext,
  ownerApi: APIRequestContext,
  shop: ShopData,
  email: string,
  point: string,
) {
  const p = await shop.product(await shop.category(), { stock: 5 });
  const placed = await request.post(apiPath(API.checkout, { locale: 'pl' }), {
    headers: { ...(await csrfHeaders(request)), 'Idempotency-Key': randomUUID() },
    data: {
      cart: [{ id: p.id, count: 1 }],
      contact: { name: 'Ewa', surname: 'Nadawcza', email, phone: '+48600100400' },
      delivery: { method: 'parcel-locker', point },
      payment: 'transfer',
      accept_terms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_id: id, status_url: statusUrl } = (await placed.json()) as {
    order_id: string;
    status_url: string;
  };
  const confirmed = await adminCall(ownerApi, 'PATCH', apiPath(ADMIN_API.order, { id }), {
    status: 'confirmed',
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { number } = (await confirmed.json()) as { number: number | string };
  return { id, number: String(number), statusUrl };
}

async function readDownload(download: import('@playwright/test').Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
