import { describe, expect, it, vi } from 'vitest';
import type { CartLine, CartResponse } from '#contracts/cart';
import type { Product } from '#contracts/catalog';
import type { CartEntry } from '#domain/cart/cart-math';
import { ApiError } from '#web/lib/api-error';
import { BASKET_KEY, createBasket } from './basket';
import type { CartCalls } from './cart-calls';
import { createCartStore, guestTotal } from './cart-store';
import { createPendingCart } from './pending-cart';

/** A catalogue of products the fake server knows; stock decides `empty`. */
const catalogue: Record<number, Product & { stock: number }> = {
  1: product(1, 10, null, 5),
  2: product(2, 20.5, 15.25, 5),
  3: product(3, 0.1, null, 0), // out of stock
  4: product(4, 0.2, null, 5),
};

function product(id: number, price: number, sale: number | null, stock: number) {
  return {
    id,
    title: `Product ${id}`,
    slug: `p-${id}`,
    url: `/pl/product/p-${id}`,
    price,
    price_sale: sale,
    category: 'Lamps',
    image: null,
    available: stock > 0,
    rating: null,
    stock,
  };
}

function line(id: number, count: number): CartLine {
  const p = catalogue[id]!;
  return {
    id,
    count,
    price: p.price,
    price_sale: p.price_sale,
    title: p.title,
    category: p.category,
    image: null,
    url: p.url,
    empty: p.stock < count,
  };
}

/** An in-memory server cart behind the same calls the browser makes. */
function fakeServer(initial: CartEntry[] = []) {
  let server = [...initial];
  const answer = (): CartResponse => ({
    products: server.map((e) => line(e.id, e.count)),
    totalPrice: 999, // deliberately not the guest formula: users must see the server's number
  });
  const calls = {
    get: vi.fn(async () => answer()),
    set: vi.fn(async (lines: readonly CartEntry[]) => {
      for (const { id, count } of lines) {
        server = server.filter((e) => e.id !== id);
        if (count > 0) server.push({ id, count });
      }
      return answer();
    }),
    clear: vi.fn(async () => {
      server = [];
    }),
    combine: vi.fn(async (lines: readonly CartEntry[]) => {
      for (const { id, count } of lines) {
        const found = server.find((e) => e.id === id);
        if (found) server = server.map((e) => (e.id === id ? { id, count: e.count + count } : e));
        else server.push({ id, count });
      }
      return answer();
    }),
    check: vi.fn(async (lines: readonly CartEntry[]) =>
      lines.map(({ id, count }) => ({
        id,
        empty: (catalogue[id]?.stock ?? 0) < count,
        available_count: catalogue[id]?.stock ?? 0,
      })),
    ),
    productData: vi.fn(async (id: number) => {
      const p = catalogue[id];
      if (!p) throw new ApiError(404, 'not found', 'not_found');
      return p;
    }),
  } satisfies CartCalls;
  return { calls, server: () => server };
}

function setup(
  options: {
    loggedIn?: boolean;
    local?: CartEntry[];
    server?: CartEntry[];
    /** This tab's session storage, shared by the pages of one test. */
    session?: Map<string, string>;
    fake?: ReturnType<typeof fakeServer>;
  } = {},
) {
  const storage = new Map<string, string>();
  const session = options.session ?? new Map<string, string>();
  if (options.local) storage.set(BASKET_KEY, JSON.stringify(options.local));
  const kv = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  const fake = options.fake ?? fakeServer(options.server);
  let loggedIn = options.loggedIn ?? false;
  const deps = {
    calls: fake.calls,
    basket: createBasket(() => kv),
    loggedIn: () => loggedIn,
    broadcast: vi.fn(),
    track: vi.fn(),
    fail: vi.fn(),
    pending: createPendingCart(() => ({
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
    })),
  };
  const store = createCartStore(deps);
  const stored = () => {
    const raw = storage.get(BASKET_KEY);
    return raw === undefined ? undefined : (JSON.parse(raw) as CartEntry[]);
  };
  const lines = () => store.get().lines?.map((l) => [l.id, l.count, l.empty]);
  return {
    store,
    deps,
    fake,
    stored,
    lines,
    login: () => (loggedIn = true),
    logout: () => (loggedIn = false),
  };
}

