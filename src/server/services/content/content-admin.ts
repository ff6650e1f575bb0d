import type { Locale } from '#domain/locale';
import type { PostListQuery } from '#contracts/admin/content';
import type { ContentAdminDeps } from './admin-deps';
import { listAdminPosts } from './admin-post-read';
import { createPostAdmin } from './admin-posts';
import { createSectionAdmin } from './admin-sections';
import { createContentImages } from './content-images';

export type { ContentAdminDeps } from './admin-deps';

/**
 * Blog and news in the back office: sections, posts and their images. Every write commits with
 * its audit row, then `changed` drops every process's cached pages (docs/decisions/026).
 */
export function createContentAdminService(deps: ContentAdminDeps) {
  const posts = createPostAdmin(deps);
  return {
    sections: createSectionAdmin(deps),
    posts: {
      ...posts,
      list: (query: PostListQuery, locale: Locale = 'pl') => listAdminPosts(deps.db, query, locale),
    },
    images: createContentImages(deps),
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
