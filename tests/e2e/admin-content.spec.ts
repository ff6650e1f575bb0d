// Blog and news from the back office, end to end: a post scheduled a few seconds ahead stays
// hidden on the shop (list and page, cached pages included) and appears on its date with no
// further write; the editor's happy path from a new section to a published post with a cover.
import type { Page } from '@playwright/test';
import { ADMIN_API } from '#contracts/api-paths';
import { contentTranslate } from '#web/admin/features/content/i18n';
import { signedIn } from './pages/admin/admin-shell';
import { adminCall, newStaff, unique } from './support/admin';
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  test,
} from './support/admin-fixtures';
import { fieldLabel, LOCALES, ta } from './support/text';
import { makeImage } from '../factories/images';

const tc = contentTranslate('pl');
const LANG = { pl: 'Polski', en: 'English', ru: 'Русский' } as const;

/** The language tab of the editor (its name is the language's name in the staff's language). */
const tab = (page: Page, locale: (typeof LOCALES)[number]) =>
  page.getByRole('tab', { name: new RegExp(`^${ta(`lang.${locale}`)}`) });

async function fillTexts(page: Page, titles: Record<'pl' | 'en' | 'ru', string>, body?: string) {
  for (const locale of LOCALES) {
    await tab(page, locale).click();
    await page.getByLabel(fieldLabel(tc('editor.postTitle'))).fill(titles[locale]);
    if (body) await page.getByLabel(fieldLabel(tc('editor.body'))).fill(body);
  }
}

