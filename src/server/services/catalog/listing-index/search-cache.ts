import type { Locale } from '#domain/locale';

/** A search's matching product ids; best first when `ranked`. */
export interface SearchMatches {
  ids: number[];
  ranked: boolean;
}

/**
 * Recent searches' matches, so that a repeated search (popular terms, paging, sorting, filtering
 * a result) is not matched in SQL again. Any catalogue change drops them all: titles, texts and
 * publication decide a match. Bounded by entries and by the ids they hold.
 */
export function createSearchCache(maxEntries = 300, maxIds = 1_000_000) {
  const entries = new Map<string, SearchMatches>();
  let held = 0;
  let generation = 0;

  const put = (key: string, value: SearchMatches) => {
    const old = entries.get(key);
    if (old) held -= old.ids.length;
    entries.delete(key);
    entries.set(key, value);
    held += value.ids.length;
    for (const [k, v] of entries) {
      if (entries.size <= maxEntries && held <= maxIds) break;
      entries.delete(k);
      held -= v.ids.length;
    }
  };

  return {
    /** The matches of `query`, from memory or from `match` (ranked when `ranked` is asked). */
    async get(
      locale: Locale,
      query: string,
      ranked: boolean,
      match: (ranked: boolean) => Promise<number[]>,
    ): Promise<number[]> {
      const key = `${locale}\u0000${query}`;
      const hit = entries.get(key);
      if (hit && (hit.ranked || !ranked)) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.ids;
      }
      const at = generation;
      const ids = await match(ranked);
      if (at === generation) put(key, { ids, ranked });
      return ids;
    },

    clear(): void {
      generation++;
      entries.clear();
      held = 0;
    },
  };
}
