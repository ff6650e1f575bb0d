// The checkout from the cart to the paid order (docs/decisions/031-checkout.md), in Chromium:
// guests and logged-in shoppers, courier + cash on delivery, parcel locker + transfer, showroom
// pickup + online payment through the Stripe stand-in (hosted page, webhook, duplicate, forgery).
import { API, apiPath } from '#contracts/api-paths';
import type { Locale } from '#domain/locale';
import { CheckoutPage, OrderStatusPage } from './pages/checkout-page';
import { AccountPage } from './pages/auth-pages';
import { CartPage } from './pages/cart-page';
import { ProductPage } from './pages/product-page';
import { freshAddress } from './support/admin';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { lastMailTo } from './support/mailbox';
import { csrfHeaders, logInAsNewUser, newEmail } from './support/shopper';
import { deliver, stripeEvent, stripeSession } from './support/stripe';
import { shopText } from './support/text';

type Who = 'guest' | 'shopper';
type Way = 'courier-cod' | 'locker-transfer' | 'pickup-online';

const shots = process.env.E2E_SHOTS; // a folder: screenshots of each step to look at

test.describe('checkout', () => {
  // 400 (a forged webhook is the test's, not the page's), 409 and 422 are the protocol at work.
  test.use({ allowConsoleErrors: [/status of 4\d\d/] });

  for (const locale of ['pl', 'ru'] as Locale[]) {
    for (const who of ['guest', 'shopper'] as Who[]) {
      for (const way of ['courier-cod', 'locker-transfer', 'pickup-online'] as Way[]) {
        const tags = who === 'guest' ? { tag: '@mobile' } : {};
        test(
          `${who} orders a cart: ${way} (${locale})`,
          tags,
          async ({ page, request, shop }, info) => {
            test.setTimeout(90_000);
            const t = shopText(locale);
            const [a, b] = await shop.products(await shop.category(), [
              { price: 120, stock: 5 },
              { price: 35.5, stock: 5 },
            ]);
            const email = who === 'shopper' ? await logInAsNewUser(page, request) : newEmail();
            const product = new ProductPage(page);
            await product.goto(a!.url);
            await product.addToCartAndWait(1);
            await product.goto(b!.url);
            await product.addToCartAndWait(2);

            const cart = new CartPage(page, locale);
            await cart.goto();
            await cart.orderButton.click();
            const checkout = new CheckoutPage(page, locale);
            await expect(checkout.total).toBeVisible();
            await expect(checkout.line(a!.id)).toBeVisible();
            if (who === 'shopper') {
              // Filled from the profile.
              await expect(checkout.field('order.field.email')).toHaveValue(email);
              await checkout.fillContact({ phone: '+48 600 100 200' });
            } else {
              await checkout.fillContact({
                name: 'Jan',
                surname: 'Gość',
                email,
                phone: '600 100 200',
              });
            }
            const shot = (name: string) =>
              shots &&
              page.screenshot({
                path: `${shots}/${locale}-${who}-${way}-${name}-${info.project.name}.png`,
                fullPage: true,
              });

            if (way === 'courier-cod') {
              await checkout.chooseDelivery('courier');
              await checkout.fillAddress({
                street: 'ul. Polna 3',
                postal_code: '00-950',
                city: 'Warszawa',
              });
              await checkout.choosePayment('cod');
            } else if (way === 'locker-transfer') {
              await checkout.chooseDelivery('parcel-locker');
              await checkout.choosePoint('Gdańsk', 'GDA01M');
              await checkout.choosePayment('transfer');
            } else {
              await checkout.chooseDelivery('showroom');
              await checkout.choosePayment('online');
            }
            // The server's sum: 120 + 35.50 + delivery (courier 19.99, locker 12.99, pickup 0).
            const delivery = { 'courier-cod': 19.99, 'locker-transfer': 12.99, 'pickup-online': 0 };
            const expected = 155.5 + delivery[way];
            await expect(checkout.total).toHaveText(moneyText(expected));
            await checkout.acceptTerms();
            await shot('checkout');
            await expectNoSeriousA11yViolations(page);

            const placed = page.waitForResponse(
              (r) =>
                r.url().endsWith(`/api/client/${locale}/checkout`) &&
                r.request().method() === 'POST' &&
                r.status() !== 401, // an access token that ran out is refreshed and sent again
            );
            // A double click places one order (one key, and the button swallows the second).
            await checkout.placeButton.dblclick();
            expect((await placed).status()).toBe(201);

            const status = new OrderStatusPage(page, locale);
            if (way === 'pickup-online') {
              // Stripe's hosted page (the stand-in's), then back to the status page.
              await expect(page).toHaveURL(/\/pay\/cs_test_/);
              const sessionId = new URL(page.url()).pathname.split('/').pop()!;
              await page.getByRole('button', { name: 'Pay' }).click();
              await expect(page).toHaveURL(new RegExp(`/${locale}/order/[0-9a-f-]{36}\\?token=`));
              await expect(status.payment).toHaveAttribute('data-status', 'pending');
              const session = await stripeSession(request, sessionId);
              expect(session.payment_status).toBe('paid');
              // A forgery changes nothing.
              const forged = stripeEvent('checkout.session.completed', session, 'whsec_forged');
              expect(await deliver(request, forged)).toBe(400);
              await page.reload();
              await expect(status.payment).toHaveAttribute('data-status', 'pending');
              // The real event marks it paid; the page, still waiting, sees it.
              const event = stripeEvent('checkout.session.completed', session);
              expect(await deliver(request, event)).toBe(200);
              await expect(status.payment).toHaveAttribute('data-status', 'paid', {
                timeout: 15_000,
              });
              // The same event again: answered, nothing changes.
              expect(await deliver(request, event)).toBe(200);
              await page.reload();
              await expect(status.payment).toHaveAttribute('data-status', 'paid');
            } else {
              await expect(page).toHaveURL(new RegExp(`/${locale}/order/[0-9a-f-]{36}\\?token=`));
              await expect(page.getByRole('heading', { level: 1 })).toHaveText(
                t('checkout.status.placedTitle'),
              );
              await expect(status.payment).toHaveAttribute(
                'data-status',
                way === 'courier-cod' ? 'on_delivery' : 'pending',
              );
            }
            const orderId = (await status.orderId.textContent())!.trim();
            await expect(status.status).toHaveAttribute('data-status', 'new');
            await expect(status.withdrawal).toBeVisible();
            if (way === 'locker-transfer') {
              await expect(status.transferAccount).toHaveText(/PL\d{2}/);
              await expect(status.transferTitle).toHaveText(`Zamowienie ${orderId}`);
              await expect(status.transferAmount).toHaveText(moneyText(expected));
            } else {
              await expect(status.transfer).toHaveCount(0);
            }
            await shot('status');
            await expectNoSeriousA11yViolations(page);
            // The cart is empty, here and in the header.
            await expect(checkout.header.cartCount).toHaveText('0');
            const mail = await lastMailTo(email, new RegExp(orderId));
            expect(mail.text).toContain(orderId);
            // One order for the double click.
            if (who === 'shopper') {
              const account = new AccountPage(page, locale);
              await account.goto();
              await expect(account.orders).toHaveCount(1);
            }
          },
        );
      }
    }
  }

  test('a line sold out meanwhile is marked and what was typed stays; a 422 shows at its field', async ({
    page,
    request,
    shop,
  }) => {
    test.setTimeout(60_000);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshAddress() });
    const [keep, last] = await shop.products(await shop.category(), [
      { price: 50, stock: 5 },
      { price: 80, stock: 1 },
    ]);
    const product = new ProductPage(page);
    await product.goto(keep!.url);
    await product.addToCartAndWait(1);
    await product.goto(last!.url);
    await product.addToCartAndWait(2);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.fillContact({
      name: 'Anna',
      surname: 'Spóźniona',
      email: newEmail(),
      phone: '+48 600 300 400',
    });
    await checkout.chooseDelivery('courier');
    // A postal code the server refuses (not NN-NNN): the message stands at its field.
    await checkout.fillAddress({ street: 'Długa 1', postal_code: '80 100', city: 'Gdańsk' });
    await checkout.choosePayment('cod');
    await checkout.acceptTerms();
    await checkout.placeButton.click();
    await expect(checkout.field('address.postalCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(shopText('pl')('form.err.postal_code.invalid'))).toBeVisible();
    await checkout.field('address.postalCode').fill('80-100');

    // Someone else buys the last one meanwhile.
    const bought = await request.post(apiPath(API.quickOrder, { id: last!.id }), {
      headers: await csrfHeaders(request),
      data: { name: 'Inny Klient', phone: '+48600100200', count: 1 },
    });
    expect(bought.status()).toBe(201);
    await checkout.placeButton.click();
    await expect(checkout.line(last!.id)).toHaveAttribute('data-unavailable', 'true');
    await expect(checkout.line(keep!.id)).toHaveAttribute('data-unavailable', 'false');
    await expect(page.getByText(shopText('pl')('checkout.unavailable'))).toBeVisible();
    await expect(checkout.field('checkout.field.surname')).toHaveValue('Spóźniona');
    await expect(checkout.field('address.street')).toHaveValue('Długa 1');
    await expect(checkout.field('address.postalCode')).toHaveValue('80-100');
    expect(page.url()).toContain('/pl/checkout');
  });
});

/** What formatMoney shows for `amount` złoty in `locale`, as a pattern tolerant of its spaces. */
function moneyText(amount: number): RegExp {
  const [whole, cents] = amount.toFixed(2).split('.');
  return new RegExp(`^${whole}[,.]${cents}\\s*(zł|PLN)$`);
}
