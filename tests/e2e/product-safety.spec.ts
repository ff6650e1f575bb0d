// Product safety (GPSR art. 19; docs/rules.md#product-safety): the product page's server-rendered
// "Product safety" section in Polish and Russian on a phone and a desktop, with its JSON-LD and a
// safety document's link; the back office's manufacturers screen, and the editor's panel.
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { signedIn } from './pages/admin/admin-shell';
import { ManufacturersPage, tmf } from './pages/admin/manufacturers-page';
import { ProductEditorPage } from './pages/admin/products-pages';
import { makePdf } from '#tests/factories/documents';
import { adminCall, csrfHeaders, newStaff, unique } from './support/admin';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  test,
} from './support/admin-fixtures';

const HEADINGS = { pl: 'Bezpieczeństwo produktu', ru: 'Безопасность продукта' } as const;
const COUNTRY = {
  pl: { CN: 'Chiny', DE: 'Niemcy' },
  ru: { CN: 'Китай', DE: 'Германия' },
} as const;

test.describe('product safety', () => {
  test('the product page names the manufacturer, the EU responsible person, the GTIN and the warnings, in pl and ru, at 375 and 1280 px', async ({
    page,
    request,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(60_000);
    const tag = unique();
    const maker = async (name: string, country: string, city: string) => {
      const res = await adminCall(ownerApi, 'POST', ADMIN_API.manufacturers, {
        name: `${name} ${tag}`,
        street: 'Keji Road 88',
        postal_code: '518057',
        city,
        country,
        email: `safety-${country.toLowerCase()}-${tag}@example.com`.toLowerCase(),
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: number; name: string };
    };
    const factory = await maker('Shenzhen Lamp Co.', 'CN', 'Shenzhen');
    const importer = await maker('Licht Import GmbH', 'DE', 'Hamburg');
    const product = await shop.product(await shop.category('Lampy'), { title: 'Lampa stołowa' });
    const patched = await adminCall(
      ownerApi,
      'PATCH',
      apiPath(ADMIN_API.product, { id: product.id }),
      {
        manufacturer_id: factory.id,
        responsible_person_id: importer.id,
        gtin: '5901234123457',
        safety: {
          pl: '**Uwaga:** odłącz lampę przed wymianą żarówki.',
          en: 'Unplug before changing the bulb.',
          ru: '**Внимание:** отключите лампу перед заменой.',
        },
      },
    );
    expect(patched.status(), await patched.text()).toBe(200);
    const slugs = ((await patched.json()) as { translations: Record<string, { slug: string }> })
      .translations;
    // A safety document (PDF), uploaded as the editor does.
    const uploaded = await ownerApi.post(apiPath(ADMIN_API.productDocuments, { id: product.id }), {
      headers: await csrfHeaders(ownerApi),
      multipart: {
        file: { name: 'Instrukcja obsługi.pdf', mimeType: 'application/pdf', buffer: makePdf() },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const doc = (await uploaded.json()) as { url: string; title: string };

    for (const locale of ['pl', 'ru'] as const) {
      const url = `/${locale}/product/${slugs[locale]!.slug}`;
      // In the server's HTML, before any script: the section and the structured data.
      const html = await (await request.get(url)).text();
      expect(html).toContain(HEADINGS[locale]);
      expect(html).toContain(factory.name);
      expect(html).toContain(`href="${doc.url}"`);
      expect(html).toContain('Instrukcja obsługi');
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1]!) as unknown)
        .flat()
        .find((d) => (d as { '@type'?: string })['@type'] === 'Product') as Record<string, unknown>;
      expect(ld).toMatchObject({
        brand: { '@type': 'Brand', name: factory.name },
        manufacturer: { '@type': 'Organization', name: factory.name },
        gtin13: '5901234123457',
      });

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, url);
        const section = page.getByRole('region', { name: HEADINGS[locale] });
        await section.scrollIntoViewIfNeeded();
        await expect(section).toBeVisible();
        await expect(section.getByTestId('safety-manufacturer')).toContainText(factory.name);
        await expect(section.getByTestId('safety-manufacturer')).toContainText(
          `518057 Shenzhen, ${COUNTRY[locale].CN}`,
        );
        await expect(section.getByTestId('safety-responsible-person')).toContainText(
          `${importer.name}`,
        );
        await expect(section.getByTestId('safety-responsible-person')).toContainText(
          COUNTRY[locale].DE,
        );
        await expect(section.getByTestId('safety-gtin')).toHaveText('5901234123457');
        await expect(
          section.getByTestId('safety-documents').getByRole('link', { name: doc.title }),
        ).toHaveAttribute('href', doc.url);
        await expect(section.getByTestId('safety-information').locator('strong')).toHaveText(
          locale === 'pl' ? 'Uwaga:' : 'Внимание:',
        );
        // Nothing wider than the screen (a long e-mail address breaks, not the page).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await section.screenshot({ path: test.info().outputPath(`safety-${locale}-${width}.png`) });
      }
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the back office manufacturers screen: add, refuse a bad e-mail, move into the EU, delete', async ({
    page,
    ownerApi,
  }) => {
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    const shell = await signedIn(page, staff, '/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Producenci' }).click();
    const screen = new ManufacturersPage(page);
    await expect(screen.heading).toBeVisible();
    void shell;

    const name = `Lampy Zza Oceanu ${unique()}`;
    await page.getByTestId('mf-add').click();
    await screen.fill({
      name,
      street: '1 Harbor Way',
      postalCode: '94105',
      city: 'San Francisco',
      country: 'US',
      email: 'not-an-email',
    });
    await screen.submit();
    await expect(screen.dialog.getByTestId('mf-email')).toHaveAttribute('aria-invalid', 'true');
    await screen.fill({ email: 'safety@lampy.example' });
    await screen.submit();
    await expect(screen.dialog).toBeHidden();
    await expect(screen.row(name)).toContainText('Stany Zjednoczone');
    await expect(screen.row(name)).toContainText(tmf('mf.outsideEu'));
    await expectNoSeriousA11yViolations(page);

    await screen.edit(name, { country: 'IE', city: 'Dublin' });
    await expect(screen.row(name)).toContainText('Irlandia');
    await expect(screen.row(name)).toContainText(tmf('mf.eu'));

    await screen.row(name).getByTestId('mf-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(screen.row(name)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('manufacturers.png'), fullPage: true });
  });
});

