import { useSyncExternalStore } from 'react';
import type { Product } from '../../../contracts/catalog';
import { MAX_COMPARE_PRODUCTS, type CompareData } from '../../../contracts/compare';
import { broadcast, type CrossTabEvent } from '../../lib/cross-tab';
import type { MessageKey } from '../../lib/i18n/translate';
import { createListStore } from '../../lib/list-store';
import { notify, swallow, type Notice } from '../../lib/notices';
import { compareCalls, type CompareCalls } from './compare-calls';

export type CompareProduct = CompareData['products'][number];

/**
 * The compare list, on the server and bound to a cookie, so guests have one too
 * (docs/rules.md#comparison). Toggles read `ids`, the header badge `count` (seeded from the
 * header call), the compare page `products`.
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
  calls: CompareCalls;
  broadcast: (event: CrossTabEvent) => void;
  /** The list is full: a notice instead of a call the server would refuse. */
  notify: (notice: Notice) => void;
  /** A failed call: logged and a gentle notice, never the error popup (docs/rules.md#errors). */
  fail: (error: unknown, message: MessageKey) => void;
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
  const id = 'add' in change ? change.add : change.remove;
  if (state.ids.has(id) === 'add' in change) return state; // already so
  const ids = new Set(state.ids);
  // A new column appears with the answer, which brings its attributes; the badge moves now.
  if ('add' in change) return { ...state, ids: ids.add(id), count: state.count + 1 };
  ids.delete(id);
  const products = state.products && state.products.filter((p) => p.id !== id);
  return { ...state, ids, products, count: Math.max(0, state.count - 1) };
}

export function createCompare(deps: CompareDeps) {
  const list = createListStore(EMPTY_COMPARE, applyChange);

  const load = () =>
    list.load(async (t) => {
      try {
        const data = await deps.calls.get();
        t.commit(() => fromAnswer(data));
      } catch (error) {
        console.warn('compare load failed', error); // logged; the page shows its own retry
        t.commit((base) => ({ ...base, loadFailed: true }));
      }
    });

  /** One change: shown at once; its answer replaces the compare data; undone when it fails. */
  async function write(
    key: number | 'all',
    change: Change,
    send: () => Promise<CompareData>,
    done: 'added' | 'removed' | 'cleared',
  ): Promise<CompareResult> {
    if (list.busy(key)) return 'ignored';
    try {
      return await list.write(
        key,
        change,
        async (t) => {
          const data = await send();
          t.commit(() => fromAnswer(data));
          deps.broadcast({ type: 'compare' });
          return done;
        },
        'ignored',
      );
    } catch (error) {
      deps.fail(error, 'compare.failed');
      return 'failed';
    }
  }

  function add(product: Pick<Product, 'id'>): Promise<CompareResult> {
    const { ids, count } = list.get();
    // An already compared product is ignored, without a call (docs/rules.md#comparison).
    if (ids.has(product.id) || list.busy(product.id)) return Promise.resolve('ignored');
    if (count >= MAX_COMPARE_PRODUCTS) {
      deps.notify({ message: 'compare.full', tone: 'info', id: 'compare' });
      return Promise.resolve('full');
    }
    return write(product.id, { add: product.id }, () => deps.calls.add(product.id), 'added');
  }

  function remove(id: number): Promise<CompareResult> {
    if (!list.get().ids.has(id)) return Promise.resolve('ignored');
    return write(id, { remove: id }, () => deps.calls.remove(id), 'removed');
  }

  return {
    get: list.get,
    subscribe: list.subscribe,
    add,
    remove,
    /** Adds a product not compared yet, removes one that is (the toggles). */
    toggle: (product: Pick<Product, 'id'>) =>
      list.get().ids.has(product.id) ? remove(product.id) : add(product),
    clear: () => write('all', { clear: true }, deps.calls.clear, 'cleared'),
    /** Fetches the list again (another tab changed it). */
    load,
    /** The compare page: loads once, whatever the header said. */
    ensureLoaded: () => (list.get().products ? Promise.resolve() : load()),
    /** The header's number: nothing to fetch when it is 0, the list itself otherwise. */
    seed(count: number) {
      if (list.get().products) return;
      list.update((base) => (base.products ? base : { ...base, count }));
      if (count > 0) void load();
    },
    /** Starts over (another session's list): answers still on their way are ignored. */
    reset: () => list.reset(EMPTY_COMPARE),
  };
}

export type Compare = ReturnType<typeof createCompare>;

/** The page's one compare list. */
export const compare = createCompare({
  calls: compareCalls,
  broadcast,
  notify,
  fail: (error, message) => swallow('compare', message)(error),
});

/** The compare list for components; the server render always sees the empty one. */
export function useCompare(): CompareState {
  return useSyncExternalStore(compare.subscribe, compare.get, () => EMPTY_COMPARE);
}
