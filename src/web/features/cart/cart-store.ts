import { MAX_CART_LINES, type CartLine, type CartResponse } from '../../../contracts/cart';
import type { Product } from '../../../contracts/catalog';
import {
  MAX_LINE_COUNT,
  applyCartChange,
  cartTotal,
  type CartEntry,
  type CartOp,
} from '../../../domain/cart/cart-math';
import { fromDecimal, toDecimal } from '../../../domain/money';
import type { AnalyticsEvent, AnalyticsItem } from '../../lib/analytics';
import { ApiError } from '../../lib/api-error';
import type { MessageKey } from '../../lib/i18n/translate';
import { createListStore, type Task } from '../../lib/list-store';
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
  /** Guest versus logged in is decided by the access token (docs/rules.md#accounts-and-sessions). */
  loggedIn: () => boolean;
  /** Tells the other tabs (docs/rules.md#cart). */
  broadcast: () => void;
  track: (event: AnalyticsEvent, item: AnalyticsItem) => void;
  /** A failure is logged and swallowed with a gentle notice (docs/rules.md#errors). */
  fail: (error: unknown, message: MessageKey) => void;
}

/** A change of the cart: from the entries it finds to the ones it leaves (`product`: a card's). */
interface Move {
  to: (entries: readonly CartEntry[]) => readonly CartEntry[];
  product?: Product;
}

const EMPTY: CartState = { lines: null, total: 0, count: 0, available: {}, loading: false };
const CLEARED = { lines: [], total: 0, count: 0, available: {} };

const countOf = (entries: readonly CartEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);
const entriesOf = (lines: readonly CartEntry[]): CartEntry[] =>
  lines.map(({ id, count }) => ({ id, count }));
const countIn = (entries: readonly CartEntry[], id: number) =>
  entries.find((e) => e.id === id)?.count ?? 0;
const is = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

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
  const { id, price, price_sale, title, category, image, url } = product;
  return { id, count, price, price_sale, title, category, image, url, empty: !product.available };
}

const fromServer = (answer: CartResponse) => ({
  lines: answer.products,
  total: answer.totalPrice,
  count: countOf(answer.products),
});
const guestLines = (lines: CartLine[]) => ({
  lines,
  total: guestTotal(lines),
  count: countOf(lines),
});

/**
 * The cart, for guests (browser storage) and logged-in shoppers (the server), on the shared list
 * store: loads and changes run one at a time, so quick clicks reach storage and the server in
 * order; a change shows at once and is undone, with a notice, when it does not take effect
 * (docs/rules.md#cart).
 */
