import { useCallback, useState } from 'react';
import type { Product } from '../../../contracts/catalog';
import { pageHref } from '../../../domain/pagination/page-address';
import { MAX_PAGE_RANGE, rangeLength, type PageRange } from '../../../domain/pagination/page-value';
import { getJson } from '../../lib/api';

/**
 * "Load more": fetches the page after the shown range through the listing's `pagination/yet`
 * call, appends it, and turns the address into a range (`page=1-3`) without a reload, so a
 * reload or a shared link renders the same products (the server renders ranges whole).
 */
export function useLoadMore(
  initial: { products: Product[]; page: PageRange; lastPage: number },
  apiUrl: (page: number) => string,
) {
  const [products, setProducts] = useState(initial.products);
  const [page, setPage] = useState(initial.page);
  const [source, setSource] = useState(initial.products);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (source !== initial.products) {
    // A new loader result (filters, sort, navigation) replaces what was appended.
    setSource(initial.products);
    setProducts(initial.products);
    setPage(initial.page);
  }

  const canLoadMore = page.last < initial.lastPage && rangeLength(page) < MAX_PAGE_RANGE;
  const loadMore = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const next = page.last + 1;
      const answer = await getJson<{ products: Product[] }>(apiUrl(next));
      const range = { first: page.first, last: next };
      setProducts((shown) => [
        ...shown,
        ...answer.products.filter((p) => !shown.some((s) => s.id === p.id)),
      ]);
      setPage(range);
      const href = pageHref({
        style: 'query',
        base: window.location.pathname + window.location.search,
        page: range,
      });
      window.history.replaceState(window.history.state, '', href);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [apiUrl, loading, page]);
  return { products, page, canLoadMore, loadMore, loading, failed };
}
