import { useEffect, useSyncExternalStore } from 'react';
import type { Product } from '../../../contracts/catalog';
import { MAX_COMPARE_PRODUCTS, type CompareData } from '../../../contracts/compare';
import type { Locale } from '../../../domain/locale';
import { api, type createApiClient } from '../../lib/api';
import { broadcast, onCrossTab, type CrossTabEvent } from '../../lib/cross-tab';
import type { MessageKey } from '../../lib/i18n/translate';
import { notify, swallow, type Notice } from '../../lib/notices';
import { createOptimistic } from '../../lib/optimistic';
import { pageLocale } from '../../lib/page-locale';
import { createStore } from '../../lib/store';
import { headerCounts } from '../header-count/header-count';

export type CompareProduct = CompareData['products'][number];

/**
 * The compare list (spec 4, CONTRACT.md "Compare"): on the server, bound to a cookie, so guests
 * have one too. Toggles read `ids`, the header badge `count` (seeded from the header call), the
 * compare page `products`.
 */
export interface CompareState {
  /** Null until loaded. */
  products: CompareProduct[] | null;
  ids: ReadonlySet<number>;
  count: number;
  /** The compare page as the server names it; '/' when the list is empty. */
  url: string;
  /** The last load failed: the page offers to try again. */
  loadFailed: boolean;
}

/** What a change did (the toggle shows the toast). `ignored`: already so, or already on its way. */
export type CompareResult = 'added' | 'removed' | 'cleared' | 'ignored' | 'full' | 'failed';

type Change = { add: number } | { remove: number } | { clear: true };

export interface CompareDeps {
  api: Pick<ReturnType<typeof createApiClient>, 'get'>;
  locale: () => Locale;
  broadcast: (event: CrossTabEvent) => void;
  /** The list is full: a notice instead of a call the server would refuse. */
  notify: (notice: Notice) => void;
  /** A failed call: logged and turned into a gentle notice (spec 8), never the error popup. */
  failed: (what: string, message: MessageKey, error: unknown) => void;
}

export const EMPTY_COMPARE: CompareState = {
  products: null,
  ids: new Set(),
  count: 0,
  url: '/',
  loadFailed: false,
};

const fromAnswer = (data: CompareData): CompareState => ({
  products: data.products,
  ids: new Set(data.products.map((p) => p.id)),
  count: data.products.length,
  url: data.url,
  loadFailed: false,
});

function applyChange(state: CompareState, change: Change): CompareState {
  if ('clear' in change)
    return { ...state, products: state.products && [], ids: new Set(), count: 0 };
  const ids = new Set(state.ids);
  if ('add' in change) {
    if (ids.has(change.add)) return state;
    ids.add(change.add);
    // The new column appears with the answer, which brings its attributes; the badge moves now.
    return { ...state, ids, count: state.count + 1 };
  }
  if (!ids.delete(change.remove)) return state;
  const products = state.products && state.products.filter((p) => p.id !== change.remove);
  return { ...state, ids, products, count: Math.max(0, state.count - 1) };
}

export function createCompare(deps: CompareDeps) {
  const store = createStore<CompareState>(EMPTY_COMPARE);
  const list = createOptimistic<CompareState, Change>({
    initial: EMPTY_COMPARE,
    apply: applyChange,
    publish: store.set,
  });
  const busy = new Set<number | 'all'>();
  let loading: Promise<void> | null = null;
  const localeParam = () => `locale=${deps.locale()}`;

  function load(): Promise<void> {
    loading ??= (async () => {
      const ticket = list.start();
      try {
        const data = await deps.api.get<CompareData>(`/get/comparisons?${localeParam()}`, {
          popup: false,
        });
        list.succeed(ticket, fromAnswer(data));
      } catch (error) {
        console.warn('compare load failed', error); // logged; the page shows its own retry
        list.update((base) => ({ ...base, loadFailed: true }));
      }
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** One change: shown at once, then every answer replaces the compare data (spec 4). */
  async function change(
    key: number | 'all',
    op: Change,
    url: string,
    done: Exclude<CompareResult, 'ignored' | 'full' | 'failed'>,
  ): Promise<CompareResult> {
    busy.add(key);
    const ticket = list.start(op);
    try {
      const data = await deps.api.get<CompareData>(url, { popup: false });
      list.succeed(ticket, fromAnswer(data));
      deps.broadcast({ type: 'compare' });
      return done;
    } catch (error) {
      list.fail(ticket);
      deps.failed('compare', 'compare.failed', error);
      return 'failed';
    } finally {
      busy.delete(key);
    }
  }

  function add(product: Pick<Product, 'id'>): Promise<CompareResult> {
    const { ids, count } = store.get();
    // Spec 4 and 5: an already compared product is ignored, without a call.
    if (ids.has(product.id) || busy.has(product.id)) return Promise.resolve('ignored');
    if (count >= MAX_COMPARE_PRODUCTS) {
      deps.notify({ message: 'compare.full', tone: 'info', id: 'compare' });
      return Promise.resolve('full');
    }
    const url = `/set/comparison?product=${product.id}&${localeParam()}`;
    return change(product.id, { add: product.id }, url, 'added');
  }

  function remove(id: number): Promise<CompareResult> {
    if (!store.get().ids.has(id) || busy.has(id)) return Promise.resolve('ignored');
    const url = `/delete/comparison?product=${id}&${localeParam()}`;
    return change(id, { remove: id }, url, 'removed');
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    add,
    remove,
    /** Adds a product not compared yet, removes one that is (the toggles). */
    toggle: (product: Pick<Product, 'id'>) =>
      store.get().ids.has(product.id) ? remove(product.id) : add(product),
    clear: () =>
      busy.has('all')
        ? Promise.resolve<CompareResult>('ignored')
        : change('all', { clear: true }, `/clear/comparisons?${localeParam()}`, 'cleared'),
    /** Fetches the list again (another tab changed it). */
    load,
    /** The compare page: loads once, whatever the header said. */
    ensureLoaded: () => (store.get().products ? Promise.resolve() : load()),
    /** The header's number: nothing to fetch when it is 0, the list itself otherwise. */
    seed(count: number) {
      if (store.get().products) return;
      list.update((base) => (base.products ? base : { ...base, count }));
      if (count > 0) void load();
    },
  };
}

export type Compare = ReturnType<typeof createCompare>;

/** The page's one compare list. */
export const compare = createCompare({
  api,
  locale: pageLocale,
  broadcast,
  notify,
  failed: (what, message, error) => swallow(what, message)(error),
});

/** The compare list for components; the server render always sees the empty one. */
export function useCompare(): CompareState {
  return useSyncExternalStore(compare.subscribe, compare.get, () => EMPTY_COMPARE);
}

/**
 * Mounted once per page (the layout): the badge from the header call, the list itself only when
 * there is something in it, again whenever another tab changed it.
 */
export function useCompareSync(): void {
  useEffect(() => {
    let live = true;
    void headerCounts().then((counts) => {
      if (live && counts) compare.seed(counts.compare);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(
    () =>
      onCrossTab((event) => {
        if (event.type === 'compare') void compare.load();
      }),
    [],
  );
}