describe('cart loading (docs/rules.md#cart)', () => {
  it('logged in with a local guest cart: merged into the server cart, then cleared locally', async () => {
    const { store, fake, stored, lines, deps } = setup({
      loggedIn: true,
      local: [{ id: 1, count: 2 }],
      server: [
        { id: 1, count: 1 },
        { id: 2, count: 1 },
      ],
    });
    await store.merge();
    expect(deps.broadcast).toHaveBeenCalledOnce(); // tabs that followed the login reload
    expect(fake.calls.combine).toHaveBeenCalledWith([{ id: 1, count: 2 }]);
    expect(fake.calls.get).not.toHaveBeenCalled();
    expect(stored()).toBeUndefined();
    expect(lines()).toEqual([
      [1, 3, false],
      [2, 1, false],
    ]);
    expect(store.get().total).toBe(999); // the server's totalPrice
  });

  it('logged in without a local cart: the server cart is fetched', async () => {
    const { store, fake, lines } = setup({ loggedIn: true, server: [{ id: 2, count: 2 }] });
    await store.load();
    expect(fake.calls.get).toHaveBeenCalledOnce();
    expect(fake.calls.combine).not.toHaveBeenCalled();
    expect(lines()).toEqual([[2, 2, false]]);
  });

  it('guest: the local cart is expanded into product data, nothing is sent', async () => {
    const { store, fake, lines } = setup({
      local: [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
      ],
    });
    await store.load();
    expect(fake.calls.productData).toHaveBeenCalledWith(1);
    expect(fake.calls.productData).toHaveBeenCalledWith(2);
    expect(fake.calls.get).not.toHaveBeenCalled();
    expect(lines()).toEqual([
      [1, 2, false],
      [2, 1, false],
    ]);
    // Guests: sum of (sale price, else price) x count = 10*2 + 15.25.
    expect(store.get().total).toBe(35.25);
    expect(store.get().count).toBe(3);
  });

  it('afterwards the lines are checked and unavailable ones flagged empty', async () => {
    const { store, fake, lines } = setup({
      local: [
        { id: 1, count: 1 },
        { id: 3, count: 1 },
      ],
    });
    await store.load();
    expect(fake.calls.check).toHaveBeenCalledWith([
      { id: 1, count: 1 },
      { id: 3, count: 1 },
    ]);
    expect(lines()).toEqual([
      [1, 1, false],
      [3, 1, true],
    ]);
    expect(store.get().available).toEqual({ 1: 5, 3: 0 });
  });

  it('a guest product that no longer exists is dropped from the cart and storage', async () => {
    const { store, stored, lines } = setup({
      local: [
        { id: 1, count: 1 },
        { id: 77, count: 2 },
      ],
    });
    await store.load();
    expect(lines()).toEqual([[1, 1, false]]);
    expect(stored()).toEqual([{ id: 1, count: 1 }]);
  });

  it('a failed load is logged and swallowed with a notice; the guest cart stays in storage', async () => {
    const { store, fake, deps, stored } = setup({ local: [{ id: 1, count: 1 }] });
    fake.calls.check.mockRejectedValueOnce(new Error('offline'));
    await store.load();
    expect(deps.fail).toHaveBeenCalledWith(expect.any(Error), 'cart.notice.loadFailed');
    expect(stored()).toEqual([{ id: 1, count: 1 }]);
    expect(store.get().loading).toBe(false);
  });

  it('the badge is known before loading: stored counts for guests, the server count for users', () => {
    const guest = setup({
      local: [
        { id: 1, count: 2 },
        { id: 2, count: 3 },
      ],
    });
    guest.store.seed(42);
    expect(guest.store.get().count).toBe(5);
    const user = setup({ loggedIn: true });
    user.store.seed(4);
    expect(user.store.get().count).toBe(4);
  });
});

