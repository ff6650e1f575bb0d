// Reviews (docs/decisions/028-reviews.md): a shopper who bought a product reviews it, staff
// publish it in the back office, and the product page and its card show the new average and the
// verified badge. Once in Polish and once in Russian; the review's text is script-shaped.
import type { APIRequestContext, Page } from '@playwright/test';
import { API, apiPath } from '#contracts/api-paths';
import type { Product } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { apiLogin, freshAddress, newStaff } from './support/admin';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { csrfHeaders, newAccount, type Session } from './support/shopper';
import { shopText } from './support/text';
import { reviewsTexts } from '#web/admin/features/reviews/i18n';

const HOSTILE = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

/** The shopper's order of the product, through the cart as the shop's pages place it. */
async function buy(request: APIRequestContext, session: Session, productId: number) {
  const headers = {
    ...(await csrfHeaders(request)),
    Authorization: `Bearer ${session.access_token}`,
    'X-Forwarded-For': freshAddress(),
  };
  const add = await request.put(API.cartSet, {
    headers,
    data: { cart: [{ id: productId, count: 1 }] },
  });
  expect(add.status(), await add.text()).toBe(200);
  const order = await request.post(API.cartOrder, {
    headers,
    data: {
      name: 'Ewa Testowa',
      phone: '+48500100200',
      email: 'ewa@example.com',
      address: 'Ul. Testowa 1, Kraków',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
}

async function logIn(page: Page, session: Session, locale: Locale) {
  await gotoHydrated(page, `/${locale}`);
  await page.evaluate((s) => {
    localStorage.setItem('client_access_token', s.access_token);
    localStorage.setItem('client_refresh_token', s.refresh_token);
    localStorage.setItem('client_user', JSON.stringify(s.user));
  }, session);
}

test.describe('reviews', () => {
  // The e2e server's access tokens live 5 s: a refresh before a retry is routine here.
  test.use({ allowConsoleErrors: [/status of 401/] });
  // Two people, a purchase, the back office and four page loads: longer than one page's test.
  test.setTimeout(90_000);

  for (const locale of ['pl', 'ru'] as const) {
    test(`a buyer reviews, staff publish, page and card show it (${locale})`, async ({
      page,
      request,
      shop,
      ownerApi,
    }) => {
      const t = shopText(locale);
      const category = await shop.category();
      const product = await shop.product(category);
      const [answer] = (await (
        await request.get(apiPath(API.productData, { locale, id: product.id }))
      ).json()) as Product[];
      const url = answer!.url;

      // A guest is offered a login that comes back to the form.
      await gotoHydrated(page, url);
      const reviews = page.getByRole('region', { name: t('reviews.title') });
      await expect(reviews.getByText(t('reviews.none'))).toBeVisible();
      await expect(reviews.getByRole('link', { name: t('reviews.form.login') })).toHaveAttribute(
        'href',
        `/${locale}/login?next=${encodeURIComponent(`${url}#review-form`)}`,
      );

      const { session } = await newAccount(request);
      await buy(request, session, product.id);
      await logIn(page, session, locale);
      await gotoHydrated(page, url);
      const form = page.locator('#review-form');
      // An empty form is refused in the browser, next to the fields.
      await form.getByRole('button', { name: t('reviews.form.submit') }).click();
      await expect(form.getByText(t('form.err.review.rating.invalid'))).toBeVisible();

      // The stars are a radio group: keyboard only.
      await form.getByRole('radio', { name: t('reviews.form.stars', { count: 1 }) }).focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(
        form.getByRole('radio', { name: t('reviews.form.stars', { count: 4 }) }),
      ).toBeChecked();
      await form.getByLabel(t('reviews.form.titleField')).fill(HOSTILE);
      await form
        .getByLabel(t('reviews.form.body'), { exact: false })
        .fill(`${HOSTILE}\n\nhttps://example.com`);
      await form.getByRole('button', { name: t('reviews.form.submit') }).click();
      await expect(form.getByRole('status')).toHaveText(t('reviews.form.sentPending'));
      await expect(form.getByText(t('reviews.status.pending'))).toBeVisible();

      // Staff publish it from the queue.
      const staff = await newStaff(ownerApi, 'staff', locale);
      const admin = await page.context().newPage();
      await apiLogin(admin.request, staff);
      await gotoHydrated(admin, '/admin/reviews');
      const ta = reviewsTexts.translate(locale);
      const card = admin.getByTestId('admin-review').filter({ hasText: product.title });
      await expect(card).toContainText(HOSTILE);
      await expect(card.getByText(ta('reviews.verified'))).toBeVisible();
      await card.getByRole('button', { name: ta('reviews.publish') }).click();
      await expect(card).toBeHidden();
      await expectNoSeriousA11yViolations(admin);
      await admin.close();

      // The product page shows the average, the verified badge and the text as text.
      await gotoHydrated(page, url);
      await expect(reviews.getByTestId('review-average')).toHaveText((4).toLocaleString(locale));
      const item = reviews.getByTestId('review');
      await expect(item).toHaveCount(1);
      await expect(item.getByText(t('reviews.verified'))).toBeVisible();
      await expect(item.getByRole('heading', { name: HOSTILE })).toBeVisible();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      const graph = [JSON.parse(ld!)].flat() as { '@type': string }[];
      expect(graph.find((node) => node['@type'] === 'Product')).toMatchObject({
        aggregateRating: { ratingValue: 4, reviewCount: 1 },
        review: [{ reviewRating: { ratingValue: 4 } }],
      });
      await expectNoSeriousA11yViolations(page);

      // Its card in the category listing: four stars, one review.
      await gotoHydrated(page, category.urls[locale]);
      const productCard = page.locator(
        `[data-testid="product-card"][data-product-id="${product.id}"]`,
      );
      await expect(
        productCard.getByRole('img', {
          name: t('rating.label', { average: (4).toLocaleString(locale), count: 1 }),
        }),
      ).toBeVisible();
    });
  }
});
