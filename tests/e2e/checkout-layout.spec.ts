// The checkout's controls keep their words whole (issue: in Polish at 1024 and 1280 px the
// place button clipped "Zamawiam i przechodzę do płatności: 569,97 zł"): no button or link of
// the checkout is narrower than its content, in pl, en and ru, at both widths, with a total as
// long as a shop's totals get.
import type { Locale } from '#domain/locale';
import { CheckoutPage } from './pages/checkout-page';
import { ProductPage } from './pages/product-page';
import { expect, test } from './support/fixtures';

test.describe('checkout layout', () => {
  for (const locale of ['pl', 'en', 'ru'] as Locale[]) {
    test(`no control clips its label (${locale})`, async ({ page, shop }) => {
      test.setTimeout(90_000);
      const [dear] = await shop.products(await shop.category(), [{ price: 18_999.99, stock: 9 }]);
      const product = new ProductPage(page);
      await product.goto(dear!.url);
      await product.addToCartAndWait(1);
      const checkout = new CheckoutPage(page, locale);
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await checkout.goto();
        // Online payment, when offered, has the longest label ("… i przechodzę do płatności").
        const online = page.locator('[data-testid="payment-method"][data-code="online"]');
        if (await online.count()) await online.click();
        const clipped = await page
          .getByRole('main')
          .locator('button, a')
          .evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .filter((el) => el.scrollWidth > el.clientWidth + 1)
              .map((el) => `${el.tagName} "${el.textContent?.trim()}"`),
          );
        expect(clipped, `${locale} at ${width} px`).toEqual([]);
      }
    });
  }
});