export function createCartStore(deps: CartStoreDeps) {
  const list = createListStore<CartState, Move>(EMPTY, preview);

  /** Known lines (and a card's product) at the counts of `next`; guests' total recomputed. */
  function linesFor(known: CartLine[], next: readonly CartEntry[], product?: Product) {
    const byId = new Map(known.map((l) => [l.id, l]));
    if (product) byId.set(product.id, byId.get(product.id) ?? lineFromProduct(product, 1));
    const lines = next.flatMap((e) => {
      const line = byId.get(e.id);
      return line ? [{ ...line, count: e.count }] : [];
    });
    return deps.loggedIn() ? { lines, count: countOf(next) } : guestLines(lines);
  }

  /** A change before its answer: the lines moved, or only the badge when they are not loaded. */
  function preview(state: CartState, move: Move): CartState {
    const entries = state.lines
      ? entriesOf(state.lines)
      : deps.loggedIn()
        ? null
        : deps.basket.read();
    const next = entries && move.to(entries);
    if (!entries || !next || next === entries || next.length > MAX_CART_LINES) return state;
    if (state.lines) return { ...state, ...linesFor(state.lines, next, move.product) };
    return { ...state, count: state.count + countOf(next) - countOf(entries) };
  }

  /** Guest entries as lines; a product that no longer exists is dropped, from storage too. */
  async function expand(entries: readonly CartEntry[]): Promise<CartLine[]> {
    const found = await Promise.all(
      entries.map(async (entry) => {
        try {
          const product = await deps.calls.productData(entry.id);
          return product ? lineFromProduct(product, entry.count) : entry.id;
        } catch (error) {
          if (is(error, 404)) return entry.id;
          throw error;
        }
      }),
    );
    const gone = new Set(found.filter((f): f is number => typeof f === 'number'));
    if (gone.size > 0) deps.basket.write(deps.basket.read().filter((e) => !gone.has(e.id)));
    return found.filter((f): f is CartLine => typeof f !== 'number');
  }

  /** After loading, the lines are checked and unavailable ones flagged empty. */
  async function check(lines: CartLine[]): Promise<Pick<CartState, 'lines' | 'available'>> {
    if (lines.length === 0) return { lines, available: {} };
    const answer = await deps.calls.check(entriesOf(lines));
    const byId = new Map(answer.map((item) => [item.id, item]));
    return {
      lines: lines.map((l) => ({ ...l, empty: byId.get(l.id)?.empty ?? true })),
      available: Object.fromEntries(answer.map((item) => [item.id, item.available_count])),
    };
  }

  /** Merges the guest cart into the server cart; null when the server refused it. */
  async function combine(local: readonly CartEntry[]): Promise<CartResponse | null> {
    try {
      const answer = await deps.calls.combine(local);
      deps.basket.write([]); // merged: the guest cart is gone
      deps.broadcast(); // tabs that followed the login still show the cart before the merge
      return answer;
    } catch (error) {
      // Refused (say, more lines than a cart holds): the guest cart stays in storage, nothing is
      // lost, and the shopper is told; the server cart is shown meanwhile.
      if (!is(error, 422)) throw error;
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
  async function loadNow(t: Task<CartState>, merge: boolean): Promise<void> {
    t.commit((s) => ({ ...s, loading: true }));
    try {
      let loaded: Pick<CartState, 'total' | 'count'> & { lines: CartLine[] };
      if (deps.loggedIn()) {
        const local = merge ? deps.basket.read() : [];
        const merged = local.length > 0 ? await combine(local) : null;
        loaded = fromServer(merged ?? (await deps.calls.get()));
      } else {
        loaded = guestLines(await expand(deps.basket.read()));
      }
      if (!t.live()) return; // reset meanwhile: someone else's cart
      const checked = await check(loaded.lines);
      t.commit((s) => ({ ...s, ...loaded, ...checked, loading: false }));
    } catch (error) {
      if (t.live()) deps.fail(error, 'cart.notice.loadFailed');
      t.commit((s) => ({ ...s, loading: false }));
    }
  }

  type Priced = Pick<CartLine, 'title' | 'price' | 'price_sale'>;
  function analytics(
    before: readonly CartEntry[],
    after: readonly CartEntry[],
    id: number,
    line?: Priced,
  ) {
    const was = countIn(before, id);
    const now = countIn(after, id);
    if (was === now) return;
    deps.track(now > was ? 'add_to_cart' : 'remove_from_cart', {
      item_id: String(id),
      item_name: line?.title ?? '',
      price: line ? (line.price_sale ?? line.price) : 0,
      quantity: Math.abs(now - was),
    });
  }

  /**
   * Moves the cart to what `move` makes of the confirmed entries: guests save locally, logged-in
   * shoppers send the changed lines to the server; an empty result clears the cart. True when
   * the cart changed; false when it did not (the screen is back as it was, the shopper told).
   */
  async function moveTo(t: Task<CartState>, move: Move, reload: boolean): Promise<boolean> {
    const before = t.base();
    const entries = before.lines
      ? entriesOf(before.lines)
      : deps.loggedIn()
        ? null
        : deps.basket.read();
    if (!entries) return false; // logged in and the load failed (it said so): no change on a guess
    const next = move.to(entries);
    if (next === entries) return false;
    if (next.length > MAX_CART_LINES) {
      deps.fail(new RangeError('too many cart lines'), 'cart.notice.full');
      return false;
    }
    const ids = [...new Set([...entries, ...next].map((e) => e.id))];
    const changed = ids.filter((id) => countIn(entries, id) !== countIn(next, id));
    try {
      if (!deps.loggedIn()) {
        deps.basket.write(next);
        t.commit((s) => ({
          ...s,
          ...(s.lines ? linesFor(s.lines, next, move.product) : { count: countOf(next) }),
        }));
      } else if (next.length === 0) {
        await deps.calls.clear();
        t.commit((s) => ({ ...s, ...CLEARED }));
      } else if (changed.length > 0) {
        const answer = await deps.calls.set(
          changed.map((id) => ({ id, count: countIn(next, id) })),
        );
        t.commit((s) => ({ ...s, ...fromServer(answer) }));
      }
    } catch (error) {
      if (t.live()) deps.fail(error, 'cart.notice.changeFailed');
      return false;
    }
    if (!t.live()) return false;
    const known = [...(before.lines ?? []), ...(move.product ? [move.product] : [])];
    for (const id of changed)
      analytics(
        entries,
        next,
        id,
        known.find((l) => l.id === id),
      );
    deps.broadcast();
    await complete(t, entries, next);
    if (reload) await loadNow(t, false); // a shared cart's lines: product data and check
    return true;
  }

  /**
   * The change is made; this completes the picture (product data of lines new to a loaded guest
   * cart, availability of new lines). Its failure undoes nothing.
   */
  async function complete(
    t: Task<CartState>,
    entries: readonly CartEntry[],
    next: readonly CartEntry[],
  ) {
    try {
      const lines = t.base().lines;
      if (!lines) return;
      const missing = next.filter((e) => !lines.some((l) => l.id === e.id));
      const all =
        missing.length > 0 && !deps.loggedIn() ? [...lines, ...(await expand(missing))] : lines;
      if (all !== lines) t.commit((s) => ({ ...s, ...guestLines(all) }));
      if (next.some((e) => !entries.some((p) => p.id === e.id))) {
        const checked = await check(all);
        t.commit((s) => ({ ...s, ...checked }));
      }
    } catch (error) {
      if (t.live()) deps.fail(error, 'cart.notice.loadFailed');
    }
  }

  /** Changes need the server's counts when logged in: the cart is loaded first. */
  function write(move: Move, reload = false): Promise<boolean> {
    if (deps.loggedIn() && !list.get().lines) void ensureLoaded();
    return list.write(null, move, (t) => moveTo(t, move, reload), false);
  }

  const ensureLoaded = () =>
    list.load(async (t) => (t.base().lines ? undefined : loadNow(t, false)));

  return {
    get: list.get,
    subscribe: list.subscribe,

    /** The badge before the lines are loaded: the stored cart for guests, else the header call. */
    seed(serverCount: number | null) {
      list.update((s) =>
        s.lines
          ? s
          : { ...s, count: deps.loggedIn() ? (serverCount ?? 0) : countOf(deps.basket.read()) },
      );
    },

    /** Fetches when logged in, expands when a guest, then checks; never merges. */
    load: () => list.load((t) => loadNow(t, false)),

    /** Loads after this tab's login: a guest cart in storage is merged into the server cart. */
    merge: () => list.run((t) => loadNow(t, true), undefined),

    /** Loads unless this page already did. */
    ensureLoaded,

    /** +1, -1 or delete; a change without a product id is ignored, before any call. */
    change(id: number | null | undefined, op: CartOp, product?: Product): Promise<boolean> {
      if (typeof id !== 'number') return Promise.resolve(false);
      return write({
        to: (entries) => applyCartChange(entries, { id, op }),
        ...(product ? { product } : {}),
      });
    },

    /** Sets one line's count, e.g. "reduce to what is in stock"; 0 removes it. */
    setCount(id: number, count: number): Promise<boolean> {
      const clamped = Math.max(0, Math.min(MAX_LINE_COUNT, Math.floor(count)));
      return write({
        to: (entries) =>
          entries.some((e) => e.id === id)
            ? entries
                .map((e) => (e.id === id ? { id, count: clamped } : e))
                .filter((e) => e.count > 0)
            : entries,
      });
    },

    /**
     * Puts a shared cart's lines into this one: `add` adds the counts (capped at 99), `replace`
     * makes the cart exactly those lines. True when it took effect.
     */
    take(lines: readonly CartEntry[], mode: 'add' | 'replace'): Promise<boolean> {
      const to = (entries: readonly CartEntry[]): CartEntry[] => {
        if (mode === 'replace') return entriesOf(lines);
        const added = entries.map((e) => ({
          id: e.id,
          count: Math.min(MAX_LINE_COUNT, e.count + countIn(lines, e.id)),
        }));
        return [...added, ...entriesOf(lines.filter((l) => !entries.some((e) => e.id === l.id)))];
      };
      return write({ to }, true);
    },

    /** After an order: the server emptied the cart. */
    ordered() {
      list.update((s) => ({ ...s, ...CLEARED }));
      deps.broadcast();
    },

    /**
     * After a logout or login: the cart shown belonged to the session before. What is left is
     * the guest cart's count; calls still on their way are ignored when they answer.
     */
    reset: () => list.reset({ ...EMPTY, count: countOf(deps.basket.read()) }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
