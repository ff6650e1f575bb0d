// axe on every kind of page, in each locale, on a phone and a desktop.
import { API, apiPath } from '#contracts/api-paths';
import type { Locale } from '#domain/locale';
import { BlogPage } from './pages/blog-page';
import { biggestTopCategory } from './support/catalog-data';
import { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './support/fixtures';

test.describe('accessibility', () => {
  for (const locale of ['pl', 'en', 'ru'] as Locale[]) {
    // Every locale on the desktop; the phone run (tag @mobile) once, in the default locale.
    const tags = locale === 'pl' ? { tag: '@mobile' } : {};
    test(`pages have no serious axe violations (${locale})`, tags, async ({ page, request }) => {
      test.setTimeout(90_000);
      const category = await biggestTopCategory(request, locale);
      const listing = await (
        await request.get(apiPath(API.catalogPage, { locale, categoryId: category.id }))
      ).json();
      const blog = new BlogPage(page, locale);
      await blog.goto();
      const postHref = await blog.postLink(blog.posts.first()).getAttribute('href');
      const pages = [
        `/${locale}`,
        category.url,
        listing.products[0].url,
        `/${locale}/search?search=lamp`,
        `/${locale}/sales`,
        `/${locale}/blog`,
        postHref!,
        `/${locale}/pages/terms`,
      ];
      for (const path of pages) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
