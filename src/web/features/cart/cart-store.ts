import type { CartLine, CartResponse } from '#contracts/cart';
import { MAX_CART_LINES } from '#contracts/limits';
import type { Product } from '#contracts/catalog';
import { MAX_LINE_COUNT, applyCartChange, cartTotal } from '#domain/cart/cart-math';
import type { CartEntry, CartOp } from '#domain/cart/cart-math';
import { fromDecimal, toDecimal } from '#domain/money';
import { track, type AnalyticsEvent, type AnalyticsItem } from '#web/lib/analytics';
import { ApiError } from '#web/lib/api-error';
import { broadcast } from '#web/lib/cross-tab';
import type { MessageKey } from '#web/lib/i18n/translate';
import { createListStore, useList, type Task } from '#web/lib/list-store';
import { swallow } from '#web/lib/notices';
import { session } from '#web/lib/session';
import { basket as pageBasket, type Basket } from './basket';
import { cartCalls, type CartCalls } from './cart-calls';
import { pendingCart, type PendingCart } from './pending-cart';

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
  /** Guest or logged in: the access token decides (docs/rules.md#accounts-and-sessions). */
  loggedIn: () => boolean;
  /** Tells the other tabs. */
  broadcast: () => void;
  track: (event: AnalyticsEvent, item: AnalyticsItem) => void;
  /** Logged and swallowed with a gentle notice, never the error popup (docs/rules.md#errors). */
  fail: (error: unknown, message: MessageKey) => void;
  /** A logged-in write kept until answered, sent again by the next load (pending-cart.ts). */
  pending?: Pick<PendingCart, 'write' | 'clear' | 'take'>;
}

/** A change: from the entries it finds to the ones it leaves (`product`: a card's, not loaded). */
type Move = { to: (entries: readonly CartEntry[]) => readonly CartEntry[]; product?: Product };
type Lines = Pick<CartState, 'lines' | 'total' | 'count'> & { lines: CartLine[] };

const EMPTY: CartState = { lines: null, total: 0, count: 0, available: {}, loading: false };
const CLEARED = { lines: [], total: 0, count: 0, available: {} };
const countOf = (entries: readonly CartEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);
const countIn = (entries: readonly CartEntry[], id: number) =>
  entries.find((e) => e.id === id)?.count ?? 0;
const entriesOf = (lines: readonly CartEntry[]) => lines.map(({ id, count }) => ({ id, count }));
const is = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** The guest total in decimal money, summed in minor units (no 0.1 + 0.2 drift). */
export function guestTotal(lines: readonly CartLine[]): number {
  const minor = (price: number | null) => (price === null ? null : fromDecimal(price));
  const priced = lines.map((l) => ({
    price: fromDecimal(l.price),
    price_sale: minor(l.price_sale),
    count: l.count,
  }));
  return toDecimal(cartTotal(priced));
}

/** A product's data as a cart line (guest carts are expanded from `get-product-data`). */
export function lineFromProduct(product: Product, count: number): CartLine {
  const { id, price, price_sale, title, category, image, url } = product;
  const price_lowest_30d = product.price_lowest_30d ?? null;
  return {
    id,
    count,
    price,
    price_sale,
    price_lowest_30d,
    title,
    category,
    image,
    url,
    empty: !product.available,
  };
}

