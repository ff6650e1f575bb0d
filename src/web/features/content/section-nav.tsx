import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/use-translate';
import type { ContentKind } from '#contracts/content';

/** Section chips plus a search box that searches within blog or news. */
export function SectionNav({
  kind,
  sections,
  activeUrl,
  action,
  search,
}: {
  kind: ContentKind;
  sections: Array<{ id: number; title: string; url: string }>;
  activeUrl: string | null;
  action: string;
  search: string;
}) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t(kind === 'blog' ? 'content.blogSections' : 'content.newsSections')}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                to={s.url}
                aria-current={s.url === activeUrl ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1.5 text-sm ${s.url === activeUrl ? 'border-brand-700 bg-brand-700 text-white' : 'border-line hover:border-brand-600'}`}
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={action} role="search" className="flex gap-2">
        <label htmlFor="content-search" className="sr-only">
          {t('content.search')}
        </label>
        <input
          id="content-search"
          type="search"
          name="search"
          defaultValue={search}
          placeholder={t('content.search')}
          maxLength={100}
          className="rounded border border-line px-3 py-2 text-sm"
        />
        <button
          type="submit"
          className="rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white"
        >
          {t('header.searchButton')}
        </button>
      </form>
    </div>
  );
}
