import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { POST_STATUSES } from '#contracts/admin/content';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { SearchIcon } from '#web/components/ui/icons';
import { DataTable } from '#web/admin/components/data-table';
import { Pager } from '#web/admin/components/pager';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { usePosts, useSections, type AdminPostRow } from './content-queries';
import { useContentT } from './i18n';
import { PostStatusBadge } from './status-badge';

const column = createColumnHelper<AdminPostRow>();
const FILTERS = ['kind', 'section_id', 'status', 'search', 'page'] as const;

/** The list's filters live in the address, so a link or a reload shows the same list. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string | undefined> = {};
  for (const key of FILTERS) query[key] = params.get(key) || undefined;
  const set = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  return { query, set };
}

/** Posts of both kinds, newest first, with filters by kind, section, status and a search. */
export function PostList() {
  const t = useContentT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const { query, set } = useFilters();
  const posts = usePosts(query);
  const sections = useSections();
  const title = (p: AdminPostRow) =>
    p.translations[locale].title || p.translations.pl.title || t('posts.untitled');

  const columns = useMemo(
    () => [
      column.display({
        id: 'title',
        header: at('common.title'),
        cell: ({ row }) => (
          <Link
            to={`/admin/posts/${row.original.id}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
            aria-label={t('posts.editOf', { name: title(row.original) })}
          >
            {title(row.original)}
          </Link>
        ),
      }),
      column.display({
        id: 'section',
        header: t('posts.section'),
        cell: ({ row }) => (
          <span>
            {row.original.section_title}
            <span className="block text-xs text-muted">{t(`kind.${row.original.kind}`)}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('posts.status'),
        cell: ({ getValue }) => <PostStatusBadge status={getValue()} />,
      }),
      column.accessor('published_at', {
        header: t('posts.date'),
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? (
            <time dateTime={at} className="whitespace-nowrap tabular-nums">
              {formatDateTime(locale, at)}
            </time>
          ) : (
            <span className="text-muted">—</span>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, at, locale],
  );

  if (posts.isError)
    return (
      <LoadFailed
        text={at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void posts.refetch()}
      />
    );
  const sectionOptions = (sections.data ?? []).filter((s) => !query.kind || s.kind === query.kind);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 rounded-lg border border-line bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-4">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            set('search', String(new FormData(e.currentTarget).get('search') ?? '').trim());
          }}
        >
          <Field label={t('posts.search')}>
            <Input
              name="search"
              type="search"
              maxLength={100}
              defaultValue={query.search ?? ''}
              leading={<SearchIcon size={18} />}
            />
          </Field>
        </form>
        <Field label={t('posts.kind')}>
          <Select value={query.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
            <option value="">{t('posts.all')}</option>
            <option value="blog">{t('kind.blog')}</option>
            <option value="news">{t('kind.news')}</option>
          </Select>
        </Field>
        <Field label={t('posts.section')}>
          <Select
            value={query.section_id ?? ''}
            onChange={(e) => set('section_id', e.target.value)}
          >
            <option value="">{t('posts.all')}</option>
            {sectionOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.translations[locale].title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('posts.status')}>
          <Select value={query.status ?? ''} onChange={(e) => set('status', e.target.value)}>
            <option value="">{t('posts.all')}</option>
            {POST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DataTable
        columns={columns}
        data={posts.data?.items}
        caption={t('posts.caption')}
        getRowId={(p) => String(p.id)}
        rowProps={(p) => ({ 'data-post-id': String(p.id) })}
        empty={t('posts.empty')}
      />
      {posts.data && (
        <Pager
          page={Number(query.page ?? 1)}
          limit={posts.data.page_size}
          total={posts.data.total}
        />
      )}
    </div>
  );
}
