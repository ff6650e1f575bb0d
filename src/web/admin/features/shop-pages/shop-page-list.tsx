import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { LoadFailed } from '#web/components/ui/empty-state';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { useShopPagesT } from './i18n';
import { useShopPages, type AdminShopPage } from './shop-page-queries';

const column = createColumnHelper<AdminShopPage>();

/** The four shop pages, each with its title, version (the terms') and last change. */
export function ShopPageList() {
  const t = useShopPagesT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const pages = useShopPages();
  const columns = useMemo(
    () => [
      column.accessor('slug', {
        header: t('sp.page'),
        cell: ({ row, getValue }) => (
          <Link
            to={`/admin/shop-pages/${getValue()}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
            aria-label={t('sp.edit', { name: t(`sp.slug.${getValue()}`) })}
            data-testid="shop-page-link"
          >
            {t(`sp.slug.${getValue()}`)}
            <span className="block text-xs font-normal text-muted">
              {row.original.titles[locale]}
            </span>
          </Link>
        ),
      }),
      column.accessor('version', {
        header: t('sp.version'),
        meta: { align: 'right' },
        cell: ({ row, getValue }) =>
          row.original.slug === 'terms' ? (
            <span className="tabular-nums" data-testid="terms-version">
              {getValue()}
            </span>
          ) : (
            <span className="text-muted">{at('common.none')}</span>
          ),
      }),
      column.accessor('updated_at', {
        header: t('sp.updated'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatDateTime(locale, getValue())}</span>
        ),
      }),
    ],
    [t, at, locale],
  );
  if (pages.isError) {
    return (
      <LoadFailed
        text={at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  return (
    <DataTable
      columns={columns}
      data={pages.data}
      caption={t('sp.caption')}
      getRowId={(p) => p.slug}
      rowProps={(p) => ({ 'data-slug': p.slug })}
      empty={t('sp.missing')}
    />
  );
}