test('a post scheduled a few seconds ahead appears on the shop on its date, list and page', async ({
  page,
  ownerApi,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const section = await adminCall(ownerApi, 'POST', ADMIN_API.contentSections, {
    kind: 'blog',
    translations: {
      pl: { title: `Plan ${tag}`, slug: `plan-${tag}` },
      en: { title: `Plan ${tag}` },
      ru: { title: `План ${tag}` },
    },
  });
  expect(section.status()).toBe(201);
  const sectionTitle = `Plan ${tag}`;
  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/posts/new');

  const titles = { pl: `Zapowiedź ${tag}`, en: `Preview ${tag}`, ru: `Анонс ${tag}` };
  await fillTexts(page, titles);
  await page
    .getByLabel(fieldLabel(tc('editor.section')))
    .selectOption({ label: `${tc('kind.blog')} · ${sectionTitle}` });
  await page.getByLabel(tc('editor.mode.at')).check();
  // The browser's local time, a few seconds ahead (the field has seconds: step=1).
  const { local, at } = await page.evaluate(() => {
    const d = new Date(Date.now() + 12_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return {
      local: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`,
      at: Math.floor(d.getTime() / 1000) * 1000,
    };
  });
  await page.getByLabel(fieldLabel(tc('editor.at'))).fill(local);
  await page.getByRole('button', { name: tc('editor.save') }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByTestId('post-status').first()).toHaveAttribute('data-status', 'scheduled');
  const postSlug = await (async () => {
    await tab(page, 'pl').click();
    return page.getByLabel(fieldLabel(tc('editor.slug'))).inputValue();
  })();
  expect(postSlug).toMatch(/^zapowiedz-/);
  const postPath = `/pl/blog/plan-${tag}/${postSlug}`;

  // Hidden before its date: not on the list (asked twice, so the second answer is the cached
  // page) and no page of its own.
  const shop = await page.context().newPage();
  for (let i = 0; i < 2; i += 1) {
    const res = await gotoHydrated(shop, '/pl/blog');
    expect(res?.status()).toBe(200);
    await expect(shop.getByRole('link', { name: titles.pl })).toHaveCount(0);
  }
  expect((await shop.request.get(postPath)).status()).toBe(404);
  expect(Date.now()).toBeLessThan(at);

  // On its date: the list (the cached page was dropped by the timer, not by a write) and the page.
  await expect
    .poll(
      async () => {
        await gotoHydrated(shop, '/pl/blog');
        return shop.getByRole('link', { name: titles.pl }).count();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  const res = await gotoHydrated(shop, postPath);
  expect(res?.status()).toBe(200);
  await expect(shop.getByRole('heading', { level: 1, name: titles.pl })).toBeVisible();
  await expect(page.getByTestId('post-status').first()).toBeAttached();
});

test('editor happy path: a new section, a draft with a cover and a preview, then published', async ({
  page,
  ownerApi,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const staff = await newStaff(ownerApi, 'staff');
  await signedIn(page, staff, '/admin/content/sections');

  // A section, through its dialog.
  await page.getByRole('button', { name: tc('sections.new') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(fieldLabel(tc('posts.kind'))).selectOption('news');
  for (const locale of LOCALES)
    await dialog
      .getByLabel(`${ta('common.title')} (${ta(`lang.${locale}`)})`)
      .fill(`${LANG[locale]} ${tag}`);
  await dialog.getByRole('button', { name: ta('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `Polski ${tag}`, exact: true })).toBeVisible();

  // A draft with hostile Markdown: the preview shows it as text and keeps the safe parts.
  await gotoHydrated(page, '/admin/posts/new');
  const titles = { pl: `Nowość ${tag}`, en: `Novelty ${tag}`, ru: `Новинка ${tag}` };
  const body = '## Witamy\n\n**Ważne** <img src=x onerror=alert(1)> [zła](javascript:alert`1`)';
  await fillTexts(page, titles, body);
  await tab(page, 'pl').click();
  await page.getByLabel(fieldLabel(tc('editor.meta'))).fill(`Opis ${tag} dla wyszukiwarek`);
  await page.getByRole('button', { name: tc('editor.preview') }).click();
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'Witamy' })).toBeVisible();
  await expect(preview.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
  await expect(preview.locator('img, a[href^="javascript"]')).toHaveCount(0);

  await page
    .getByLabel(fieldLabel(tc('editor.section')))
    .selectOption({ label: `${tc('kind.news')} · Polski ${tag}` });
  await page.getByTestId('cover-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await makeImage('png', { width: 900, height: 500 }),
  });
  await expect(page.getByRole('img', { name: tc('editor.coverAlt') })).toHaveAttribute(
    'src',
    /^\/media\/content\/[a-f0-9]+\/640\.jpg$/,
  );
  await page.getByRole('button', { name: tc('editor.save') }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByTestId('post-status').first()).toHaveAttribute('data-status', 'draft');

  // Published now, from the same editor.
  await page.getByLabel(tc('editor.mode.now')).check();
  await page.getByRole('button', { name: tc('editor.save') }).click();
  await expect(page.getByTestId('post-status').first()).toHaveAttribute('data-status', 'published');
  const view = page.getByRole('link', { name: tc('editor.view') });
  const href = await view.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/pl/news/polski-${tag}/nowosc-`));

  // The list shows it published; the shop shows it with its meta description.
  await gotoHydrated(page, `/admin/posts?search=${encodeURIComponent(tag)}`);
  await expect(
    page.getByRole('link', { name: tc('posts.editOf', { name: titles.pl }) }),
  ).toBeVisible();
  const shop = await page.context().newPage();
  const res = await gotoHydrated(shop, href!);
  expect(res?.status()).toBe(200);
  await expect(shop.getByRole('heading', { level: 1, name: titles.pl })).toBeVisible();
  await expect(shop.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `Opis ${tag} dla wyszukiwarek`,
  );
  await expect(shop.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`the blog and news screens have one h1 and no serious axe violations (${width} px)`, async ({
    page,
    ownerApi,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const staff = await newStaff(ownerApi, 'staff');
    const post = await adminCall(ownerApi, 'POST', ADMIN_API.contentPosts, {
      section_id: await firstSection(ownerApi),
      published_at: null,
      translations: {
        pl: { title: 'Szkic a11y' },
        en: { title: 'Draft a11y' },
        ru: { title: 'Черновик a11y' },
      },
    });
    expect(post.status()).toBe(201);
    await signedIn(page, staff, '/admin/posts');
    for (const path of [
      '/admin/posts',
      '/admin/posts/new',
      `/admin/posts/${(await post.json()).id}`,
      '/admin/content/sections',
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

/** A section of the seeded blog, for posts whose section does not matter. */
async function firstSection(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get(`${ADMIN_API.contentSections}?kind=blog`);
  const { items } = (await res.json()) as { items: Array<{ id: number }> };
  return items[0]!.id;
}
