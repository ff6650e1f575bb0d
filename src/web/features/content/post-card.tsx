import { Link } from 'react-router';
import type { PostSummary } from '#contracts/content';
import { useLocale } from '#web/lib/i18n/use-translate';
import { PostCover } from './post-cover';

export function PublishedDate({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(iso),
      )}
    </time>
  );
}

export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white">
      {post.cover && (
        <PostCover
          src={post.cover}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[1200/630] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs uppercase tracking-wide text-muted">
          {post.section.title} · <PublishedDate iso={post.publishedAt} />
        </p>
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={post.url} className="after:absolute after:inset-0 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{post.excerpt}</p>
      </div>
    </article>
  );
}

export function PostGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {posts.map((p, i) => (
        <li key={p.id}>
          <PostCard post={p} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}
