import { beforeAll, expect, it } from 'vitest';
import { productPatchRequest } from '#contracts/admin/products';
import type { Services } from '#server/services/index';
import { loader } from '#web/routes/product';
import { adminServices, productInput } from '../factories/back-office';
import { createCategory } from '../factories/catalog';
import { forEachDatabase } from '../setup/test-database';

/** The product page's loader with the real services: a renamed product's old address is a 301. */
forEachDatabase('product page: old slugs', (getDb) => {
  let services: Services;
  let id: number;

  beforeAll(async () => {
    const { services: s, actor } = await adminServices(getDb());
    services = s;
    const categoryId = (await createCategory(getDb().db, { slug: 'redirect-chairs' })).id;
    const p = await services.products.create(
      actor,
      productInput(categoryId, {
        translations: {
          pl: { title: 'Krzesło Ola' },
          en: { title: 'Ola chair' },
          ru: { title: 'Стул Ола' },
        },
      }),
    );
    id = p.id;
    await services.products.update(
      actor,
      id,
      productPatchRequest.parse({ version: 1, translations: { en: { slug: 'ola-armchair' } } }),
    );
  });

  const load = (locale: string, slug: string) =>
    loader({
      params: { locale, slug },
      request: new Request(`http://shop.test/${locale}/product/${slug}`),
      context: { services, scriptMark: '', origin: 'http://localhost:3000' },
    } as unknown as Parameters<typeof loader>[0]);

  it('answers the page at the new address and 301 at the old one', async () => {
    expect((await load('en', 'ola-armchair')).product.id).toBe(id);
    const moved = await load('en', 'ola-chair').then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get('location')).toBe('/en/product/ola-armchair');
  });

  it('still answers 404 for an address that never was', async () => {
    const missing = await load('en', 'no-such-chair').then(
      () => null,
      (thrown: unknown) => thrown as { init?: { status?: number } },
    );
    expect(missing?.init?.status).toBe(404);
  });
});
