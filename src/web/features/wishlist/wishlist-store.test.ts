import { describe, expect, it, vi } from 'vitest';
import type { Product } from '#contracts/catalog';
import { ApiError } from '#web/lib/api';
import { createWishlistCalls } from './wishlist-calls';
import { createPendingWrite } from '#web/lib/pending-write';
import { createWishlist, parsePress } from './wishlist-store';

/** A tab's session storage. */
const tabOf = (session: Map<string, string>) => ({
  getItem: (k: string) => session.get(k) ?? null,
  setItem: (k: string, v: string) => void session.set(k, v),
  removeItem: (k: string) => void session.delete(k),
});

const product = (id: number): Product => ({
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
});

/** A promise the test settles by hand, to look at the state while a call is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake API: each method answers with the next result queued for it (fetch is the edge). */
function setup(options: { loggedIn?: boolean; session?: Map<string, string> } = {}) {
  let loggedIn = options.loggedIn ?? true;
  const answers: Record<'get' | 'post' | 'put', Array<() => Promise<unknown>>> = {
    get: [],
    post: [],
    put: [],
  };
  const calls: string[] = [];
  const method = (name: 'get' | 'post' | 'put') =>
    vi.fn((url: string) => {
      calls.push(`${name.toUpperCase()} ${url}`);
      const next = answers[name].shift();
      if (!next) throw new Error(`unexpected ${name} ${url}`);
      return next();
    });
  const api = { get: method('get'), post: method('post'), put: method('put') };
  const deps = {
    calls: createWishlistCalls(api as never, () => 'en'),
    loggedIn: () => loggedIn,
    broadcast: vi.fn(),
    fail: vi.fn(),
    pending: options.session
      ? createPendingWrite('wishlist_pending', parsePress, () => tabOf(options.session!))
      : undefined,
  };
  const wishlist = createWishlist(deps);
  const answer = (name: 'get' | 'post' | 'put', value: unknown) =>
    answers[name].push(() => Promise.resolve(value));
  const answerLater = (name: 'get' | 'post' | 'put') => {
    const d = deferred<unknown>();
    answers[name].push(() => d.promise);
    return d;
  };
  return {
    wishlist,
    deps,
    calls,
    answer,
    answerLater,
    logOut: () => (loggedIn = false),
    /** Pressed hearts, sorted (a set has no meaningful order). */
    ids: () => [...wishlist.get().ids].sort((a, b) => a - b),
  };
}