describe('cart changes (docs/rules.md#cart)', () => {
  it('guest: a product not yet in the cart comes in with count 1, saved locally', async () => {
    const { store, stored, deps, fake } = setup();
    await store.change(1, 'inc', catalogue[1]);
    expect(stored()).toEqual([{ id: 1, count: 1 }]);
    expect(store.get().count).toBe(1);
    expect(fake.calls.set).not.toHaveBeenCalled();
    expect(deps.broadcast).toHaveBeenCalledOnce();
    expect(deps.track).toHaveBeenCalledWith(
      'add_to_cart',
      expect.objectContaining({ item_id: '1', quantity: 1 }),
    );
  });

  it('guest: +1, -1 and delete on a loaded cart update lines, total and storage', async () => {
    const { store, stored, lines, deps } = setup({
      local: [
        { id: 1, count: 1 },
        { id: 2, count: 1 },
      ],
    });
    await store.load();
    await store.change(1, 'inc');
    expect(stored()).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
    await store.change(2, 'dec');
    expect(lines()).toEqual([[1, 2, false]]);
    expect(store.get().total).toBe(20);
    await store.change(1, 'delete');
    expect(deps.track).toHaveBeenLastCalledWith(
      'remove_from_cart',
      expect.objectContaining({ item_id: '1', quantity: 2 }),
    );
    // An empty result clears the cart, the local one too.
    expect(stored()).toBeUndefined();
    expect(store.get()).toMatchObject({ lines: [], count: 0, total: 0 });
  });

  it('guest: adding to a loaded cart expands and checks the new line', async () => {
    const { store, lines } = setup({ local: [{ id: 1, count: 1 }] });
    await store.load();
    await store.change(3, 'inc');
    expect(lines()).toEqual([
      [1, 1, false],
      [3, 1, true],
    ]);
  });

  it('a change without a product id is ignored', async () => {
    const { store, stored, deps } = setup({ local: [{ id: 1, count: 1 }] });
    await store.change(undefined, 'inc');
    await store.change(null, 'delete');
    expect(stored()).toEqual([{ id: 1, count: 1 }]);
    expect(deps.broadcast).not.toHaveBeenCalled();
  });

  it('logged in: the change is sent to the server, whose answer (and totalPrice) is shown', async () => {
    const { store, fake, stored, lines } = setup({ loggedIn: true, server: [{ id: 1, count: 1 }] });
    await store.change(2, 'inc', catalogue[2]);
    expect(fake.calls.get).toHaveBeenCalledOnce(); // loaded first, to know the current counts
    expect(fake.calls.set).toHaveBeenCalledWith([{ id: 2, count: 1 }]);
    expect(stored()).toBeUndefined();
    expect(lines()).toEqual([
      [1, 1, false],
      [2, 1, false],
    ]);
    expect(store.get().total).toBe(999);
    await store.change(1, 'dec');
    expect(fake.calls.set).toHaveBeenLastCalledWith([{ id: 1, count: 0 }]);
    expect(fake.server()).toEqual([{ id: 2, count: 1 }]);
  });

  it('logged in: an empty result clears the server cart', async () => {
    const { store, fake } = setup({ loggedIn: true, server: [{ id: 1, count: 1 }] });
    await store.load();
    await store.change(1, 'delete');
    expect(fake.calls.clear).toHaveBeenCalledOnce();
    expect(store.get()).toMatchObject({ lines: [], count: 0, total: 0 });
  });

  it('a refused change is undone on screen, with a notice and no broadcast', async () => {
    const { store, fake, deps, lines } = setup({ loggedIn: true, server: [{ id: 1, count: 1 }] });
    await store.load();
    fake.calls.set.mockRejectedValueOnce(new Error('500'));
    await store.change(1, 'inc');
    expect(lines()).toEqual([[1, 1, false]]);
    expect(store.get().count).toBe(1);
    expect(deps.fail).toHaveBeenCalledWith(expect.any(Error), 'cart.notice.changeFailed');
    expect(deps.broadcast).not.toHaveBeenCalled();
  });

  it('quick clicks are applied in order', async () => {
    const { store, fake } = setup({ loggedIn: true });
    await Promise.all([store.change(1, 'inc'), store.change(1, 'inc'), store.change(1, 'inc')]);
    expect(fake.calls.set.mock.calls.map((c) => c[0])).toEqual([
      [{ id: 1, count: 1 }],
      [{ id: 1, count: 2 }],
      [{ id: 1, count: 3 }],
    ]);
  });

  it('"reduce to what is left" sets the count', async () => {
    const { store, stored } = setup({ local: [{ id: 2, count: 9 }] });
    await store.load();
    expect(store.get().lines?.[0]?.empty).toBe(true);
    await store.setCount(2, store.get().available[2]!);
    expect(stored()).toEqual([{ id: 2, count: 5 }]);
  });

  it('a shared cart is added to (counts summed, capped at 99) or replaces the cart', async () => {
    const guest = setup({
      local: [
        { id: 1, count: 98 },
        { id: 2, count: 1 },
      ],
    });
    await guest.store.take(
      [
        { id: 1, count: 5 },
        { id: 4, count: 2 },
      ],
      'add',
    );
    expect(guest.stored()).toEqual([
      { id: 1, count: 99 },
      { id: 2, count: 1 },
      { id: 4, count: 2 },
    ]);
    await guest.store.take([{ id: 4, count: 1 }], 'replace');
    expect(guest.stored()).toEqual([{ id: 4, count: 1 }]);

    const user = setup({ loggedIn: true, server: [{ id: 1, count: 1 }] });
    await user.store.take([{ id: 2, count: 2 }], 'replace');
    expect(user.fake.server()).toEqual([{ id: 2, count: 2 }]);
  });

  it('logout leaves the guest cart from storage', async () => {
    const { store } = setup({
      loggedIn: true,
      server: [{ id: 1, count: 4 }],
      local: [{ id: 2, count: 3 }],
    });
    await store.load();
    expect(store.get().count).toBe(4);
    store.reset();
    expect(store.get()).toMatchObject({ lines: null, count: 3 });
  });
});