test.describe('product safety in the editor', () => {
  // The refused publish is the server's 422, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('the editor’s safety panel: a wrong GTIN and a publish without an EU responsible person are refused at their fields', async ({
    page,
    ownerApi,
    shop,
  }) => {
    test.setTimeout(60_000);
    const tag = unique();
    const res = await adminCall(ownerApi, 'POST', ADMIN_API.manufacturers, {
      name: `Ningbo Lights ${tag}`,
      street: 'Zhongshan Road 1',
      postal_code: '315000',
      city: 'Ningbo',
      country: 'CN',
      email: `ningbo-${tag}@example.com`.toLowerCase(),
    });
    const maker = (await res.json()) as { id: number; name: string };
    const product = await shop.product(await shop.category('Lampy'));
    const staff = await newStaff(ownerApi, 'staff', 'pl');
    await signedIn(page, staff, `/admin/products/${product.id}`);
    const editor = new ProductEditorPage(page);
    const panel = page.getByTestId('safety-panel');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByTestId('safety-manufacturer')).toHaveValue('');

    await panel.getByTestId('safety-gtin').fill('5901234123458');
    await editor.save.click();
    await expect(panel.getByTestId('safety-gtin')).toHaveAttribute('aria-invalid', 'true');
    await panel.getByTestId('safety-gtin').fill('5901234123457');
    // A manufacturer outside the EU without a responsible person: the server refuses (the
    // product is published), at the responsible person's field.
    await panel.getByTestId('safety-manufacturer').selectOption(String(maker.id));
    await panel.getByTestId('safety-text-pl').fill('**Uwaga:** gorąca oprawa.');
    await editor.save.click();
    await expect(panel.getByTestId('safety-responsible-person')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.screenshot({ path: test.info().outputPath('editor-refused.png'), fullPage: true });
    // The demo's Hamburg importer is in the EU.
    const importer = panel
      .getByTestId('safety-responsible-person')
      .locator('option', { hasText: 'LichtHaus Import GmbH' });
    await panel
      .getByTestId('safety-responsible-person')
      .selectOption((await importer.getAttribute('value'))!);
    await editor.save.click();
    await expect(panel.getByTestId('safety-responsible-person')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect
      .poll(async () => {
        const r = await ownerApi.get(apiPath(ADMIN_API.product, { id: product.id }));
        return ((await r.json()) as { gtin: string | null }).gtin;
      })
      .toBe('5901234123457');
    // A safety document: chosen, uploaded at once, listed; removable.
    await panel
      .getByTestId('safety-document-input')
      .setInputFiles({ name: 'Deklaracja CE.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await expect(panel.getByTestId('safety-document')).toContainText('Deklaracja CE');
    await page.setViewportSize({ width: 375, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: test.info().outputPath('editor-panel-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.screenshot({ path: test.info().outputPath('editor-panel-1280.png') });
    await panel.getByTestId('safety-document').getByRole('button').click();
    await expect(panel.getByTestId('safety-document')).toHaveCount(0);
  });
});