describe('wish list store', () => {
  it("sends again, before the next page's list, a press whose answer never came", async () => {
    const session = new Map<string, string>();
    const first = setup({ session });
    first.answerLater('post'); // the page goes before the answer (or its token refresh) comes
    void first.wishlist.toggle(product(1));
    expect(first.ids()).toEqual([1]);

    const next = setup({ session });
    next.answer('post', [product(1)]);
    next.answer('get', [product(1)]);
    await next.wishlist.ensureLoaded();
    expect(next.calls).toEqual([
      'POST /api/client/wish_list/add/1?locale=en',
      'GET /api/client/wish_list?locale=en',
    ]);
    expect(next.ids()).toEqual([1]);
    // Sent once: a third page has nothing left to send.
    const third = setup({ session });
    third.answer('get', [product(1)]);
    await third.wishlist.load();
    expect(third.calls).toEqual(['GET /api/client/wish_list?locale=en']);
  });

  it('forgets a press once it is answered on its page', async () => {
    const session = new Map<string, string>();
    const page = setup({ session });
    page.answer('post', [product(1)]);
    expect(await page.wishlist.toggle(product(1))).toBe('added');
    expect(session.size).toBe(0);
  });

  it('asks a guest to log in and sends nothing', async () => {
    const { wishlist, calls, deps, ids } = setup({ loggedIn: false });
    expect(await wishlist.toggle(product(1))).toBe('login');
    expect(calls).toEqual([]);
    expect(ids()).toEqual([]);
    expect(deps.broadcast).not.toHaveBeenCalled();
    await wishlist.load();
    expect(calls).toEqual([]); // a guest has no list to load either
  });

  it('shows the heart pressed at once, then takes the list the server answers', async () => {
    const { wishlist, calls, deps, answerLater, ids } = setup();
    const post = answerLater('post');
    const pressed = wishlist.toggle(product(1));
    expect(ids()).toEqual([1]);
    expect(wishlist.get().count).toBe(1);

    // The server's list also holds what another tab added: the answer replaces the guess.
    post.resolve([product(7), product(1)]);
    expect(await pressed).toBe('added');
    expect(calls).toEqual(['POST /api/client/wish_list/add/1?locale=en']);
    expect(ids()).toEqual([1, 7]);
    expect(wishlist.get()).toMatchObject({ count: 2, loadFailed: false });
    expect(wishlist.get().items?.map((p) => p.id)).toEqual([7, 1]);
    expect(deps.broadcast).toHaveBeenCalledWith({ type: 'wishlist' });
  });

  it('removes with PUT delete and shows the item gone before the answer', async () => {
    const { wishlist, calls, answer, answerLater, ids } = setup();
    answer('get', [product(1), product(2)]);
    await wishlist.load();
    const put = answerLater('put');
    const removing = wishlist.toggle(product(1));
    expect(ids()).toEqual([2]);
    expect(wishlist.get().items?.map((p) => p.id)).toEqual([2]);
    put.resolve([product(2)]);
    expect(await removing).toBe('removed');
    expect(calls.at(-1)).toBe('PUT /api/client/wish_list/delete/1?locale=en');
  });

  it('reverts the pressed state with a gentle notice when the call fails', async () => {
    const { wishlist, deps, answer, answerLater, ids } = setup();
    answer('get', [product(2)]);
    await wishlist.load();
    const post = answerLater('post');
    const pressed = wishlist.toggle(product(1));
    expect(ids()).toEqual([1, 2]);
    const error = new ApiError(500, 'boom', 'internal');
    post.reject(error);
    expect(await pressed).toBe('failed');
    expect(ids()).toEqual([2]);
    expect(wishlist.get().count).toBe(1);
    expect(deps.fail).toHaveBeenCalledWith(error, 'wishlist.failed');
    expect(deps.broadcast).not.toHaveBeenCalled();
  });

  it('ignores a second press while the first is on its way', async () => {
    const { wishlist, calls, answerLater } = setup();
    const post = answerLater('post');
    const first = wishlist.toggle(product(1));
    expect(await wishlist.toggle(product(1))).toBe('ignored');
    post.resolve([product(1)]);
    await first;
    expect(calls).toHaveLength(1);
  });

  it('reloads the list when a change answers without it', async () => {
    const { wishlist, calls, answer, ids } = setup();
    answer('post', undefined); // a 204
    answer('get', [product(1), product(3)]);
    expect(await wishlist.toggle(product(1))).toBe('added');
    expect(calls).toEqual([
      'POST /api/client/wish_list/add/1?locale=en',
      'GET /api/client/wish_list?locale=en',
    ]);
    expect(ids()).toEqual([1, 3]);
  });

  it('shows the header count until the list is loaded, then the list length', async () => {
    const { wishlist, answer } = setup();
    wishlist.seed(4);
    expect(wishlist.get()).toMatchObject({ count: 4, items: null });
    answer('get', [product(1)]);
    await wishlist.load();
    wishlist.seed(4); // a late header answer does not override the list
    expect(wishlist.get()).toMatchObject({ count: 1, items: [product(1)] });
  });

  it('loads once for concurrent callers and marks a failed load', async () => {
    const { wishlist, calls, answerLater } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = answerLater('get');
    const a = wishlist.load();
    const b = wishlist.ensureLoaded();
    get.reject(new ApiError(500, null, null));
    await Promise.all([a, b]);
    expect(calls).toHaveLength(1);
    expect(wishlist.get()).toMatchObject({ items: null, loadFailed: true });
    expect(warn).toHaveBeenCalledWith('wish list load failed', expect.any(ApiError));
  });

  it('forgets the list on logout, also an answer still on its way', async () => {
    const { wishlist, answer, answerLater, logOut, ids } = setup();
    answer('get', [product(1)]);
    await wishlist.load();
    const get = answerLater('get');
    const reload = wishlist.load();
    logOut();
    wishlist.reset();
    get.resolve([product(1), product(2)]);
    await reload;
    expect(ids()).toEqual([]);
    expect(wishlist.get()).toMatchObject({ items: null, count: 0 });
  });

  it('two hearts pressed quickly: both shown at once, sent in order, a failure undone alone', async () => {
    const { wishlist, calls, deps, answerLater, ids } = setup();
    const first = answerLater('post');
    const second = answerLater('post');
    const a = wishlist.toggle(product(1));
    const b = wishlist.toggle(product(2));
    expect(ids()).toEqual([1, 2]);
    expect(wishlist.get().count).toBe(2);
    await vi.waitFor(() => expect(calls).toHaveLength(1)); // the second waits for the first
    first.reject(new ApiError(500, null, null));
    expect(await a).toBe('failed');
    expect(ids()).toEqual([2]);
    second.resolve([product(2)]);
    expect(await b).toBe('added');
    expect(calls).toEqual([
      'POST /api/client/wish_list/add/1?locale=en',
      'POST /api/client/wish_list/add/2?locale=en',
    ]);
    expect(deps.fail).toHaveBeenCalledOnce();
    expect(ids()).toEqual([2]);
  });

  it('a load started before a logout cannot write after the reset', async () => {
    const { wishlist, calls, answerLater, logOut, ids } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = answerLater('get');
    const loading = wishlist.load();
    await vi.waitFor(() => expect(calls).toHaveLength(1)); // on its way
    logOut();
    wishlist.reset();
    get.reject(new ApiError(500, null, null));
    await loading;
    expect(wishlist.get()).toMatchObject({ items: null, loadFailed: false });
    expect(ids()).toEqual([]);
  });

  it('a press while the list loads is sent at once; the late load does not undo it', async () => {
    const { wishlist, calls, answer, answerLater, ids } = setup();
    const get = answerLater('get');
    const loading = wishlist.load();
    answer('post', [product(1)]);
    const pressed = wishlist.toggle(product(1));
    await vi.waitFor(() => expect(calls).toContain('POST /api/client/wish_list/add/1?locale=en'));
    expect(await pressed).toBe('added');
    get.resolve([]);
    await loading;
    expect(ids()).toEqual([1]);
  });
});

describe('parsePress', () => {
  it('takes a press of a positive whole id and a direction, and nothing else', () => {
    expect(parsePress({ id: 7, add: true })).toEqual({ id: 7, add: true });
    expect(parsePress({ id: 7, add: false, extra: 1 })).toEqual({ id: 7, add: false });
    for (const bad of [
      null,
      7,
      {},
      { id: 0, add: true },
      { id: 1.5, add: true },
      { id: '7', add: true },
      { id: 7, add: 'yes' },
    ])
      expect(parsePress(bad)).toBeNull();
  });
});
