import { beforeAll, expect, it } from 'vitest';
import { seedDemoShop } from '#server/db/seed/index';
import { forEachDatabase } from '#tests/setup/test-database';
import { POSTS_PAGE_SIZE, createContentService, type ContentService } from './content-service';

forEachDatabase('content service', (getDb) => {
  let content: ContentService;
  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 10 });
    content = createContentService(getDb().db);
  });

  it('lists two sections per kind in every locale', async () => {
    for (const kind of ['blog', 'news'] as const) {
      for (const locale of ['pl', 'en', 'ru'] as const) {
        const sections = await content.sections(kind, locale);
        expect(sections).toHaveLength(2);
        expect(sections[0]!.url).toMatch(new RegExp(`^/${locale}/${kind}/[a-z0-9-]+$`));
      }
    }
  });

  it('pages posts newest first, and a range renders several pages', async () => {
    const first = await content.listPosts({
      kind: 'blog',
      locale: 'en',
      page: { first: 1, last: 1 },
    });
    expect(first.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(12);
    const dates = first.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const range = await content.listPosts({
      kind: 'blog',
      locale: 'en',
      page: { first: 1, last: 2 },
    });
    expect(range.posts.slice(0, POSTS_PAGE_SIZE)).toEqual(first.posts);
    expect(range.posts).toHaveLength(2 * POSTS_PAGE_SIZE);
  });

  it('filters a section and searches within it', async () => {
    const [section] = await content.sections('news', 'pl');
    const inSection = await content.listPosts({
      kind: 'news',
      locale: 'pl',
      sectionId: section!.id,
      page: { first: 1, last: 2 },
    });
    expect(inSection.posts.every((p) => p.section.url === section!.url)).toBe(true);
    const word = inSection.posts[0]!.title.split(' ')[0]!;
    const found = await content.listPosts({
      kind: 'news',
      locale: 'pl',
      search: word,
      page: { first: 1, last: 1 },
    });
    expect(found.posts.map((p) => p.id)).toContain(inSection.posts[0]!.id);
    const none = await content.listPosts({
      kind: 'news',
      locale: 'pl',
      search: 'zzzz-no-such-words',
      page: { first: 1, last: 1 },
    });
    expect(none.total).toBe(0);
  });

  it('opens a post with neighbours in its section and alternates in every locale', async () => {
    const [section] = await content.sections('blog', 'ru');
    const list = await content.listPosts({
      kind: 'blog',
      locale: 'ru',
      sectionId: section!.id,
      page: { first: 1, last: 1 },
    });
    const middle = list.posts[1]!;
    const post = await content.post('blog', 'ru', section!.slug, middle.slug);
    expect(post?.title).toBe(middle.title);
    expect(post?.body.length).toBeGreaterThan(100);
    expect(post?.next?.url).toBe(list.posts[0]!.url); // newer
    expect(post?.prev?.url).toBe(list.posts[2]!.url); // older
    expect(Object.keys(post!.alternates)).toEqual(['pl', 'en', 'ru']);
    expect(post!.alternates.ru).toBe(middle.url);
    expect(await content.post('blog', 'ru', section!.slug, 'no-such-post')).toBeNull();
    expect(await content.post('news', 'ru', section!.slug, middle.slug)).toBeNull();
  });
});
