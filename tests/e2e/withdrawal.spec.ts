// The withdrawal function (docs/api.md "After the sale"): a guest finds a delivered order by its
// number and e-mail from the footer's link, withdraws one of its two lines in two steps, sees a
// receipt that says "received", and the acknowledgement e-mail arrives. In pl and ru, at 1280 and
// 375 px (the mobile project). Also: a complaint with a photo that staff then see, a logged-in
// shopper picking one of their orders, a status link's order, and an order past its 14 days.
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import { WITHDRAWAL_LINK_LABEL, withdrawalPath } from '#domain/returns/withdrawal-link';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { signedIn } from './pages/admin/admin-shell';
import { adminCall, csrfHeaders, freshAddress, newStaff, unique } from './support/admin';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo } from './support/mailbox';
import { logInWith, newAccount, newEmail } from './support/shopper';
import { shopText } from './support/text';

const shots = process.env.E2E_SHOTS; // a folder: screenshots of each step to look at
const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
const SUBJECT = {
  pl: /Otrzymaliśmy Twoje odstąpienie od umowy nr (\d+)/,
  ru: /Мы получили ваш отказ от договора № (\d+)/,
};

for (const locale of ['pl', 'ru'] as const) {
  test(
    `a guest withdraws one line of a delivered order (${locale})`,
    { tag: '@mobile' },
    async ({ page, request, ownerApi, shop }, info) => {
      test.setTimeout(90_000);
      const t = shopText(locale);
      const category = await shop.category();
      const [lamp, vase] = [
        await shop.product(category, { stock: 5, price: 120 }),
        await shop.product(category, { stock: 5, price: 40 }),
      ];
      const email = newEmail();
      const number = await deliveredOrder(request, ownerApi, locale, email, [lamp.id, vase.id]);
      const shot = (name: string) =>
        shots &&
        page.screenshot({
          path: `${shots}/withdrawal-${locale}-${name}-${info.project.name}.png`,
          fullPage: true,
        });

      // The footer's link, on every page, labelled as the law says.
      await gotoHydrated(page, `/${locale}`);
      const link = page.getByTestId('withdrawal-link');
      await expect(link).toHaveText(WITHDRAWAL_LINK_LABEL[locale]);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/withdrawal$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('returns.title'));

      await page.getByLabel(t('returns.find.number')).fill(number);
      await page.getByLabel(t('returns.find.email')).fill(email);
      await shot('find');
      await page.getByRole('button', { name: t('returns.find.submit') }).click();

      // Step 1: both lines chosen whole; the vases stay.
      const lines = page.getByTestId('withdrawal-line');
      await expect(lines).toHaveCount(2);
      await lines
        .filter({ hasText: vase.titles[locale] })
        .getByTestId('withdrawal-count')
        .fill('0');
      await expect(page.getByTestId('refund-estimate')).toContainText('120');
      await page.getByLabel(t('returns.step1.bank')).fill(IBAN);
      await shot('step1');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: t('returns.step1.next') }).click();

      // Step 2: one clearly labelled button.
      const confirm = page.getByTestId('withdrawal-confirm');
      await expect(confirm).toHaveText(t('returns.step2.confirm'));
      await expect(page.getByTestId('withdrawal-lines')).toContainText(lamp.titles[locale]);
      await expect(page.getByTestId('withdrawal-lines')).not.toContainText(vase.titles[locale]);
      await shot('step2');
      await confirm.click();

      const receipt = page.getByTestId('withdrawal-receipt');
      await expect(receipt).toContainText(t('returns.receipt.title'));
      await expect(page.getByTestId('withdrawal-received-at')).toHaveText(
        /^\d{4}-\d\d-\d\d \d\d:\d\d$/,
      );
      await shot('receipt');
      await expectNoSeriousA11yViolations(page);

      const mail = await lastMailTo(email, SUBJECT[locale]);
      expect(SUBJECT[locale].exec(mail.subject)![1]).toBe(number);
      expect(mail.text).toContain(lamp.titles[locale]);
      expect(mail.text).not.toContain(vase.titles[locale]);
    },
  );
}

/** An order placed through the checkout (cash on delivery) and moved to delivered by staff. */
async function deliveredOrder(
  request: APIRequestContext,
  ownerApi: APIRequestContext,
  locale: 'pl' | 'ru',
  email: string,
  ids: number[],
  accessToken?: string,
): Promise<string> {
  return (await deliveredOrderWithLink(request, ownerApi, locale, email, ids, accessToken)).number;
}

