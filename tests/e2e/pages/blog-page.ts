// The blog and news (docs/rules.md#content-blog-and-news): sections, a section's pages, posts.
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/domain/locale';
import { gotoHydrated } from '../support/fixtures';
import { shopText } from '../support/text';
import { PageBar } from './page-bar';

export class BlogPage {
  readonly sections: Locator;
  /** The post cards: an article each, headed by a link to the post. */
  readonly posts: Locator;
  readonly pageBar: PageBar;

  constructor(
    readonly page: Page,
    locale: Locale = 'pl',
  ) {
    this.sections = page.getByRole('navigation', {
      name: shopText(locale)('content.blogSections'),
    });
    this.posts = page.getByRole('main').getByRole('article');
    this.pageBar = new PageBar(page);
  }

  async goto(locale: Locale = 'pl') {
    await gotoHydrated(this.page, `/${locale}/blog`);
  }

  /** A post card's heading link. */
  postLink(post: Locator): Locator {
    return post.getByRole('heading').getByRole('link');
  }
}
