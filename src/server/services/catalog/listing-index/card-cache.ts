import type { Product } from '../../../../contracts/catalog';
import type { Locale } from '../../../../domain/locale';

/**
 * The product cards listings show, per locale, kept between requests so that a page from the
 * listing index needs no SQL at all once its cards were read. Bounded (least recently used go
 * first); the catalogue's changes drop the named products' cards, or all of them when a change
 * names none or touches categories (a card carries its category's title) or stock (a card says
 * whether the product is available).
 */
export function createCardCache(maxPerLocale = 15_000) {
  const byLocale = new Map<Locale, Map<number, Product>>();
  /** Bumped by every drop: a read that began before one must not store what it read. */
  let generation = 0;

  return {
    /**
     * The cards of `ids` in that order (unknown or unpublished ones left out); `load` reads the
     * missing ones.
     */
    async get(
      locale: Locale,
      ids: readonly number[],
      load: (missing: number[]) => Promise<Product[]>,
    ): Promise<Product[]> {
      let cards = byLocale.get(locale);
      if (!cards) byLocale.set(locale, (cards = new Map()));
      const found = new Map<number, Product>();
      const missing: number[] = [];
      for (const id of ids) {
        const card = cards.get(id);
        if (card) {
          // Recently used go last, so the first in the map are the first to go.
          cards.delete(id);
          cards.set(id, card);
          found.set(id, card);
        } else missing.push(id);
      }
      if (missing.length > 0) {
        const at = generation;
        const loaded = await load(missing);
        for (const card of loaded) found.set(card.id, card);
        if (at === generation) {
          for (const card of loaded) cards.set(card.id, card);
          for (const [id] of cards) {
            if (cards.size <= maxPerLocale) break;
            cards.delete(id);
          }
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    /** Drops the cards of these products, or every card when `ids` is undefined. */
    drop(ids?: readonly number[]): void {
      generation++;
      if (!ids) byLocale.clear();
      else for (const cards of byLocale.values()) for (const id of ids) cards.delete(id);
    },
  };
}
