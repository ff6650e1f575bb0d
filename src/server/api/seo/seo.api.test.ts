import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoShop } from '#server/db/seed/index';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('sitemap and robots', (getDb) => {
  let t: TestApp;
  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 30 });
    // Links name PUBLIC_URL, whatever Host a request claims (a CDN keeps these for everyone).
    t = await createTestApp(getDb(), { PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => t?.app.close());

  it('robots.txt points at the sitemap and keeps crawlers out of the API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('sitemap.xml indexes a pages file and product files', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://shop.example/sitemaps/pages.xml</loc>');
    expect(res.body).toContain('<loc>https://shop.example/sitemaps/products-1.xml</loc>');
  });

  it('lists categories, presets, posts and products in every locale with hreflang alternates', async () => {
    const pages = (
      await t.app.inject({
        method: 'GET',
        url: '/sitemaps/pages.xml',
        headers: { host: 'evil.example' },
      })
    ).body;
    for (const l of ['pl', 'en', 'ru']) {
      expect(pages).toContain(`<loc>https://shop.example/${l}</loc>`);
      expect(pages).toMatch(new RegExp(`<loc>https://shop.example/${l}/catalog/[a-z0-9-]+</loc>`));
      expect(pages).toMatch(
        new RegExp(`<loc>https://shop.example/${l}/blog/[a-z0-9-]+/[a-z0-9-]+</loc>`),
      );
      expect(pages).toMatch(
        new RegExp(`<loc>https://shop.example/${l}/news/[a-z0-9-]+/[a-z0-9-]+</loc>`),
      );
    }
    expect(pages).toMatch(/catalog\/[a-z0-9-]+\/[a-z-]+=[a-z0-9-]+/); // a preset's filter address
    expect(pages).toContain('hreflang="ru"');
    const products = (await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body;
    expect(products.match(/<url>/g)?.length).toBeGreaterThanOrEqual(3 * 25); // ~30 published x 3 locales
    expect(
      (await t.app.inject({ method: 'GET', url: '/sitemaps/products-99.xml' })).statusCode,
    ).toBe(404);
  });
});
