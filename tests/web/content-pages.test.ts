import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '#server/db/seed/index';
import type { Services } from '#server/services/index';
import { loader as listLoader } from '#web/routes/content-list';
import { loader as sectionLoader } from '#web/routes/content-section';
import { adminServices } from '../factories/back-office';
import { forEachDatabase } from '../setup/test-database';

/**
 * The blog and news pages' loaders on the demo shop: every address of a section (its pages,
 * ranges and posts) reaches the right view, and every other one answers 404.
 */
forEachDatabase('blog and news pages', (getDb) => {
  let services: Services;
  let section: { slug: string; url: string };
  let postSlug: string;

  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 10 });
    services = (await adminServices(getDb())).services;
    const [first] = await services.content.sections('blog', 'en');
    section = first!;
    const listing = await services.content.listPosts({
      kind: 'blog',
      locale: 'en',
      page: { first: 1, last: 1 },
    });
    postSlug = listing.posts.find((p) => p.section.url === section.url)!.slug;
  });

  const context = () => ({ services, scriptMark: '', origin: 'http://localhost:3000' });
  const loadSection = (path: string, rest: string) =>
    sectionLoader({
      params: { locale: 'en', section: section.slug, '*': rest },
      request: new Request(`http://shop.test${path}`),
      context: context(),
    } as unknown as Parameters<typeof sectionLoader>[0]);
  const loadList = (path: string) =>
    listLoader({
      params: { locale: 'en' },
      request: new Request(`http://shop.test${path}`),
      context: context(),
    } as unknown as Parameters<typeof listLoader>[0]);
  const status = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (thrown: { init?: { status?: number } }) => thrown.init?.status,
    );

  describe('a section', () => {
    it('shows its first page at its own address', async () => {
      const d = await loadSection(section.url, '');
      expect(d.view).toBe('section');
      if (d.view !== 'section') return;
      expect(d.page).toEqual({ first: 1, last: 1 });
      expect(d.pageData).toMatchObject({ page: '1', routeName: section.url });
      expect(d.listing.posts.every((p) => p.section.url === section.url)).toBe(true);
      expect(d.sections.length).toBeGreaterThan(1);
      expect(d.alternates.en).toBe(section.url);
    });

    it('shows a later page or a range from the `page=` segment, keeping the search', async () => {
      const d = await loadSection(`${section.url}/page=1-2?search=a`, 'page=1-2');
      expect(d.view === 'section' && d.pageData.page).toBe('1-2');
      expect(d.view === 'section' && d.search).toBe('a');
      expect(d.view === 'section' && d.address).toBe(`${section.url}/page=1-2?search=a`);
    });

    it.each(['page=abc', 'page=0', 'page=1-11', 'page=999', 'Not-A-Slug', 'a/b'])(
      'answers 404 below it for %j',
      async (rest) => {
        expect(await status(loadSection(`${section.url}/${rest}`, rest))).toBe(404);
      },
    );
  });

  describe('a post', () => {
    it('is the slug below its section', async () => {
      const d = await loadSection(`${section.url}/${postSlug}`, postSlug);
      expect(d.view).toBe('post');
      if (d.view !== 'post') return;
      expect(d.post.slug).toBe(postSlug);
      expect(d.alternates.en).toBe(`${section.url}/${postSlug}`);
    });

    it('answers 404 for a slug that is no post', async () => {
      expect(await status(loadSection(`${section.url}/no-such-post`, 'no-such-post'))).toBe(404);
    });
  });

  describe('the blog list', () => {
    it('reads `?page=` and `?search=`', async () => {
      const d = await loadList('/en/blog?page=2');
      expect(d.kind).toBe('blog');
      expect(d.pageData).toMatchObject({ page: '2', routeName: '/en/blog' });
      expect(d.address).toBe('/en/blog?page=2');
    });

    it.each(['?page=abc', '?page=', '?page=999'])('answers 404 for %j', async (query) => {
      expect(await status(loadList(`/en/blog${query}`))).toBe(404);
    });
  });
});
