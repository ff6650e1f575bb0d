import { describe, expect, it, vi } from 'vitest';
import { MAX_COMPARE_PRODUCTS, type CompareData } from '#contracts/compare';
import { ApiError } from '#web/lib/api';
import { createCompareCalls } from './compare-calls';
import { createCompare, type CompareProduct } from './compare-store';

const product = (id: number): CompareProduct => ({
  id,
  title: `Product ${id}`,
  slug: `product-${id}`,
  url: `/pl/product/product-${id}`,
  price: 100,
  price_sale: null,
  category: 'Lampy',
  image: null,
  available: true,
  rating: null,
  attributes: [{ key: 'color', name: 'Kolor', value: 'biały' }],
});
const answerOf = (...ids: number[]): CompareData => ({
  products: ids.map(product),
  url: ids.length ? '/pl/compare' : '/',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake API whose GETs answer with the queued results in order (fetch is the edge). */
function setup() {
  const queue: Array<() => Promise<unknown>> = [];
  const calls: string[] = [];
  const get = vi.fn((url: string) => {
    calls.push(url);
    const next = queue.shift();
    if (!next) throw new Error(`unexpected GET ${url}`);
    return next();
  });
  const deps = {
    calls: createCompareCalls({ get } as never, () => 'ru'),
    broadcast: vi.fn(),
    notify: vi.fn(),
    fail: vi.fn(),
  };
  const compare = createCompare(deps);
  return {
    compare,
    deps,
    calls,
    answer: (data: CompareData) => queue.push(() => Promise.resolve(data)),
    answerLater: () => {
      const d = deferred<CompareData>();
      queue.push(() => d.promise);
      return d;
    },
    ids: () => [...compare.get().ids].sort((a, b) => a - b),
  };
}

describe('compare store', () => {
  it('adds with set/comparison and takes the answer as the new compare data', async () => {
    const { compare, calls, deps, answerLater, ids } = setup();
    const later = answerLater();
    const adding = compare.add(product(1));
    expect(ids()).toEqual([1]);
    expect(compare.get().count).toBe(1);
    later.resolve(answerOf(5, 1)); // the server also holds what another tab added
    expect(await adding).toBe('added');
    expect(calls).toEqual(['/set/comparison?product=1&locale=ru']);
    expect(ids()).toEqual([1, 5]);
    expect(compare.get()).toMatchObject({ count: 2, loadFailed: false });
    expect(compare.get().items?.map((p) => p.id)).toEqual([5, 1]);
    expect(deps.broadcast).toHaveBeenCalledWith({ type: 'compare' });
  });

  it('ignores adding an already compared product, without a call', async () => {
    const { compare, calls, answer, answerLater } = setup();
    answer(answerOf(1));
    await compare.add(product(1));
    expect(await compare.add(product(1))).toBe('ignored');
    expect(calls).toHaveLength(1);

    // Also while the first add of a product is still on its way (a double click).
    const later = answerLater();
    const first = compare.add(product(2));
    expect(await compare.add(product(2))).toBe('ignored');
    later.resolve(answerOf(1, 2));
    await first;
    expect(calls).toHaveLength(2);
  });

  it('refuses a product past the limit with a notice and no call', async () => {
    const { compare, calls, deps, answer } = setup();
    const full = Array.from({ length: MAX_COMPARE_PRODUCTS }, (_, i) => i + 1);
    answer(answerOf(...full));
    await compare.load();
    calls.length = 0;
    expect(await compare.add(product(99))).toBe('full');
    expect(calls).toEqual([]);
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'compare.full' }));
  });

  it('removes and clears at once; each answer replaces the data', async () => {
    const { compare, calls, answer, answerLater, ids } = setup();
    answer(answerOf(1, 2, 3));
    await compare.load();
    const later = answerLater();
    const removing = compare.remove(2);
    expect(ids()).toEqual([1, 3]);
    expect(compare.get().items?.map((p) => p.id)).toEqual([1, 3]);
    later.resolve(answerOf(1, 3));
    expect(await removing).toBe('removed');

    answer(answerOf());
    const clearing = compare.clear();
    expect(compare.get()).toMatchObject({ count: 0, items: [] });
    expect(await clearing).toBe('cleared');
    expect(compare.get()).toMatchObject({ count: 0, items: [] });
    expect(calls.slice(1)).toEqual([
      '/delete/comparison?product=2&locale=ru',
      '/clear/comparisons?locale=ru',
    ]);
  });

  it('puts a product back with a gentle notice when removing it fails', async () => {
    const { compare, deps, answer, answerLater, ids } = setup();
    answer(answerOf(1, 2));
    await compare.load();
    const later = answerLater();
    const removing = compare.remove(1);
    expect(ids()).toEqual([2]);
    later.reject(new ApiError(500, null, null));
    expect(await removing).toBe('failed');
    expect(ids()).toEqual([1, 2]);
    expect(compare.get().items?.map((p) => p.id)).toEqual([1, 2]);
    expect(deps.fail).toHaveBeenCalledWith(expect.any(ApiError), 'compare.failed');
    expect(deps.broadcast).not.toHaveBeenCalled();
  });

  it('toggle adds a product not compared and removes one that is', async () => {
    const { compare, calls, answer } = setup();
    answer(answerOf(4));
    expect(await compare.toggle(product(4))).toBe('added');
    answer(answerOf());
    expect(await compare.toggle(product(4))).toBe('removed');
    expect(calls).toEqual([
      '/set/comparison?product=4&locale=ru',
      '/delete/comparison?product=4&locale=ru',
    ]);
  });

  it('loads the list only when the header says there is something in it', async () => {
    const { compare, calls, answer } = setup();
    compare.seed(0);
    expect(calls).toEqual([]);
    expect(compare.get()).toMatchObject({ count: 0, items: null });

    answer(answerOf(1, 2));
    compare.seed(2);
    expect(compare.get().count).toBe(2); // the badge, before the list arrives
    await compare.ensureLoaded();
    expect(calls).toEqual(['/get/comparisons?locale=ru']);
    expect(compare.get().items).toHaveLength(2);
    await compare.ensureLoaded(); // the page asks again: already there
    expect(calls).toHaveLength(1);
  });

  it('marks a failed load so the page can offer to try again', async () => {
    const { compare, answerLater } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const later = answerLater();
    const loading = compare.ensureLoaded();
    later.reject(new ApiError(500, null, null));
    await loading;
    expect(compare.get()).toMatchObject({ items: null, loadFailed: true });
    expect(warn).toHaveBeenCalledWith('compare load failed', expect.any(ApiError));
  });

  it('sends writes one at a time, in order; a failed one is undone alone', async () => {
    const { compare, calls, answerLater, ids } = setup();
    const first = answerLater();
    const second = answerLater();
    const a = compare.add(product(1));
    const b = compare.add(product(2));
    expect(ids()).toEqual([1, 2]);
    await vi.waitFor(() => expect(calls).toHaveLength(1)); // the second waits for the first
    first.reject(new ApiError(500, null, null));
    expect(await a).toBe('failed');
    expect(ids()).toEqual([2]);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    second.resolve(answerOf(2));
    expect(await b).toBe('added');
    expect(calls).toEqual([
      '/set/comparison?product=1&locale=ru',
      '/set/comparison?product=2&locale=ru',
    ]);
    expect(ids()).toEqual([2]);
  });

  it('reset forgets the list and any answer still on its way', async () => {
    const { compare, answer, answerLater, ids } = setup();
    answer(answerOf(1));
    await compare.load();
    const later = answerLater();
    const adding = compare.add(product(2));
    compare.reset();
    expect(compare.get()).toMatchObject({ items: null, count: 0 });
    later.resolve(answerOf(1, 2));
    await adding;
    expect(ids()).toEqual([]);
    expect(compare.get().items).toBeNull();
  });
});