/** As deliveredOrder, with the token of the order's status link too. */
async function deliveredOrderWithLink(
  request: APIRequestContext,
  ownerApi: APIRequestContext,
  locale: 'pl' | 'ru',
  email: string,
  [first, second]: number[],
  accessToken?: string,
): Promise<{ number: string; token: string }> {
  const placed = await request.post(apiPath(API.checkout, { locale }), {
    headers: {
      ...(await csrfHeaders(request)),
      'idempotency-key': `wd-${unique()}`,
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    data: {
      cart: [
        { id: first, count: 1 },
        { id: second, count: 2 },
      ],
      contact: { name: 'Anna', surname: 'Gość', email, phone: '+48 600 100 200' },
      delivery: {
        method: 'courier',
        address: { street: 'ul. Polna 3', postal_code: '00-001', city: 'Warszawa', country: 'PL' },
      },
      payment: 'cod',
      accept_terms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order_id: id, status_url } = (await placed.json()) as {
    order_id: string;
    status_url: string;
  };
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await adminCall(ownerApi, 'PATCH', apiPath(ADMIN_API.order, { id }), { status });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const order = await ownerApi.get(apiPath(ADMIN_API.order, { id }));
  return {
    number: String(((await order.json()) as { number: number }).number),
    token: new URL(status_url).searchParams.get('token') ?? '',
  };
}

test.describe('a status link', () => {
  // The wrong token's 404 is the answer the page falls back on, logged by the browser.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("a status link's order opens at step 1, and a wrong token falls back to asking", async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    const t = shopText('pl');
    const category = await shop.category();
    const [lamp, vase] = [
      await shop.product(category, { stock: 5, price: 60 }),
      await shop.product(category, { stock: 5, price: 30 }),
    ];
    const { number, token } = await deliveredOrderWithLink(request, ownerApi, 'pl', newEmail(), [
      lamp.id,
      vase.id,
    ]);
    expect(token).not.toBe('');
    await gotoHydrated(page, withdrawalPath('pl', { order: number, token }));
    // Nothing to type: the link's token proves the order.
    await expect(page.getByTestId('withdrawal-line')).toHaveCount(2);
    await expect(page.getByText(t('returns.order', { number }))).toBeVisible();
    await expect(page.getByLabel(t('returns.find.number'))).toHaveCount(0);

    await gotoHydrated(page, withdrawalPath('pl', { order: number, token: `${token}x` }));
    await expect(page.getByLabel(t('returns.find.number'))).toBeVisible();
    await expect(page.getByTestId('withdrawal-line')).toHaveCount(0);
  });
});

test('a guest files a complaint with a demand and is told the answer date', async ({
  page,
  request,
  ownerApi,
  shop,
}) => {
  const t = shopText('pl');
  const category = await shop.category();
  const [chair, lamp] = [
    await shop.product(category, { stock: 5, price: 300 }),
    await shop.product(category, { stock: 5, price: 50 }),
  ];
  const email = newEmail();
  const number = await deliveredOrder(request, ownerApi, 'pl', email, [chair.id, lamp.id]);
  await gotoHydrated(page, '/pl/complaint');
  await page.getByLabel(t('returns.find.number')).fill(number);
  await page.getByLabel(t('returns.find.email')).fill(email);
  await page.getByRole('button', { name: t('returns.find.submit') }).click();
  await page.getByLabel(t('complaint.description')).fill('Noga krzesła pękła po tygodniu.');
  await page.getByLabel(t('complaint.demand')).selectOption('replace');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t('complaint.submit') }).click();
  await expect(page.getByTestId('complaint-sent')).toBeVisible();
  const mail = await lastMailTo(email, new RegExp(`reklamację do zamówienia nr ${number}`));
  expect(mail.text).toContain('Żądanie: wymiana');
  expect(mail.text).toContain(chair.titles.pl);
});

