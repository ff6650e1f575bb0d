import type { Product } from '#contracts/catalog';
import type { Locale } from '#domain/locale';

interface Entry {
  card: Product;
  /** The cache's clock when the card was last asked for: the least recent go first. */
  used: number;
}

type Load = (missing: number[]) => Promise<Product[]>;

/**
 * The product cards listings show, per locale, kept between requests so that a page from the
 * listing index needs no SQL at all once its cards were read. Bounded: past the bound, the least
 * recently used tenth goes in one sweep (cheaper per request than moving every card asked for to
 * the end of an ordered map). The catalogue's changes drop the named products' cards, or all of
 * them when a change names none or touches categories (a card carries its category's title) or
 * stock (a card says whether the product is available).
 */
export function createCardCache(maxPerLocale = 15_000) {
  const byLocale = new Map<Locale, Map<number, Entry>>();
  /**
   * Reads under way, per locale and product: requests that miss the same cards at once (ten
   * shoppers on a page nobody opened yet) wait for one read instead of each sending its own.
   */
  const reading = new Map<Locale, Map<number, Promise<Product | undefined>>>();
  /** Bumped by every drop: a read that began before one must not store what it read. */
  let generation = 0;
  let clock = 0;

  const mapOf = <V>(maps: Map<Locale, Map<number, V>>, locale: Locale) => {
    let map = maps.get(locale);
    if (!map) maps.set(locale, (map = new Map()));
    return map;
  };

  /** Keeps the most recently used `maxPerLocale * 0.9` cards. */
  const sweep = (cards: Map<number, Entry>) => {
    const keep = Math.floor(maxPerLocale * 0.9);
    const uses = [...cards.values()].map((e) => e.used).sort((a, b) => b - a);
    const oldestKept = uses[keep - 1] ?? -Infinity;
    for (const [id, entry] of cards) if (entry.used < oldestKept) cards.delete(id);
  };

  /** One read of `ids`, shared through `reading` until it settles; stored unless dropped meanwhile. */
  const read = (locale: Locale, ids: number[], load: Load) => {
    const cards = mapOf(byLocale, locale);
    const pending = mapOf(reading, locale);
    const at = generation;
    const settled = load(ids)
      .then((list) => {
        if (at === generation) {
          for (const card of list) cards.set(card.id, { card, used: ++clock });
          if (cards.size > maxPerLocale) sweep(cards);
        }
        return new Map(list.map((card) => [card.id, card]));
      })
      .finally(() => {
        for (const [id, promise] of promises) if (pending.get(id) === promise) pending.delete(id);
      });
    const promises = new Map(ids.map((id) => [id, settled.then((found) => found.get(id))]));
    for (const [id, promise] of promises) pending.set(id, promise);
    return promises;
  };

  return {
    /**
     * The cards of `ids` in that order (unknown or unpublished ones left out); `load` reads the
     * missing ones.
     */
    get(locale: Locale, ids: readonly number[], load: Load): Promise<Product[]> {
      const cards = mapOf(byLocale, locale);
      const found: Array<Product | Promise<Product | undefined> | undefined> = [];
      let missing: number[] | null = null;
      let waits = false;
      const now = ++clock;
      for (const id of ids) {
        const entry = cards.get(id);
        if (entry) {
          entry.used = now;
          found.push(entry.card);
          continue;
        }
        waits = true;
        const underway = reading.get(locale)?.get(id);
        // Undefined when missing: filled from the read started below.
        found.push(underway);
        if (!underway) (missing ??= []).push(id);
      }
      // Every card was here: the common case, answered without a promise per card.
      if (!waits) return Promise.resolve(found as Product[]);
      const started = missing ? read(locale, missing, load) : null;
      const slots = ids.map((id, i) => found[i] ?? started?.get(id));
      return Promise.all(slots).then((list) =>
        list.filter((card): card is Product => card !== undefined),
      );
    },

    /** Drops the cards of these products, or every card when `ids` is undefined. */
    drop(ids?: readonly number[]): void {
      generation++;
      // A read under way may bring back what was just changed: later requests read again.
      if (!ids) {
        byLocale.clear();
        reading.clear();
        return;
      }
      for (const cards of byLocale.values()) for (const id of ids) cards.delete(id);
      for (const pending of reading.values()) for (const id of ids) pending.delete(id);
    },
  };
}
