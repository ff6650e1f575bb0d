import { MAX_CART_LINES, type CartLine, type CartResponse } from '../../../contracts/cart';
import type { Product } from '../../../contracts/catalog';
import {
  MAX_LINE_COUNT,
  applyCartChange,
  cartTotal,
  type CartEntry,
  type CartOp,
} from '../../../domain/cart/cart-math';
import type { Locale } from '../../../domain/locale';
import { fromDecimal, toDecimal } from '../../../domain/money';
import type { AnalyticsEvent, AnalyticsItem } from '../../lib/analytics';
import type { MessageKey } from '../../lib/i18n/translate';
import { createStore } from '../../lib/store';
import type { Basket } from './basket';
import type { CartCalls } from './cart-calls';

export interface CartState {
  /** The lines with product data; null until the cart was loaded on this page. */
  lines: CartLine[] | null;
  /** Guests: the sum of (sale price, else price) x count; logged in: the server's totalPrice. */
  total: number;
  /** Items in the cart (the header badge); known before the lines are. */
  count: number;
  /** How many of each product can be bought now (from the check call), for "reduce to N". */
  available: Readonly<Record<number, number>>;
  loading: boolean;
}

export interface CartStoreDeps {
  calls: CartCalls;
  basket: Basket;
  /** Guest versus logged in is decided by the access token (spec section 6). */
  loggedIn: () => boolean;
  /** The locale of product data for a guest cart (spec 9: `pl` when none is known). */
  locale: () => Locale;
  /** Tells the other tabs (spec 4 "Tab sync"). */
  broadcast: () => void;
  track: (event: AnalyticsEvent, item: AnalyticsItem) => void;
  /** Spec 8: cart failures are logged and swallowed; the shopper gets a gentle notice. */
  fail: (error: unknown, message: MessageKey) => void;
}

const EMPTY: CartState = { lines: null, total: 0, count: 0, available: {}, loading: false };

const countOf = (entries: readonly CartEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);
const entriesOf = (lines: readonly CartEntry[]): CartEntry[] =>
  lines.map(({ id, count }) => ({ id, count }));

/** The guest total in decimal money, summed in minor units (no 0.1 + 0.2 drift). */
export function guestTotal(lines: readonly CartLine[]): number {
  return toDecimal(
    cartTotal(
      lines.map((l) => ({
        price: fromDecimal(l.price),
        price_sale: l.price_sale === null ? null : fromDecimal(l.price_sale),
        count: l.count,
      })),
    ),
  );
}

/** A product's data as a cart line (guest carts are expanded from `get-product-data`). */
export function lineFromProduct(product: Product, count: number): CartLine {
  return {
    id: product.id,
    count,
    price: product.price,
    price_sale: product.price_sale,
    title: product.title,
    category: product.category,
    image: product.image,
    url: product.url,
    empty: !product.available,
  };
}

/**
 * The cart of spec section 4, for guests (browser storage) and logged-in shoppers (the server).
 * Every operation runs in one queue, so quick clicks reach storage and the server in order and
 * a load never interleaves with a change. Changes show at once and are undone, with a notice,
 * when the server refuses them: the screen never claims what did not happen.
 */