test('a complaint with a photo: the shopper sees it kept, and staff see it on the return', async ({
  page,
  request,
  ownerApi,
  shop,
}) => {
  test.setTimeout(90_000);
  const t = shopText('pl');
  const category = await shop.category();
  const [chair, lamp] = [
    await shop.product(category, { stock: 5, price: 300 }),
    await shop.product(category, { stock: 5, price: 50 }),
  ];
  const email = newEmail();
  const number = await deliveredOrder(request, ownerApi, 'pl', email, [chair.id, lamp.id]);
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#b4532a' },
  })
    .jpeg()
    .toBuffer();
  await gotoHydrated(page, '/pl/complaint');
  await page.getByLabel(t('returns.find.number')).fill(number);
  await page.getByLabel(t('returns.find.email')).fill(email);
  await page.getByRole('button', { name: t('returns.find.submit') }).click();
  await page.getByLabel(t('complaint.description')).fill('Klosz lampy pękł w transporcie.');
  await page.getByLabel(t('complaint.demand')).selectOption('repair');
  await page
    .getByTestId('complaint-photos-input')
    .setInputFiles({ name: 'klosz.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('list', { name: t('complaint.photosChosen') })).toContainText(
    'klosz.jpg',
  );
  await shotsAtTwoWidths(page, 'complaint-photos-form');
  await expectNoSeriousA11yViolations(page);
  const sent = page.waitForResponse(
    (r) => r.url().includes('/complaints') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('complaint.submit') }).click();
  const { complaint_id: id } = (await (await sent).json()) as { complaint_id: string };
  await expect(page.getByTestId('complaint-sent')).toBeVisible();
  const kept = page.getByTestId('complaint-photo');
  await expect(kept).toHaveCount(1);
  await expect.poll(() => kept.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await shotsAtTwoWidths(page, 'complaint-photos-sent');

  // Staff open the complaint and see the photo, from the back office's own address.
  const staff = await newStaff(ownerApi, 'staff', 'pl');
  await signedIn(page, staff, `/admin/returns/${id}`);
  const staffPhoto = page.getByTestId('return-photos').locator('img');
  await expect(staffPhoto).toHaveCount(1);
  await expect(staffPhoto).toHaveAttribute('src', `/api/admin/returns/${id}/photos/1`);
  await expect
    .poll(() => staffPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(640);
  await shotsAtTwoWidths(page, 'complaint-photos-admin');
});

/** With E2E_SHOTS: the page at 1280 and at 360 px, to look at. */
async function shotsAtTwoWidths(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.describe('a logged-in shopper', () => {
  // The e2e server's access tokens live 5 seconds: the page's first calls may answer 401 and be
  // retried after a refresh, as they are meant to.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('a logged-in shopper picks one of their orders on the withdrawal page', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(60_000);
    const t = shopText('pl');
    const category = await shop.category();
    const [lamp, vase] = [
      await shop.product(category, { stock: 5, price: 80 }),
      await shop.product(category, { stock: 5, price: 20 }),
    ];
    const { email, session } = await newAccount(request);
    const number = await deliveredOrder(
      request,
      ownerApi,
      'pl',
      email,
      [lamp.id, vase.id],
      session.access_token,
    );
    await logInWith(page, session);
    await gotoHydrated(page, '/pl/withdrawal');
    // Their orders are offered: no number or e-mail to type.
    const mine = page.getByTestId('withdrawal-my-order');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(number);
    await expectNoSeriousA11yViolations(page);
    await mine.click();
    await expect(page.getByTestId('withdrawal-line')).toHaveCount(2);
    await expect(page.getByTestId('refund-estimate')).toBeVisible();
    await expect(page.getByRole('button', { name: t('returns.step1.next') })).toBeVisible();
  });
});

test('after the 14 days the page says so plainly and offers the complaint form', async ({
  page,
  request,
  ownerApi,
}) => {
  const t = shopText('pl');
  // The demo shop's month of orders is the moved clock: most were delivered weeks ago.
  const old = await longDeliveredOrder(request, ownerApi);
  await gotoHydrated(page, '/pl/withdrawal');
  await page.getByLabel(t('returns.find.number')).fill(old.number);
  await page.getByLabel(t('returns.find.email')).fill(old.email);
  await page.getByRole('button', { name: t('returns.find.submit') }).click();
  const over = page.getByTestId('withdrawal-period-over');
  await expect(over).toBeVisible();
  await expect(over).toContainText(t('returns.over.title'));
  await expect(page.getByTestId('withdrawal-line')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await over.getByTestId('complaint-link').click();
  await expect(page).toHaveURL(/\/pl\/complaint\?/);
  // The complaint form opens on that order, nothing to type again.
  await expect(page.getByLabel(t('complaint.description'))).toBeVisible();
  await expect(page.getByText(t('returns.order', { number: old.number }))).toBeVisible();
});

/** A demo order delivered more than 14 days ago (the withdrawal page's own call says so). */
async function longDeliveredOrder(
  request: APIRequestContext,
  ownerApi: APIRequestContext,
): Promise<{ number: string; email: string }> {
  const to = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  const list = await ownerApi.get(`${apiPath(ADMIN_API.orders, {})}?status=delivered&to=${to}`);
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as { items: { number: number; email: string | null }[] };
  for (const o of items.filter((i) => i.email)) {
    const res = await request.post(apiPath(API.withdrawalOrder, { locale: 'pl' }), {
      headers: { ...(await csrfHeaders(request)), 'X-Forwarded-For': freshAddress() },
      data: { order_id: String(o.number), email: o.email },
    });
    if (res.ok() && ((await res.json()) as { period_over: boolean }).period_over)
      return { number: String(o.number), email: o.email! };
  }
  throw new Error('the demo shop has no order delivered more than 14 days ago');
}