describe('one list store: shown at once, in order, undone alone, forgotten on reset', () => {
  function later<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  }

  it('a change shows before its answer, and says whether it took effect', async () => {
    const { store, fake, lines } = setup({ loggedIn: true, server: [{ id: 1, count: 1 }] });
    await store.load();
    const answer = later<CartResponse>();
    fake.calls.set.mockImplementationOnce(() => answer.promise);
    const change = store.change(1, 'inc');
    expect(lines()).toEqual([[1, 2, false]]);
    expect(store.get().count).toBe(2);
    answer.resolve({ products: [line(1, 2)], totalPrice: 20 });
    expect(await change).toBe(true);
    fake.calls.set.mockRejectedValueOnce(new ApiError(500, null, null));
    expect(await store.change(1, 'inc')).toBe(false);
    expect(await store.change(undefined, 'inc')).toBe(false);
    expect(lines()).toEqual([[1, 2, false]]);
  });

  it('a failed change is undone alone: the change queued after it stays and is sent', async () => {
    const { store, fake, lines } = setup({
      loggedIn: true,
      server: [
        { id: 1, count: 1 },
        { id: 2, count: 1 },
      ],
    });
    await store.load();
    const first = later<CartResponse>();
    fake.calls.set.mockImplementationOnce(() => first.promise);
    const a = store.change(1, 'inc');
    const b = store.change(2, 'inc');
    expect(lines()).toEqual([
      [1, 2, false],
      [2, 2, false],
    ]);
    first.reject(new ApiError(500, null, null));
    expect(await a).toBe(false);
    expect(lines()).toEqual([
      [1, 1, false],
      [2, 2, false],
    ]);
    expect(await b).toBe(true);
    expect(fake.calls.set).toHaveBeenLastCalledWith([{ id: 2, count: 2 }]);
    expect(fake.server()).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 2 },
    ]);
  });

  it('quick clicks on a guest cart not loaded yet move the badge at once', async () => {
    const { store, stored } = setup({ local: [{ id: 1, count: 1 }] });
    store.seed(null);
    const clicks = [store.change(1, 'inc'), store.change(2, 'inc', catalogue[2])];
    expect(store.get().count).toBe(3);
    expect(await Promise.all(clicks)).toEqual([true, true]);
    expect(stored()).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
    expect(store.get().count).toBe(3);
  });

  it('a load started before a logout cannot write after the reset', async () => {
    const { store, fake, deps, logout } = setup({ loggedIn: true, server: [{ id: 1, count: 1 }] });
    const answer = later<CartResponse>();
    fake.calls.get.mockImplementationOnce(() => answer.promise);
    const loading = store.load();
    await vi.waitFor(() => expect(fake.calls.get).toHaveBeenCalled());
    logout();
    store.reset();
    answer.resolve({ products: [line(1, 1)], totalPrice: 10 });
    await loading;
    expect(store.get()).toMatchObject({ lines: null, count: 0, loading: false });
    expect(fake.calls.check).not.toHaveBeenCalled();
    expect(deps.fail).not.toHaveBeenCalled();
  });

  it('errors are known by their class, not their shape: a look-alike 404 is a failed load', async () => {
    const { store, fake, deps, stored } = setup({ local: [{ id: 1, count: 1 }] });
    fake.calls.productData.mockRejectedValueOnce(Object.assign(new Error('x'), { status: 404 }));
    await store.load();
    expect(deps.fail).toHaveBeenCalledWith(expect.any(Error), 'cart.notice.loadFailed');
    expect(stored()).toEqual([{ id: 1, count: 1 }]);
  });
});

