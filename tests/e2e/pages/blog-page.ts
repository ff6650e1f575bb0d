// The blog (docs/rules.md#content-blog-and-news): its sections, a section's pages, its posts.
import type { Locator } from '@playwright/test';
import { PageBar } from './page-bar';
import { Screen } from './screen';

export class BlogPage extends Screen {
  readonly sections = this.page.getByRole('navigation', {
    name: this.t('content.blogSections'),
  });
  /** The post cards: an article each, headed by a link to the post. */
  readonly posts = this.page.getByRole('main').getByRole('article');
  readonly pageBar = new PageBar(this.page, this.locale);

  async goto() {
    await this.open('/blog');
  }

  /** A post card's heading link. */
  postLink(post: Locator): Locator {
    return post.getByRole('heading').getByRole('link');
  }
}