export function createCartStore(deps: CartStoreDeps) {
  const store = createStore<CartState>(EMPTY);
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };
  // Bumped by reset() (logout, login): answers to calls made before belong to someone else
  // and must not land in this cart, nor later in the guest's storage.
  let generation = 0;
  const patchIf = (gen: number, part: Partial<CartState>) => {
    if (gen === generation) store.set((s) => ({ ...s, ...part }));
  };
  const patch = (part: Partial<CartState>) => patchIf(generation, part);

  function fromServer(answer: CartResponse): Partial<CartState> {
    return { lines: answer.products, total: answer.totalPrice, count: countOf(answer.products) };
  }

  function guestLines(lines: CartLine[]): Partial<CartState> {
    return { lines, total: guestTotal(lines), count: countOf(lines) };
  }

  /**
   * Expands guest entries into lines. A product that no longer exists is dropped, from the
   * lines and from storage (only that product: the rest of the stored cart stays).
   */
  async function expand(entries: readonly CartEntry[]): Promise<CartLine[]> {
    const found = await Promise.all(
      entries.map(async (entry) => {
        try {
          const product = await deps.calls.productData(deps.locale(), entry.id);
          return product ? lineFromProduct(product, entry.count) : entry.id;
        } catch (error) {
          if ((error as { status?: number }).status === 404) return entry.id;
          throw error;
        }
      }),
    );
    const gone = new Set(found.filter((f): f is number => typeof f === 'number'));
    if (gone.size > 0) deps.basket.write(deps.basket.read().filter((e) => !gone.has(e.id)));
    return found.filter((f): f is CartLine => typeof f !== 'number');
  }

  /** Spec 4: after loading, the lines are checked and unavailable ones flagged empty. */
  async function check(lines: CartLine[]): Promise<Pick<CartState, 'lines' | 'available'>> {
    if (lines.length === 0) return { lines, available: {} };
    const answer = await deps.calls.check(entriesOf(lines));
    const byId = new Map(answer.map((item) => [item.id, item]));
    return {
      lines: lines.map((l) => ({ ...l, empty: byId.get(l.id)?.empty ?? true })),
      available: Object.fromEntries(answer.map((item) => [item.id, item.available_count])),
    };
  }

  /** Merges the guest cart into the server cart (spec 4); null when the server refused it. */
  async function combine(local: readonly CartEntry[]): Promise<CartResponse | null> {
    try {
      const answer = await deps.calls.combine(local);
      deps.basket.write([]); // merged: the guest cart is gone (spec 4)
      deps.broadcast(); // tabs that followed the login still show the cart before the merge
      return answer;
    } catch (error) {
      // Refused (say, more lines than a cart holds): the guest cart stays in storage, nothing is
      // lost, and the shopper is told; the server cart is shown meanwhile.
      if ((error as { status?: number }).status !== 422) throw error;
      deps.fail(error, 'cart.notice.mergeFailed');
      return null;
    }
  }

  /**
   * `merge` true only right after this tab's own login (and on a page load that finds a guest
   * cart while logged in). Every other logged-in load leaves storage alone: another tab may be
   * merging right now, and this tab may still see the guest cart in storage for a moment after
   * it was cleared (storage syncs between tabs asynchronously); merging it again would double it.
   */
  async function loadNow(merge: boolean): Promise<void> {
    const gen = generation;
    patch({ loading: true });
    try {
      let loaded: Partial<CartState>;
      if (deps.loggedIn()) {
        const local = merge ? deps.basket.read() : [];
        const merged = local.length > 0 ? await combine(local) : null;
        loaded = fromServer(merged ?? (await deps.calls.get()));
      } else {
        loaded = guestLines(await expand(deps.basket.read()));
      }
      const checked = await check(loaded.lines ?? []);
      patchIf(gen, { ...loaded, ...checked });
    } catch (error) {
      if (gen === generation) deps.fail(error, 'cart.notice.loadFailed');
    } finally {
      patchIf(gen, { loading: false });
    }
  }

  /**
   * The cart as `{id, count}`: the loaded lines, else a guest's storage. Null when logged in and
   * not loaded (a failed load): a change built on a guess would overwrite the server's counts.
   */
  function currentEntries(): readonly CartEntry[] | null {
    const { lines } = store.get();
    if (lines) return entriesOf(lines);
    return deps.loggedIn() ? null : deps.basket.read();
  }

  /** Loaded when logged in (changes need the server's counts); the entries, or null. */
  async function entriesForChange(): Promise<readonly CartEntry[] | null> {
    if (deps.loggedIn() && !store.get().lines) await loadNow(false);
    return currentEntries();
  }

  function analytics(
    before: readonly CartEntry[],
    after: readonly CartEntry[],
    id: number,
    line: { title: string; price: number; price_sale: number | null } | undefined,
  ) {
    const was = before.find((e) => e.id === id)?.count ?? 0;
    const now = after.find((e) => e.id === id)?.count ?? 0;
    if (was === now) return;
    deps.track(now > was ? 'add_to_cart' : 'remove_from_cart', {
      item_id: String(id),
      item_name: line?.title ?? '',
      price: line ? (line.price_sale ?? line.price) : 0,
      quantity: Math.abs(now - was),
    });
  }

  /**
   * Moves the cart from `prevEntries` to `next` (spec 4): guests save locally, logged-in
   * shoppers send the changed lines to the server; an empty result clears the cart. `product`
   * spares a call when a card adds a product the loaded cart does not show yet. False when the
   * change did not take effect (the screen is back as it was and the shopper was told).
   */
  async function moveTo(
    prevEntries: readonly CartEntry[],
    next: readonly CartEntry[],
    changedIds: number[],
    product?: Product,
  ): Promise<boolean> {
    if (next.length > MAX_CART_LINES) {
      deps.fail(new RangeError('too many cart lines'), 'cart.notice.full');
      return false;
    }
    const gen = generation;
    const before = store.get();
    if (before.lines) {
      const known = new Map(before.lines.map((l) => [l.id, l]));
      const lines: CartLine[] = [];
      for (const entry of next) {
        const line = known.get(entry.id);
        if (line) lines.push({ ...line, count: entry.count });
        else if (product?.id === entry.id) lines.push(lineFromProduct(product, entry.count));
      }
      patch(deps.loggedIn() ? { lines, count: countOf(next) } : guestLines(lines));
    } else {
      patch({ count: countOf(next) });
    }

    try {
      if (deps.loggedIn()) {
        if (next.length === 0) {
          await deps.calls.clear();
          patchIf(gen, { lines: [], total: 0, count: 0, available: {} });
        } else {
          const counts = changedIds.map((id) => ({
            id,
            count: next.find((e) => e.id === id)?.count ?? 0,
          }));
          patchIf(gen, fromServer(await deps.calls.set(counts)));
        }
      } else {
        deps.basket.write(next);
      }
    } catch (error) {
      if (gen !== generation) return false;
      store.set(before);
      deps.fail(error, 'cart.notice.changeFailed');
      return false;
    }
    for (const id of changedIds) {
      const line =
        before.lines?.find((l) => l.id === id) ?? (product?.id === id ? product : undefined);
      analytics(prevEntries, next, id, line);
    }
    deps.broadcast();

    // The change is made; what follows only completes the picture (product data of lines new to
    // a loaded guest cart, availability of new lines). Its failure undoes nothing.
    try {
      const lines = store.get().lines;
      if (!lines || gen !== generation) return true;
      const missing = next.filter((e) => !lines.some((l) => l.id === e.id));
      const complete =
        missing.length > 0 && !deps.loggedIn() ? [...lines, ...(await expand(missing))] : lines;
      if (complete !== lines) patchIf(gen, guestLines(complete));
      const added = next.some((e) => !prevEntries.some((p) => p.id === e.id));
      if (added) patchIf(gen, await check(complete));
    } catch (error) {
      deps.fail(error, 'cart.notice.loadFailed');
    }
    return true;
  }

  return {
    get: store.get,
    subscribe: store.subscribe,

    /** The badge before the lines are loaded: the stored cart for guests, else the header call. */
    seed(serverCount: number | null) {
      if (store.get().lines) return;
      patch({ count: deps.loggedIn() ? (serverCount ?? 0) : countOf(deps.basket.read()) });
    },

    /** Loads per spec 4 (fetch when logged in, expand when a guest, then check); never merges. */
    load: () => run(() => loadNow(false)),

    /** Loads after this tab's login: a guest cart in storage is merged into the server cart. */
    merge: () => run(() => loadNow(true)),

    /** Loads unless this page already did. */
    ensureLoaded: () => run(async () => (store.get().lines ? undefined : loadNow(false))),

    /** +1, -1 or delete; a change without a product id is ignored (spec 5). */
    change(id: number | null | undefined, op: CartOp, product?: Product): Promise<void> {
      return run(async () => {
        if (typeof id !== 'number') return; // spec 5, before any call
        const entries = await entriesForChange();
        if (!entries) return; // the load failed and said so
        const next = applyCartChange(entries, { id, op });
        if (next === entries) return;
        await moveTo(entries, next, [id], product);
      });
    },

    /** Sets one line's count, e.g. "reduce to what is in stock"; 0 removes it. */
    setCount(id: number, count: number): Promise<void> {
      return run(async () => {
        const entries = currentEntries();
        if (!entries?.some((e) => e.id === id)) return;
        const clamped = Math.max(0, Math.min(MAX_LINE_COUNT, Math.floor(count)));
        const next = entries
          .map((e) => (e.id === id ? { id, count: clamped } : e))
          .filter((e) => e.count > 0);
        await moveTo(entries, next, [id]);
      });
    },

    /**
     * Puts a shared cart's lines into this one: `add` adds the counts (capped at 99), `replace`
     * makes the cart exactly those lines. True when it took effect.
     */
    take(lines: readonly CartEntry[], mode: 'add' | 'replace'): Promise<boolean> {
      return run(async () => {
        const entries = await entriesForChange();
        if (!entries) return false;
        const byId = new Map(entries.map((e) => [e.id, e.count]));
        const next: CartEntry[] =
          mode === 'replace'
            ? entriesOf(lines)
            : [
                ...entries.map((e) => {
                  const extra = lines.find((l) => l.id === e.id)?.count ?? 0;
                  return { id: e.id, count: Math.min(MAX_LINE_COUNT, e.count + extra) };
                }),
                ...lines.filter((l) => !byId.has(l.id)).map(({ id, count }) => ({ id, count })),
              ];
        const ids = new Set([...entries.map((e) => e.id), ...next.map((e) => e.id)]);
        if (!(await moveTo(entries, next, [...ids]))) return false;
        await loadNow(false); // lines new to a loaded cart need their product data and check
        return true;
      });
    },

    /** After an order: the server emptied the cart. */
    ordered() {
      patch({ lines: [], total: 0, count: 0, available: {} });
      deps.broadcast();
    },

    /**
     * After a logout or login: the cart shown belonged to the session before. What is left is
     * the guest cart's count; calls still on their way are ignored when they answer.
     */
    reset() {
      generation++;
      store.set({ ...EMPTY, count: countOf(deps.basket.read()) });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
