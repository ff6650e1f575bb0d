import type { Product } from '#contracts/catalog';
import type { CompareData } from '#contracts/compare';
import { MAX_COMPARE_PRODUCTS } from '#contracts/limits';
import { broadcast, type CrossTabEvent } from '#web/lib/cross-tab';
import type { MessageKey } from '#web/lib/i18n/translate';
import { useList } from '#web/lib/list-store';
import {
  EMPTY_LIST,
  createServerList,
  type ServerList,
  type WriteResult,
} from '#web/lib/server-list';
import { notify, swallow, type Notice } from '#web/lib/notices';
import { compareCalls, type CompareCalls } from './compare-calls';

export type CompareProduct = CompareData['products'][number];

/** The compare list, on the server, bound to a cookie: guests have one too (docs/rules.md#comparison). */
export type CompareState = ServerList<CompareProduct>;

/** What a change did (the toggle shows the toast); `full`: refused here, nothing sent. */
export type CompareResult = WriteResult<'added' | 'removed' | 'cleared'> | 'full';

export interface CompareDeps {
  calls: CompareCalls;
  broadcast: (event: CrossTabEvent) => void;
  /** The list is full: a notice instead of a call the server would refuse. */
  notify: (notice: Notice) => void;
  fail: (error: unknown, message: MessageKey) => void;
}

export function createCompare(deps: CompareDeps) {
  const list = createServerList({
    name: 'compare',
    get: deps.calls.get,
    broadcast: () => deps.broadcast({ type: 'compare' }),
    fail: (error) => deps.fail(error, 'compare.failed'),
  });

  function add({ id }: Pick<Product, 'id'>): Promise<CompareResult> {
    // An already compared product is ignored, without a call (docs/rules.md#comparison).
    if (list.get().ids.has(id)) return Promise.resolve('ignored');
    if (list.get().count >= MAX_COMPARE_PRODUCTS && !list.busy(id)) {
      deps.notify({ message: 'compare.full', tone: 'info', id: 'compare' });
      return Promise.resolve('full');
    }
    return list.write({ add: id }, () => deps.calls.add(id), 'added');
  }

  const remove = (id: number): Promise<CompareResult> =>
    list.get().ids.has(id)
      ? list.write({ remove: id }, () => deps.calls.remove(id), 'removed')
      : Promise.resolve('ignored');

  return {
    ...list,
    add,
    remove,
    /** Adds a product not compared yet, removes one that is (the toggles). */
    toggle: (product: Pick<Product, 'id'>) =>
      list.get().ids.has(product.id) ? remove(product.id) : add(product),
    clear: () => list.write({ clear: true }, deps.calls.clear, 'cleared'),
    /** The header's number: nothing to fetch when it is 0, the list itself otherwise. */
    seed(count: number) {
      if (list.get().items) return;
      list.seed(count);
      if (count > 0) void list.load();
    },
  };
}

/** The page's one compare list. */
export const compare = createCompare({
  calls: compareCalls,
  broadcast,
  notify,
  fail: (error, message) => swallow('compare', message)(error),
});

export const useCompare = (): CompareState => useList(compare, EMPTY_LIST);
