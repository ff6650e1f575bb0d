import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '#contracts/catalog';
import { MAX_PAGE_RANGE, rangeLength, type PageRange } from '#domain/pagination/page-value';
import { getJson } from '#web/lib/api';
import { answer } from '#web/lib/answer';

const listingAnswer = answer('listingResponse');

/**
 * "Load more" (docs/rules.md#load-more): fetches the page after the shown range through the
 * listing's `pagination/yet` call, appends it, and moves the address to the range (`page=1-3`)
 * through the router, so `useLocation` stays true and a reload or a shared link renders the same
 * products (the server renders ranges whole). The move replaces the history entry, keeps the
 * scroll position and runs no loader: the page already shows what the new address names.
 */
export function useLoadMore(
  initial: { products: Product[]; page: PageRange; lastPage: number },
  calls: { apiUrl: (page: number) => string; href: (range: PageRange) => string },
) {
  const navigate = useNavigate();
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

  const { apiUrl, href } = calls;
  const canLoadMore = page.last < initial.lastPage && rangeLength(page) < MAX_PAGE_RANGE;
  const loadMore = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const next = page.last + 1;
      const answer = await getJson<{ products: Product[] }>(apiUrl(next), listingAnswer);
      const range = { first: page.first, last: next };
      setProducts((shown) => [
        ...shown,
        ...answer.products.filter((p) => !shown.some((s) => s.id === p.id)),
      ]);
      setPage(range);
      await navigate(href(range), {
        replace: true,
        preventScrollReset: true,
        defaultShouldRevalidate: false,
      });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [apiUrl, href, loading, navigate, page]);
  return { products, page, canLoadMore, loadMore, loading, failed };
}
