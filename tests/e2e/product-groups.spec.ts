// Product groups (docs/rules.md#product-groups): the seeded olive dining table's page offers its
// black sibling as a link in a colour strip, and switching to it lands on the black table's own
// page, with the strip now marking black as current; its card says "+2 colours". In pl and ru, at
// 1280 px and (@mobile) 375 px. Read-only on the seeded demo catalogue (support/catalog-data.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { API, apiPath } from '#contracts/api-paths';
import type { ProductData, Product } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';
import { shopText } from './support/text';

/** The demo seed's colour names (src/server/db/seed/attribute-data.ts). */
const WORDS: Record<'pl' | 'ru', { search: string; olive: string; black: string }> = {
  pl: { search: 'stół do jadalni oliwkowy', olive: 'Oliwkowy', black: 'Czarny' },
  ru: { search: 'обеденный стол оливковый', olive: 'Оливковый', black: 'Чёрный' },
};

/** The olive dining table of the seeded catalogue: found by search, with its group. */
async function oliveTable(request: APIRequestContext, locale: 'pl' | 'ru'): Promise<ProductData> {
  const res = await request.get(
    apiPath(API.searchPage, { locale }, { search: WORDS[locale].search }),
  );
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: Product[] };
  for (const p of products) {
    const data = (await (
      await request.get(apiPath(API.productData, { locale, id: p.id }))
    ).json()) as ProductData[];
    const found = data[0]!;
    if (found.group?.options.some((o) => o.label === WORDS[locale].black)) return found;
  }
  throw new Error('The seeded catalogue has no olive dining table with a black sibling');
}

const strip = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: shopText(locale)('group.nav.color') });

for (const mobile of [false, true]) {
  const width = mobile ? 375 : 1280;
  test(
    `the olive table's page shows its black sibling and switches to it (${width} px)`,
    mobile ? { tag: '@mobile' } : {},
    async ({ page }, testInfo) => {
      test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one width per project');
      test.setTimeout(90_000);
      for (const locale of ['pl', 'ru'] as const) {
        const t = shopText(locale);
        const { olive, black } = WORDS[locale];
        const table = await oliveTable(page.request, locale);
        const blackOption = table.group!.options.find((o) => o.label === black)!;

        await gotoHydrated(page, table.url);
        const colours = strip(page, locale);
        await expect(colours).toBeVisible();
        await expect(colours.getByText(`${t('group.axis.color')}:`)).toBeVisible();
        const current = colours.getByRole('link', { name: olive, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        const other = colours.getByRole('link', { name: black, exact: true });
        await expect(other).toHaveAttribute('href', blackOption.url);
        await expect(other).not.toHaveAttribute('aria-current', 'page');
        // A sold-out sibling stays in the strip and says so (the seed's natural table).
        const soldOut = table.group!.options.find((o) => !o.available);
        if (soldOut)
          await expect(
            colours.getByRole('link', { name: `${soldOut.label} (${t('group.soldOut')})` }),
          ).toBeVisible();
        await colours.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/product-groups-shots/olive-${locale}-${width}.png` });
        await expectNoSeriousA11yViolations(page);

        // Keyboard: the black swatch is a link; Enter follows it.
        await other.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${blackOption.url}$`));
        await expect(page.locator('h1')).toContainText(black.toLocaleLowerCase(locale));
        const after = strip(page, locale);
        await expect(after.getByRole('link', { name: black, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(after.getByRole('link', { name: olive, exact: true })).toHaveAttribute(
          'href',
          table.url,
        );
        await after.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/product-groups-shots/black-${locale}-${width}.png` });

        // The same page loaded afresh (server-rendered, as a search engine or a cached page has it).
        await gotoHydrated(page, blackOption.url);
        await expect(
          strip(page, locale).getByRole('link', { name: black, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      }
    },
  );
}

test('the olive table\'s card says "+2 colours" and the listing keeps one card per sibling', async ({
  page,
}) => {
  for (const locale of ['pl', 'ru'] as const) {
    const table = await oliveTable(page.request, locale);
    await gotoHydrated(
      page,
      `/${locale}/search?${new URLSearchParams({ search: WORDS[locale].search })}`,
    );
    const card = page.locator(`[data-testid="product-card"][data-product-id="${table.id}"]`);
    const more = table.group!.options.length - 1;
    await expect(
      card.getByText(shopText(locale)('group.more.color', { count: more })),
    ).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `/tmp/product-groups-shots/card-${locale}.png` });
  }
});
