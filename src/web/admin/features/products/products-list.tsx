import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { AdminProduct } from '#contracts/admin/products';
import { buttonClasses } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { PlusIcon } from '#web/components/ui/icons';
import { BulkBar } from './bulk-bar';
import { categoryOptions } from './category-options';
import { useProductsT } from './i18n';
import { ListPagination } from './list-pagination';
import {
  columnSort,
  hasFilters,
  lastPage,
  listApiQuery,
  listStateToParams,
  nextSort,
  parseListState,
  sameQuery,
  withChange,
  EMPTY_LIST_STATE,
  type ListState,
  type SortColumn,
} from './list-state';
import { ListToolbar } from './list-toolbar';
import { useProductCategories, useProductList } from './product-queries';
import { DataTable } from '#web/admin/components/data-table';
import { productColumns } from './product-columns';
import { productTitle } from '#web/admin/lib/product-title';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { AdminPage } from '#web/admin/components/admin-page';

/**
 * The products list: search, filters, sort and page in the address; a selection (kept across
 * pages, by id) for the bulk actions. Data comes through TanStack Query; the previous page stays
 * on screen, dimmed, while the next one loads.
 */
export function ProductsList() {
  const t = useProductsT();
  const locale = useAdminLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const query = listApiQuery(state);

  const list = useProductList(query);
  const categories = useProductCategories();
  const options = useMemo(
    () => (categories.data ? categoryOptions(categories.data, locale) : []),
    [categories.data, locale],
  );
  const paths = useMemo(() => new Map(options.map((o) => [o.id, o.path])), [options]);
  const categoryPath = useCallback((id: number) => paths.get(id) ?? `#${id}`, [paths]);

  const [selection, setSelection] = useState<ReadonlyMap<number, AdminProduct>>(new Map());
  const selectedIds = useMemo(() => new Set([...selection.keys()].map(String)), [selection]);
  const waiting = list.data?.items.some((p) => (p.waiting ?? 0) > 0) ?? false;
  // A sale's window is judged at the moment the page's products were read.
  const asOf = list.dataUpdatedAt;
  const columns = useMemo(
    () => productColumns({ categoryPath, locale, t, waiting, asOf }),
    [categoryPath, locale, t, waiting, asOf],
  );
  const onSelect = useCallback((products: AdminProduct[], checked: boolean) => {
    setSelection((current) => {
      const next = new Map(current);
      for (const p of products) {
        if (checked) next.set(p.id, p);
        else next.delete(p.id);
      }
      return next;
    });
  }, []);
  const [notice, setNotice] = useState<string | null>(null);

  // The address we last asked for, until the router has it: a second change made before the first
  // one is rendered (a layout loader may still be running) builds on it instead of undoing it.
  const asked = useRef<string | null>(null);
  const location = useLocation();
  useEffect(() => {
    if (asked.current !== null && sameQuery(asked.current, location.search)) asked.current = null;
  }, [location.search]);
  const go = (update: (current: ListState) => ListState, replace = false) => {
    const latest = parseListState(new URLSearchParams(asked.current ?? window.location.search));
    const next = listStateToParams(update(latest));
    asked.current = `?${next.toString()}`;
    setNotice(null);
    setParams(next, { replace, preventScrollReset: true });
  };

  const total = list.data?.total ?? 0;
  const items = list.data?.items;
  // A page past the end (products deleted meanwhile, an old link): show the last one instead.
  const pastEnd = list.data !== undefined && total > 0 && state.page > lastPage(total, state.limit);
  const toLastPage = useEffectEvent(() =>
    setParams(listStateToParams({ ...state, page: lastPage(total, state.limit) }), {
      replace: true,
    }),
  );
  useEffect(() => {
    if (pastEnd) toLastPage();
  }, [pastEnd]);

  const newButton = (
    <Link to="/admin/products/new" className={buttonClasses({ variant: 'primary', size: 'md' })}>
      <PlusIcon size={18} />
      {t('list.new')}
    </Link>
  );

  const empty = hasFilters(state) ? (
    <div className="flex flex-col items-center gap-3">
      <p className="font-medium text-ink">{t('list.noMatch')}</p>
      <button
        type="button"
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        onClick={() => go((s) => ({ ...EMPTY_LIST_STATE, sort: s.sort, limit: s.limit }))}
      >
        {t('list.filter.clear')}
      </button>
    </div>
  ) : (
    <div className="flex flex-col items-center gap-3">
      <p className="font-medium text-ink">{t('list.emptyTitle')}</p>
      <p className="max-w-sm text-muted">{t('list.emptyText')}</p>
      {newButton}
    </div>
  );

  return (
    <AdminPage
      title={t('list.title')}
      description={list.data ? t('list.count', { count: total }) : t('list.description')}
      actions={newButton}
    >
      <ListToolbar state={state} onChange={go} categories={options} />

      {selection.size > 0 && (
        <BulkBar
          selected={[...selection.values()]}
          categories={options}
          onClear={() => setSelection(new Map())}
          onDone={(message) => {
            setSelection(new Map());
            setNotice(message);
          }}
          locale={locale}
        />
      )}
      <div
        role="status"
        className={
          notice
            ? 'rounded-md border border-success-700/30 bg-success-50 px-4 py-2.5 text-sm font-medium text-success-700'
            : 'sr-only'
        }
      >
        {notice}
      </div>

      {list.isError && !list.data ? (
        <LoadFailed
          text={t('list.loadFailed')}
          retry={t('common.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <DataTable
            columns={columns}
            data={items}
            caption={t('list.caption')}
            empty={empty}
            getRowId={(p) => String(p.id)}
            rowProps={(p) => ({ 'data-product-id': String(p.id) })}
            density="compact"
            skeletonRows={8}
            refreshing={list.isPlaceholderData}
            serverSort={{
              sortOf: (key) => columnSort(state.sort, key as SortColumn),
              onSort: (key) =>
                go((s) => withChange(s, { sort: nextSort(s.sort, key as SortColumn) })),
            }}
            selection={{
              selected: selectedIds,
              onSelect,
              pageLabel: t('list.selectPage'),
              rowLabel: (p) => t('list.selectOne', { title: productTitle(p, locale) }),
            }}
          />
          {list.data && total > 0 && (
            <ListPagination
              page={state.page}
              limit={state.limit}
              total={total}
              onPage={(page) => go((s) => ({ ...s, page }))}
              onLimit={(limit) => go((s) => withChange(s, { limit }))}
              locale={locale}
            />
          )}
        </div>
      )}
    </AdminPage>
  );
}
