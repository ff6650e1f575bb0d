// Filters that apply (docs/decisions/071-filters-that-apply.md): beside the results a tick
// applies at once (the router moves, back undoes it); on a 360 px phone the panel's button stays
// in view and the panel closes on apply; chips above the results remove a filter each, or all.
// In Polish and Russian; the currency reads "zł" and "PLN".
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '#domain/locale';
import { CatalogPage } from './pages/catalog-page';
import { biggestTopCategory } from './support/catalog-data';
import { expect, test } from './support/fixtures';
import { shopText } from './support/text';

/** The seeded colour attribute's words (server/db/seed/attribute-data.ts). */
const COLOUR = {
  pl: { label: 'Kolor', black: 'Czarny', white: 'Biały' },
  ru: { label: 'Цвет', black: 'Чёрный', white: 'Белый' },
} as const;
const CURRENCY = { pl: 'zł', ru: 'PLN' } as const;

/** With E2E_SHOTS (a folder): `target` (or the window) as it looks, to look at. */
async function shoot(name: string, target: Locator | Page) {
  const folder = process.env.E2E_SHOTS;
  if (folder) await target.screenshot({ path: `${folder}/filters-${name}.png` });
}

for (const locale of ['pl', 'ru'] as const satisfies readonly Locale[]) {
  const words = COLOUR[locale];
  const t = shopText(locale);

  test(`beside the results a tick applies at once, with chips and back (${locale})`, async ({
    page,
    shop,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'a desktop, 1280 px');
    const category = await shop.category();
    await shop.products(category, [
      { price: 150, attributes: { color: 'black' } },
      { price: 950, attributes: { color: 'black' } },
      { price: 300, attributes: { color: 'white' } },
      { price: 200, attributes: { color: 'grey' } },
    ]);
    const base = category.urls[locale];
    const listing = new CatalogPage(page, locale);
    await listing.goto(base);
    await expect(listing.cards).toHaveCount(4);
    await expect(listing.chips).toHaveCount(0);
    // A full page load would lose this mark: every move below is the router's.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await listing.option('color', 'black').check();
    await expect(page).toHaveURL(new RegExp(`${base}/color=black$`));
    await expect(listing.cards).toHaveCount(2);
    await expect(listing.chip(`${words.label}: ${words.black}`)).toBeVisible();
    // The box just ticked keeps the focus (the panel is not drawn anew).
    await expect(listing.option('color', 'black')).toBeFocused();

    await listing.option('color', 'white').check();
    await expect(page).toHaveURL(new RegExp(`${base}/color=black-or-white$`));
    await expect(listing.cards).toHaveCount(3);
    await expect(listing.chips).toHaveCount(2);

    // Back undoes the last tick, boxes and chips included.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${base}/color=black$`));
    await expect(listing.cards).toHaveCount(2);
    await expect(listing.option('color', 'white')).not.toBeChecked();
    await expect(listing.chips).toHaveCount(1);

    // The price has its own button; it and its chip name the currency as prices do.
    await expect(listing.filters.getByText(CURRENCY[locale], { exact: true })).toBeVisible();
    await listing.applyPrice(100, 900);
    await expect(page).toHaveURL(new RegExp(`${base}/color=black/price=100-900$`));
    await expect(listing.cards).toHaveCount(1);
    const priceChip = listing.chip(`${t('filters.price')}: 100–900 ${CURRENCY[locale]}`);
    await expect(priceChip).toBeVisible();
    await shoot(`desktop-${locale}`, page.locator('main'));

    // A chip removes its filter only; "clear filters" removes them all.
    await listing.chip(`${words.label}: ${words.black}`).click();
    await expect(page).toHaveURL(new RegExp(`${base}/price=100-900$`));
    await expect(listing.cards).toHaveCount(3);
    await expect(listing.option('color', 'black')).not.toBeChecked();
    await listing.clearFilters.click();
    await expect(page).toHaveURL(new RegExp(`${base}$`));
    await expect(listing.cards).toHaveCount(4);
    await expect(listing.chips).toHaveCount(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test(
    `on a phone the apply button stays in view and the panel closes on apply (${locale})`,
    { tag: '@mobile' },
    async ({ page, request }, info) => {
      test.skip(info.project.name !== 'mobile', 'a phone');
      await page.setViewportSize({ width: 360, height: 740 });
      // The seeded catalogue's longest category: a panel of many facets, far taller than 740 px.
      const category = await biggestTopCategory(request, locale);
      const listing = new CatalogPage(page, locale);
      await listing.goto(category.url);
      await expect(listing.filters).toBeHidden();
      await listing.filtersToggle.click();
      await expect(listing.filters).toBeVisible();
      const panelHeight = (await listing.filters.boundingBox())!.height;
      expect(panelHeight).toBeGreaterThan(740);

      // An option far down the panel: ticking it stages it, and the button is still in view.
      const options = listing.filters
        .getByTestId('filter-option')
        .filter({ has: page.getByRole('checkbox') });
      const last = options.last();
      const [key, value] = [
        await last.getAttribute('data-key'),
        await last.getAttribute('data-value'),
      ];
      await last.getByRole('checkbox').check();
      await expect(page).toHaveURL(new RegExp(`${category.url}$`)); // staged, not applied
      await expect(listing.applyButton).toBeInViewport();
      await expect(listing.applyButton).toHaveText(/\d/); // "Pokaż N produktów"
      // ...and at the top of the panel too.
      await listing.filtersToggle.scrollIntoViewIfNeeded();
      await expect(listing.applyButton).toBeInViewport();
      await shoot(`phone-${locale}`, page);

      await listing.applyButton.click();
      await expect(page).toHaveURL(new RegExp(`${category.url}/${key}=${value}$`));
      await expect(listing.filters).toBeHidden();
      await expect(listing.chips).toHaveCount(1);
      await expect(listing.chips.first()).toBeVisible();
      await listing.chips.first().click();
      await expect(page).toHaveURL(new RegExp(`${category.url}$`));
      await expect(listing.chips).toHaveCount(0);
    },
  );
}