describe('guestTotal', () => {
  it('adds in minor units: 0.1 + 0.2 is 0.3', () => {
    expect(guestTotal([line(3, 1), line(4, 1)])).toBe(0.3);
  });
});

describe('what the review found (each a way to lose or corrupt a cart)', () => {
  const notFound = () => new ApiError(404, 'not found', 'not_found');
  const refused = () => new ApiError(422, 'too many lines', 'cart_full');

  it('a plain load never merges the guest cart, even when storage still shows one', async () => {
    const { store, fake, stored } = setup({
      loggedIn: true,
      local: [{ id: 1, count: 2 }],
      server: [{ id: 2, count: 1 }],
    });
    await store.load();
    await store.change(2, 'inc');
    await store.ensureLoaded();
    expect(fake.calls.combine).not.toHaveBeenCalled();
    expect(stored()).toEqual([{ id: 1, count: 2 }]);
  });

  it('a product that is gone is dropped from storage alone: the rest of the guest cart stays', async () => {
    const { store, fake, stored } = setup({
      local: [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
      ],
    });
    await store.load();
    fake.calls.productData.mockRejectedValueOnce(notFound());
    expect(await store.take([{ id: 4, count: 1 }], 'add')).toBe(true);
    expect(stored()).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
  });

  it('logged in, after a failed load a change is not built on a guess', async () => {
    const { store, fake, deps } = setup({
      loggedIn: true,
      server: [{ id: 3, count: 3 }],
    });
    fake.calls.get.mockRejectedValueOnce(new Error('offline'));
    await store.change(3, 'inc');
    expect(fake.calls.set).not.toHaveBeenCalled();
    expect(fake.server()).toEqual([{ id: 3, count: 3 }]);
    expect(deps.fail).toHaveBeenCalledWith(expect.any(Error), 'cart.notice.loadFailed');
  });

  it('a cart holds at most 100 lines: the 101st is refused with a notice, nothing written', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, count: 1 }));
    const { store, stored, deps } = setup({ local: full });
    await store.change(101, 'inc');
    expect(stored()).toHaveLength(100);
    expect(deps.fail).toHaveBeenCalledWith(expect.any(Error), 'cart.notice.full');
    expect(await store.take([{ id: 500, count: 1 }], 'add')).toBe(false);
  });

  it('a refused merge keeps the guest cart, says so and shows the server cart', async () => {
    const { store, fake, stored, deps, lines } = setup({
      loggedIn: true,
      local: [{ id: 1, count: 2 }],
      server: [{ id: 2, count: 1 }],
    });
    fake.calls.combine.mockRejectedValueOnce(refused());
    await store.merge();
    expect(stored()).toEqual([{ id: 1, count: 2 }]);
    expect(deps.fail).toHaveBeenCalledWith(expect.any(Error), 'cart.notice.mergeFailed');
    expect(lines()).toEqual([[2, 1, false]]);
  });

  it('answers of calls made before a logout do not land in the guest cart', async () => {
    const { store, fake, stored, logout } = setup({
      loggedIn: true,
      server: [{ id: 1, count: 1 }],
    });
    await store.load();
    let answer!: (value: CartResponse) => void;
    fake.calls.set.mockImplementationOnce(() => new Promise<CartResponse>((r) => (answer = r)));
    const change = store.change(2, 'inc', catalogue[2]);
    await vi.waitFor(() => expect(fake.calls.set).toHaveBeenCalled());
    logout();
    store.reset(); // logout while the call is on its way
    answer({ products: [line(1, 1), line(2, 1)], totalPrice: 1 });
    await change;
    expect(store.get().lines).toBeNull();
    await store.change(3, 'inc', catalogue[3]); // now a guest
    expect(stored()).toEqual([{ id: 3, count: 1 }]);
  });

  it('taking a shared cart reports a refusal, so the page does not claim success', async () => {
    const { store, fake } = setup({ loggedIn: true, server: [] });
    fake.calls.set.mockRejectedValueOnce(new Error('500'));
    expect(await store.take([{ id: 1, count: 1 }], 'add')).toBe(false);
  });
});