const fromServer = (answer: CartResponse): Lines => ({
  lines: answer.products,
  total: answer.totalPrice,
  count: countOf(answer.products),
});
const guestLines = (lines: CartLine[]): Lines => ({
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
  /** The entries a change starts from; null when logged in and not loaded (no change on a guess). */
  const entriesIn = (s: CartState) =>
    s.lines ? entriesOf(s.lines) : deps.loggedIn() ? null : deps.basket.read();

  /** `next` on screen: known lines (and a card's product) re-counted, or only the badge. */
  function shown(
    s: CartState,
    entries: readonly CartEntry[],
    next: readonly CartEntry[],
    product?: Product,
  ) {
    if (!s.lines) return { ...s, count: s.count + countOf(next) - countOf(entries) };
    const known = [...s.lines, ...(product ? [lineFromProduct(product, 1)] : [])];
    const lines = next.flatMap((e) => {
      const line = known.find((l) => l.id === e.id);
      return line ? [{ ...line, count: e.count }] : [];
    });
    return { ...s, ...(deps.loggedIn() ? { lines, count: countOf(next) } : guestLines(lines)) };
  }

  const list = createListStore<CartState, Move>(EMPTY, (s, move) => {
    const entries = entriesIn(s);
    const next = entries && move.to(entries);
    if (!entries || !next || next === entries || next.length > MAX_CART_LINES) return s;
    return shown(s, entries, next, move.product);
  });

  /** Guest entries as lines; a product that no longer exists is dropped, from storage too. */
  async function expand(entries: readonly CartEntry[]): Promise<CartLine[]> {
    const found = await Promise.all(
      entries.map((e) =>
        deps.calls.productData(e.id).then(
          (product) => product && lineFromProduct(product, e.count),
          (error: unknown) => (is(error, 404) ? undefined : Promise.reject(error)),
        ),
      ),
    );
    const lines = found.filter((l) => l !== undefined);
    const gone = entries.filter((e) => !lines.some((l) => l.id === e.id)).map((e) => e.id);
    if (gone.length > 0) deps.basket.write(deps.basket.read().filter((e) => !gone.includes(e.id)));
    return lines;
  }

  /** Lines are checked after loading: unavailable ones are flagged empty. */
  async function check(lines: CartLine[]): Promise<Pick<CartState, 'lines' | 'available'>> {
    const answer = lines.length > 0 ? await deps.calls.check(entriesOf(lines)) : [];
    return {
      lines: lines.map((l) => ({ ...l, empty: answer.find((a) => a.id === l.id)?.empty ?? true })),
      available: Object.fromEntries(answer.map((a) => [a.id, a.available_count])),
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
      const local = merge && deps.loggedIn() ? deps.basket.read() : [];
      const merged = local.length > 0 ? await combine(local) : null;
      // A write an earlier page of this tab left unanswered goes first: the cart it answers is
      // the one to show.
      const unsent = deps.loggedIn() ? (deps.pending?.take() ?? []) : [];
      const loaded = deps.loggedIn()
        ? fromServer(
            merged ?? (unsent.length > 0 ? await deps.calls.set(unsent) : await deps.calls.get()),
          )
        : guestLines(await expand(deps.basket.read()));
      if (!t.live()) return; // reset meanwhile: someone else's cart
      const checked = await check(loaded.lines);
      t.commit((s) => ({ ...s, ...loaded, ...checked, loading: false }));
    } catch (error) {
      if (t.live()) deps.fail(error, 'cart.notice.loadFailed');
      t.commit((s) => ({ ...s, loading: false }));
    }
  }

  /**
   * Moves the confirmed cart as `move` says: guests save locally, logged-in shoppers send the
   * changed lines to the server; an empty result clears the cart. True when the cart changed.
   */
  async function moveTo(t: Task<CartState>, move: Move): Promise<boolean> {
    const before = t.base();
    const entries = entriesIn(before);
    const next = entries && move.to(entries);
    if (!entries || !next || next === entries) return false;
    if (next.length > MAX_CART_LINES) {
      deps.fail(new RangeError('too many cart lines'), 'cart.notice.full');
      return false;
    }
    const ids = [...new Set([...entries, ...next].map((e) => e.id))];
    const changed = ids.filter((id) => countIn(entries, id) !== countIn(next, id));
    try {
      if (!deps.loggedIn()) {
        deps.basket.write(next);
        t.commit((s) =>
          s.lines ? shown(s, entries, next, move.product) : { ...s, count: countOf(next) },
        );
      } else if (next.length === 0) {
        await deps.calls.clear();
        t.commit((s) => ({ ...s, ...CLEARED }));
      } else if (changed.length > 0) {
        const lines = changed.map((id) => ({ id, count: countIn(next, id) }));
        deps.pending?.write(lines);
        const answer = await deps.calls.set(lines);
        deps.pending?.clear();
        t.commit((s) => ({ ...s, ...fromServer(answer) }));
      }
    } catch (error) {
      // Answered with a refusal: not to be sent again. A call that never got an answer (the
      // page going away, the network) stays for the next load.
      if (error instanceof ApiError) deps.pending?.clear();
      if (t.live()) deps.fail(error, 'cart.notice.changeFailed');
      return false;
    }
    if (!t.live()) return false;
    const known = [...(before.lines ?? []), ...(move.product ? [move.product] : [])];
    for (const id of changed) {
      const [was, now] = [countIn(entries, id), countIn(next, id)];
      const line = known.find((l) => l.id === id);
      deps.track(now > was ? 'add_to_cart' : 'remove_from_cart', {
        item_id: String(id),
        item_name: line?.title ?? '',
        price: line ? (line.price_sale ?? line.price) : 0,
        quantity: Math.abs(now - was),
      });
    }
    deps.broadcast();
    await complete(
      t,
      next.filter((e) => countIn(entries, e.id) === 0),
    );
    return true;
  }

  /** The change is made; added lines get their data (guests) and check. Undoes nothing. */
  async function complete(t: Task<CartState>, added: readonly CartEntry[]) {
    const lines = t.base().lines;
    if (!lines || added.length === 0) return;
    try {
      const missing = deps.loggedIn() ? [] : added.filter((e) => !lines.some((l) => l.id === e.id));
      const all = missing.length > 0 ? [...lines, ...(await expand(missing))] : lines;
      if (all !== lines) t.commit((s) => ({ ...s, ...guestLines(all) }));
      const checked = await check(all);
      t.commit((s) => ({ ...s, ...checked }));
    } catch (error) {
      if (t.live()) deps.fail(error, 'cart.notice.loadFailed');
    }
  }

  // The cart's loads queue with its changes: a logged-in change needs the loaded counts.
  const load = (merge = false) => list.run((t) => loadNow(t, merge), undefined);
  const ensureLoaded = () =>
    list.run(async (t) => (t.base().lines ? undefined : loadNow(t, false)), undefined);
  /** Logged in, a change needs the server's counts: the cart is loaded first. */
  function write(move: Move, reload = false): Promise<boolean> {
    if (deps.loggedIn() && !list.get().lines) void ensureLoaded();
    const send = async (t: Task<CartState>) => {
      const moved = await moveTo(t, move);
      if (moved && reload) await loadNow(t, false); // a shared cart's lines: data and check
      return moved;
    };
    return list.write(null, move, send, false);
  }

  return {
    get: list.get,
    subscribe: list.subscribe,
    /** The badge before the lines are loaded: the stored cart for guests, else the header call. */
    seed(serverCount: number | null) {
      const count = deps.loggedIn() ? (serverCount ?? 0) : countOf(deps.basket.read());
      list.update((s) => (s.lines ? s : { ...s, count }));
    },
    /** Fetches when logged in, expands when a guest, then checks; never merges. */
    load: () => load(),
    /** Loads after this tab's login: a guest cart in storage is merged into the server cart. */
    merge: () => load(true),
    /** Loads unless this page already did. */
    ensureLoaded,
    /** +1, -1 or delete; a change without a product id is ignored, before any call. */
    change(id: number | null | undefined, op: CartOp, product?: Product): Promise<boolean> {
      if (typeof id !== 'number') return Promise.resolve(false);
      return write({
        to: (entries) => applyCartChange(entries, { id, op }),
        ...(product && { product }),
      });
    },
    /** Sets one line's count, e.g. "reduce to what is in stock"; 0 removes it. */
    setCount(id: number, count: number): Promise<boolean> {
      const clamped = Math.max(0, Math.min(MAX_LINE_COUNT, Math.floor(count)));
      const set = (e: CartEntry) => (e.id === id ? { id, count: clamped } : e);
      return write({ to: (es) => (countIn(es, id) ? es.map(set).filter((e) => e.count > 0) : es) });
    },
    /** Puts a shared cart's lines into this one: `add` sums the counts (capped at 99), `replace`. */
    take(lines: readonly CartEntry[], mode: 'add' | 'replace'): Promise<boolean> {
      const to = (entries: readonly CartEntry[]) => {
        const counts = new Map(mode === 'add' ? entries.map((e) => [e.id, e.count]) : []);
        for (const l of lines)
          counts.set(l.id, Math.min(MAX_LINE_COUNT, (counts.get(l.id) ?? 0) + l.count));
        return [...counts].map(([id, count]) => ({ id, count }));
      };
      return write({ to }, true);
    },
    /** After an order: the server emptied the cart. */
    ordered() {
      list.update((s) => ({ ...s, ...CLEARED }));
      deps.broadcast();
    },
    /** A logout or login: what is left is the guest cart's count; older answers are ignored. */
    reset: () => list.reset({ ...EMPTY, count: countOf(deps.basket.read()) }),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The page's one cart, wired to the browser. */
export const cart = createCartStore({
  calls: cartCalls,
  basket: pageBasket,
  loggedIn: () => session.accessToken() !== null,
  broadcast: () => broadcast({ type: 'cart' }),
  track,
  fail: (error, message) => swallow('cart', message)(error),
  pending: pendingCart,
});

/** The cart; the server renders it empty (pages are the same for everyone and cacheable). */
export const useCart = (): CartState => useList(cart, EMPTY);
