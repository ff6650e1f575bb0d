import type { CartLine, CartResponse } from '../../../contracts/cart';
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
  const patch = (part: Partial<CartState>) => store.set((s) => ({ ...s, ...part }));

  function fromServer(answer: CartResponse): Partial<CartState> {
    return { lines: answer.products, total: answer.totalPrice, count: countOf(answer.products) };
  }

  function guestLines(lines: CartLine[]): Partial<CartState> {
    return { lines, total: guestTotal(lines), count: countOf(lines) };
  }

  /** Expands guest entries into lines; a product that no longer exists is dropped. */
  async function expand(entries: readonly CartEntry[]): Promise<CartLine[]> {
    const found = await Promise.all(
      entries.map(async (entry) => {
        try {
          const product = await deps.calls.productData(deps.locale(), entry.id);
          return product ? lineFromProduct(product, entry.count) : null;
        } catch (error) {
          if ((error as { status?: number }).status === 404) return null;
          throw error;
        }
      }),
    );
    const lines = found.filter((l): l is CartLine => l !== null);
    if (lines.length !== entries.length) deps.basket.write(entriesOf(lines));
    return lines;
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

  /**
   * `merge` false: a logged-in load never merges the guest cart. Another tab's login is followed
   * that way: the tab that logged in merges, and this tab may still see the guest cart in storage
   * for a moment (storage syncs between tabs asynchronously), which would merge it twice.
   */
  async function loadNow(merge = true): Promise<void> {
    patch({ loading: true });
    try {
      let loaded: Partial<CartState>;
      if (deps.loggedIn()) {
        const local = merge ? deps.basket.read() : [];
        if (local.length > 0) {
          loaded = fromServer(await deps.calls.combine(local));
          deps.basket.write([]); // merged: the guest cart is gone (spec 4)
        } else {
          loaded = fromServer(await deps.calls.get());
        }
      } else {
        loaded = guestLines(await expand(deps.basket.read()));
      }
      patch({ ...loaded, ...(await check(loaded.lines ?? [])) });
    } catch (error) {
      deps.fail(error, 'cart.notice.loadFailed');
    } finally {
      patch({ loading: false });
    }
  }

  /** The cart as `{id, count}`: from the loaded lines, else (guests) from storage. */
  function currentEntries(): readonly CartEntry[] {
    const { lines } = store.get();
    return lines ? entriesOf(lines) : deps.basket.read();
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
   * Moves the cart to `next` (spec 4): guests save locally, logged-in shoppers send the changed
   * lines to the server; an empty result clears the cart. `product` spares a call when a card
   * adds a product the loaded cart does not show yet.
   */
  async function moveTo(next: readonly CartEntry[], changedIds: number[], product?: Product) {
    const before = store.get();
    const prevEntries = currentEntries();
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
          patch({ lines: [], total: 0, count: 0, available: {} });
        } else {
          const counts = changedIds.map((id) => ({
            id,
            count: next.find((e) => e.id === id)?.count ?? 0,
          }));
          patch(fromServer(await deps.calls.set(counts)));
        }
      } else {
        deps.basket.write(next);
      }
    } catch (error) {
      patch(before);
      deps.fail(error, 'cart.notice.changeFailed');
      return;
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
      if (!lines) return;
      const missing = next.filter((e) => !lines.some((l) => l.id === e.id));
      const complete =
        missing.length > 0 && !deps.loggedIn() ? [...lines, ...(await expand(missing))] : lines;
      if (complete !== lines) patch(guestLines(complete));
      const added = next.some((e) => !prevEntries.some((p) => p.id === e.id));
      if (added) patch(await check(complete));
    } catch (error) {
      deps.fail(error, 'cart.notice.loadFailed');
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,

    /** The badge before the lines are loaded: the stored cart for guests, else the header call. */
    seed(serverCount: number | null) {
      if (store.get().lines) return;
      patch({ count: deps.loggedIn() ? (serverCount ?? 0) : countOf(deps.basket.read()) });
    },

    /** Loads per spec 4: merge, fetch or expand, then check. */
    load: () => run(() => loadNow(true)),

    /** Loads again after another tab changed the cart or logged in: never merges. */
    refresh: () => run(() => loadNow(false)),

    /** Loads unless this page already did. */
    ensureLoaded: () => run(async () => (store.get().lines ? undefined : loadNow())),

    /** +1, -1 or delete; a change without a product id is ignored (spec 5). */
    change(id: number | null | undefined, op: CartOp, product?: Product): Promise<void> {
      return run(async () => {
        if (deps.loggedIn() && !store.get().lines) await loadNow();
        const entries = currentEntries();
        const next = applyCartChange(entries, id === undefined ? { op } : { id, op });
        if (next === entries || typeof id !== 'number') return;
        await moveTo(next, [id], product);
      });
    },

    /** Sets one line's count, e.g. "reduce to what is in stock"; 0 removes it. */
    setCount(id: number, count: number): Promise<void> {
      return run(async () => {
        const entries = currentEntries();
        const clamped = Math.max(0, Math.min(MAX_LINE_COUNT, Math.floor(count)));
        const next = entries
          .map((e) => (e.id === id ? { id, count: clamped } : e))
          .filter((e) => e.count > 0);
        if (!entries.some((e) => e.id === id)) return;
        await moveTo(next, [id]);
      });
    },

    /**
     * Puts a shared cart's lines into this one: `add` adds the counts (capped at 99), `replace`
     * makes the cart exactly those lines.
     */
    take(lines: readonly CartEntry[], mode: 'add' | 'replace'): Promise<void> {
      return run(async () => {
        if (deps.loggedIn() && !store.get().lines) await loadNow();
        const entries = currentEntries();
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
        await moveTo(next, [...ids]);
        // Lines new to a loaded cart need their product data and check.
        await loadNow();
      });
    },

    /** After an order: the server emptied the cart. */
    ordered() {
      patch({ lines: [], total: 0, count: 0, available: {} });
      deps.broadcast();
    },

    /** After logout: the server cart is not ours any more; what is left is the guest cart. */
    reset() {
      store.set({ ...EMPTY, count: countOf(deps.basket.read()) });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
