// The withdrawal function (CONTRACT.md "After the sale"): a guest finds a delivered order by its
// number and e-mail from the footer's link, withdraws one of its two lines in two steps, sees a
// receipt that says "received", and the acknowledgement e-mail arrives. In pl and ru, at 1280 and
// 375 px (the mobile project).
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import { WITHDRAWAL_LINK_LABEL } from '#domain/returns/withdrawal-link';
import type { APIRequestContext } from '@playwright/test';
import { adminCall, csrfHeaders, unique } from './support/admin';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { lastMailTo } from './support/mailbox';
import { newEmail } from './support/shopper';
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
  [first, second]: number[],
): Promise<string> {
  const placed = await request.post(apiPath(API.checkout, { locale }), {
    headers: { ...(await csrfHeaders(request)), 'idempotency-key': `wd-${unique()}` },
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
  const { order_id: id } = (await placed.json()) as { order_id: string };
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await adminCall(ownerApi, 'PATCH', apiPath(ADMIN_API.order, { id }), { status });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const order = await ownerApi.get(apiPath(ADMIN_API.order, { id }));
  return String(((await order.json()) as { number: number }).number);
}

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
