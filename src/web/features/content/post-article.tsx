import { Link, href } from 'react-router';
import type { ContentKind, Post } from '#contracts/content';
import { Breadcrumbs } from '#web/components/ui/breadcrumbs';
import { Markdown } from '#web/components/ui/markdown';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { contentListHref } from './content-kind';
import { PublishedDate } from './post-card';
import { PostCover } from './post-cover';

/** One blog or news post: trail, title, date, cover, body, and its neighbours in the section. */
export function PostArticle({ kind, post }: { kind: ContentKind; post: Post }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        items={[
          { title: '', url: href('/:locale', { locale }) },
          {
            title: t(kind === 'blog' ? 'nav.blog' : 'nav.news'),
            url: contentListHref(kind, locale),
          },
          post.section,
          { title: post.title, url: post.url },
        ]}
      />
      <h1 className="mt-4 font-display text-h1 font-semibold text-ink">{post.title}</h1>
      <p className="mt-2 text-sm text-muted">
        <PublishedDate iso={post.publishedAt} />
      </p>
      {post.cover && <PostCover src={post.cover} className="mt-6 w-full rounded-card" />}
      <div className="mt-6">
        <Markdown source={post.body} />
      </div>
      <nav
        aria-label={t('content.neighbours')}
        className="mt-10 grid gap-4 border-t border-line pt-6 sm:grid-cols-2"
      >
        {post.prev ? (
          <Link to={post.prev.url} rel="prev" className="block">
            <span className="block text-xs text-muted">{t('content.older')}</span>
            {post.prev.title}
          </Link>
        ) : (
          <span />
        )}
        {post.next && (
          <Link to={post.next.url} rel="next" className="block sm:text-right">
            <span className="block text-xs text-muted">{t('content.newer')}</span>
            {post.next.title}
          </Link>
        )}
      </nav>
    </article>
  );
}