describe('a logged-in write the page left behind', () => {
  it('is sent by the next page of the tab before it loads the cart', async () => {
    const session = new Map<string, string>();
    const fake = fakeServer([]);
    const first = setup({ loggedIn: true, session, fake });
    await first.store.load();
    // The page goes away while the write is on its way: it never gets an answer.
    fake.calls.set.mockImplementationOnce(() => new Promise(() => {}));
    void first.store.change(1, 'inc', catalogue[1]);
    await vi.waitFor(() => expect(fake.calls.set).toHaveBeenCalledOnce());
    expect(first.store.get().count).toBe(1); // the header counted it
    expect(fake.server()).toEqual([]); // the server never did

    const next = setup({ loggedIn: true, session, fake });
    await next.store.load();
    expect(fake.calls.set).toHaveBeenLastCalledWith([{ id: 1, count: 1 }]);
    expect(next.lines()).toEqual([[1, 1, false]]);
    expect(session.size).toBe(0);
    // Sent once: a third page loads the cart as it is.
    const third = setup({ loggedIn: true, session, fake });
    await third.store.load();
    expect(fake.calls.set).toHaveBeenCalledTimes(2);
    expect(third.lines()).toEqual([[1, 1, false]]);
  });

  it('is forgotten once answered, even with a refusal, and when too old', async () => {
    const session = new Map<string, string>();
    const fake = fakeServer([]);
    const page = setup({ loggedIn: true, session, fake });
    await page.store.load();
    await page.store.change(1, 'inc', catalogue[1]);
    expect(session.size).toBe(0);
    fake.calls.set.mockRejectedValueOnce(new ApiError(422, 'too many', 'validation'));
    await page.store.change(1, 'inc');
    expect(session.size).toBe(0);
    let clock = 1_000;
    const old = createPendingCart(
      () => ({
        getItem: (k: string) => session.get(k) ?? null,
        setItem: (k: string, v: string) => void session.set(k, v),
        removeItem: (k: string) => void session.delete(k),
      }),
      () => clock,
    );
    old.write([{ id: 1, count: 5 }]);
    clock += 31_000;
    expect(old.take()).toEqual([]);
  });
});
