import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeImage } from '#tests/factories/images';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { multipart } from '#tests/setup/multipart';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import { Markdown } from '#web/components/ui/markdown';

const texts = (pl: string, en: string, ru: string) => ({
  pl: { title: pl },
  en: { title: en },
  ru: { title: ru },
});

forEachDatabase('back-office blog and news API', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(getDb(), { MEDIA_MAX_UPLOAD_MB: 2 }, { tempDataDir: true });
    const staff = await createStaff(getDb().db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = async (method: string, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'x-forwarded-for': freshIp() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  };
  const section = async (kind: 'blog' | 'news', en: string) =>
    (
      await call('POST', '/api/admin/content/sections', {
        kind,
        translations: texts(`${en} pl`, en, `${en} ru`),
      })
    ).body as { id: number };
  const shopList = (kind: 'blog' | 'news' = 'blog', locale: 'pl' | 'en' | 'ru' = 'en') =>
    t.services.content.listPosts({ kind, locale, page: { first: 1, last: 1 } });
  const audits = async (entity: string) =>
    rows<{ action: string }>(
      getDb().db,
      sql`select action from audit_log where entity = ${entity} order by id`,
    );

  it('creates, lists, edits and deletes sections; slugs are made, kept and checked', async () => {
    const created = await call('POST', '/api/admin/content/sections', {
      kind: 'news',
      position: 2,
      translations: {
        pl: { title: 'Nowości w sklepie', description: 'Co nowego' },
        en: { title: 'Shop news' },
        ru: { title: 'Новости магазина', slug: 'novosti' },
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        kind: 'news',
        position: 2,
        post_count: 0,
        translations: {
          pl: { slug: 'nowosci-w-sklepie', description: 'Co nowego' },
          en: { slug: 'shop-news', description: '' },
          ru: { slug: 'novosti' },
        },
      },
    });
    expect(created.headers['cache-control']).toBe('no-store');
    const id = created.body.id;

    const taken = await call('POST', '/api/admin/content/sections', {
      kind: 'blog',
      translations: { ...texts('A', 'B', 'C'), en: { title: 'B', slug: 'shop-news' } },
    });
    expect(taken).toMatchObject({
      status: 422,
      body: { code: 'slug_taken', errors: { 'translations.en.slug': ['slug.taken'] } },
    });

    const renamed = await call('PATCH', `/api/admin/content/sections/${id}`, {
      translations: { en: { title: 'News of the shop' } },
    });
    expect(renamed.body.translations.en).toMatchObject({
      title: 'News of the shop',
      slug: 'shop-news',
    });
    const listed = await call('GET', '/api/admin/content/sections?kind=news');
    expect(listed.body.items.map((s: { id: number }) => s.id)).toContain(id);
    expect((await call('GET', '/api/admin/content/sections?kind=poems')).status).toBe(422);

    expect((await call('DELETE', `/api/admin/content/sections/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/content/sections/${id}`)).status).toBe(404);
    expect((await audits('content_section')).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses bad input with a field map and changes nothing', async () => {
    const { id } = await section('blog', 'Guides');
    const before = (await call('GET', '/api/admin/content/posts')).body.total;
    const bad = [
      [
        { section_id: id, published_at: null, translations: texts('', 'x', 'y') },
        'translations.pl.title',
      ],
      [
        { section_id: id, published_at: 'tomorrow', translations: texts('a', 'b', 'c') },
        'published_at',
      ],
      [
        { section_id: 999_999, published_at: null, translations: texts('a', 'b', 'c') },
        'section_id',
      ],
      [
        {
          section_id: id,
          published_at: null,
          cover_url: 'javascript:alert(1)',
          translations: texts('a', 'b', 'c'),
        },
        'cover_url',
      ],
      [
        {
          section_id: id,
          published_at: null,
          cover_url: 'https://evil.example/x.jpg',
          translations: texts('a', 'b', 'c'),
        },
        'cover_url',
      ],
      [{ section_id: id, published_at: null, translations: texts('a', 'b', 'c'), extra: 1 }, ''],
      [
        {
          section_id: id,
          published_at: null,
          translations: { ...texts('a', 'b', 'c'), en: { title: 'b', slug: 'Not A Slug' } },
        },
        'translations.en.slug',
      ],
      [
        {
          section_id: id,
          published_at: null,
          translations: {
            ...texts('a', 'b', 'c'),
            en: { title: 'b', meta_description: 'x'.repeat(301) },
          },
        },
        'translations.en.meta_description',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call('POST', '/api/admin/content/posts', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await call('POST', '/api/admin/content/posts', 'not json')).status).toBeLessThan(500);
    expect((await call('GET', '/api/admin/content/posts?status=old')).status).toBe(422);
    expect((await call('GET', '/api/admin/content/posts/abc')).status).toBe(404);
    expect(
      (await call('PATCH', '/api/admin/content/posts/999999', { cover_url: null })).status,
    ).toBe(404);
    expect((await call('GET', '/api/admin/content/posts')).body.total).toBe(before);
  });

  it('creates, edits and deletes posts; statuses, search and slug conflicts; every write audited', async () => {
    const { id: sectionId } = await section('blog', 'Home tips');
    const create = (body: object) => call('POST', '/api/admin/content/posts', body);
    const draft = await create({
      section_id: sectionId,
      published_at: null,
      translations: {
        pl: { title: 'Jak wybrać lampę', excerpt: 'Krótko', body: '## Wstęp\n\nTekst' },
        en: { title: 'How to choose a lamp', meta_description: 'Choosing a lamp, briefly' },
        ru: { title: 'Как выбрать лампу' },
      },
    });
    expect(draft).toMatchObject({
      status: 201,
      body: {
        status: 'draft',
        kind: 'blog',
        published_at: null,
        translations: {
          pl: { slug: 'jak-wybrac-lampe', excerpt: 'Krótko', body: '## Wstęp\n\nTekst' },
          en: { slug: 'how-to-choose-a-lamp', meta_description: 'Choosing a lamp, briefly' },
          ru: { slug: 'kak-vybrat-lampu' },
        },
      },
    });
    // The same title again: the next free slug; a typed slug that is taken: 422 on it.
    const twin = await create({
      section_id: sectionId,
      published_at: new Date(Date.now() - 60_000).toISOString(),
      translations: texts('Jak wybrać lampę', 'How to choose a lamp', 'Как выбрать лампу'),
    });
    expect(twin.body).toMatchObject({
      status: 'published',
      translations: { en: { slug: 'how-to-choose-a-lamp-2' } },
    });
    const clash = await call('PATCH', `/api/admin/content/posts/${twin.body.id}`, {
      translations: { en: { slug: 'how-to-choose-a-lamp' } },
    });
    expect(clash).toMatchObject({
      status: 422,
      body: { errors: { 'translations.en.slug': ['slug.taken'] } },
    });

    const scheduled = await create({
      section_id: sectionId,
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
      translations: texts('Jutro', 'Tomorrow', 'Завтра'),
    });
    expect(scheduled.body.status).toBe('scheduled');

    const list = async (query: string) =>
      (await call('GET', `/api/admin/content/posts?section_id=${sectionId}&${query}`)).body;
    expect((await list('status=draft')).items.map((p: { id: number }) => p.id)).toEqual([
      draft.body.id,
    ]);
    expect((await list('status=scheduled')).items.map((p: { id: number }) => p.id)).toEqual([
      scheduled.body.id,
    ]);
    expect((await list('status=published')).total).toBe(1);
    expect((await list('search=lampu')).total).toBe(2);
    const all = await list('kind=blog');
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ id: draft.body.id, section_title: 'Home tips pl' });

    // The shop shows only the published one.
    expect((await shopList()).posts.map((p) => p.id)).toContain(twin.body.id);
    expect((await shopList()).posts.map((p) => p.id)).not.toContain(draft.body.id);
    expect((await shopList()).posts.map((p) => p.id)).not.toContain(scheduled.body.id);

    const edited = await call('PATCH', `/api/admin/content/posts/${draft.body.id}`, {
      published_at: new Date(Date.now() - 1000).toISOString(),
      translations: { en: { body: 'Now **live**' } },
    });
    expect(edited.body).toMatchObject({
      status: 'published',
      translations: {
        en: { body: 'Now **live**', slug: 'how-to-choose-a-lamp' },
        pl: { excerpt: 'Krótko' },
      },
    });
    const post = await t.services.content.post('blog', 'en', 'home-tips', 'how-to-choose-a-lamp');
    expect(post).toMatchObject({
      body: 'Now **live**',
      metaDescription: 'Choosing a lamp, briefly',
    });

    expect((await call('DELETE', `/api/admin/content/posts/${twin.body.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/content/posts/${twin.body.id}`)).status).toBe(404);
    const deleteFull = await call('DELETE', `/api/admin/content/sections/${sectionId}`);
    expect(deleteFull).toMatchObject({ status: 409, body: { code: 'section_not_empty' } });
    expect((await audits('content_post')).map((r) => r.action)).toEqual([
      'create',
      'create',
      'create',
      'update',
      'delete',
    ]);
  });

  it('stores hostile Markdown as text and the shop renders it inert', async () => {
    const { id: sectionId } = await section('news', 'Hostile');
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert`1`) [data](data:text/html;base64,PHNjcmlwdD4=)',
      '![pixel](https://evil.example/p.gif) ![ok](/media/content/ab/640.jpg)',
      '[out](https://example.com/page)',
    ].join('\n\n');
    const created = await call('POST', '/api/admin/content/posts', {
      section_id: sectionId,
      published_at: new Date(Date.now() - 1000).toISOString(),
      translations: {
        ...texts('Zło', 'Evil', 'Зло'),
        en: { title: 'Evil <b>title</b>', slug: 'evil', body: hostile },
      },
    });
    expect(created.status).toBe(201);
    const post = await t.services.content.post('news', 'en', 'hostile', 'evil');
    expect(post?.body).toBe(hostile);
    const html = renderToStaticMarkup(createElement(Markdown, { source: post!.body }));
    // Raw HTML stays text: no tag carries a script, a handler, or an address from elsewhere.
    expect(html).not.toMatch(/<script|<[^>]*onerror|javascript:|data:text|evil\.example/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<img src="/media/content/ab/640.jpg" alt="ok"');
    expect(html).toMatch(/<a href="https:\/\/example.com\/page"[^>]*rel="[^"]*nofollow[^"]*"/);
    expect(html).toMatch(/rel="[^"]*noopener/);
  });

  it('uploads a content image through the media pipeline; a non-image is refused', async () => {
    const form = multipart([
      {
        filename: 'x.png',
        type: 'image/png',
        bytes: await makeImage('png', { width: 800, height: 600 }),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...headers, ...form.headers, 'x-forwarded-for': freshIp() },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image.url).toMatch(/^\/media\/content\/[a-f0-9]{16}\/640\.jpg$/);
    expect(image.sources.map((s: { format: string }) => s.format)).toEqual(
      expect.arrayContaining(['avif', 'webp', 'jpeg']),
    );
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const fake = multipart([
      { filename: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...headers, ...fake.headers, 'x-forwarded-for': freshIp() },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await audits('content_image')).length).toBe(1);
  });

  it('hides a scheduled post until its date, then drops the cached pages without any write', async () => {
    const { id: sectionId } = await section('blog', 'Soon');
    let changes = 0;
    const off = t.services.onCatalogChange(() => {
      changes += 1;
    });
    const at = new Date(Date.now() + 1500);
    const created = await call('POST', '/api/admin/content/posts', {
      section_id: sectionId,
      published_at: at.toISOString(),
      translations: texts('Wkrótce', 'Coming soon', 'Скоро'),
    });
    expect(created.body.status).toBe('scheduled');
    const sitemap = async () =>
      (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect((await shopList()).posts.map((p) => p.id)).not.toContain(created.body.id);
    expect(await t.services.content.post('blog', 'en', 'soon', 'coming-soon')).toBeNull();
    expect(await sitemap()).not.toContain('/en/blog/soon/coming-soon');
    await expect
      .poll(() => t.services.publishTimer.armedFor(), { timeout: 2000 })
      .toBe(at.getTime());

    const afterWrite = changes;
    await expect.poll(() => changes, { timeout: 5000, interval: 100 }).toBeGreaterThan(afterWrite);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    off();
    expect((await shopList()).posts.map((p) => p.id)).toContain(created.body.id);
    expect(await t.services.content.post('blog', 'en', 'soon', 'coming-soon')).not.toBeNull();
    expect(await sitemap()).toContain('/en/blog/soon/coming-soon');
    expect((await call('GET', `/api/admin/content/posts/${created.body.id}`)).body.status).toBe(
      'published',
    );
  });
});
