import { describe, expect, it } from 'vitest';
import type { Product } from '#contracts/catalog';
import { createCardCache } from './card-cache';
import { createSearchCache } from './search-cache';

const card = (id: number, title = `Product ${id}`): Product => ({
  id,
  title,
  slug: `p-${id}`,
  url: `/pl/product/p-${id}`,
  price: 10,
  price_sale: null,
  rating: null,
  category: 'Lamps',
  image: null,
  available: true,
});

describe('card cache', () => {
  it('reads only missing cards, keeps the order asked, leaves out unknown ids', async () => {
    const cards = createCardCache();
    const asked: number[][] = [];
    const load = async (ids: number[]) => {
      asked.push(ids);
      return ids.filter((id) => id !== 99).map((id) => card(id));
    };
    expect((await cards.get('pl', [3, 1, 99], load)).map((c) => c.id)).toEqual([3, 1]);
    expect((await cards.get('pl', [1, 2, 3], load)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(asked).toEqual([[3, 1, 99], [2]]);
  });

  it('shares one read between requests that miss the same cards at once', async () => {
    const cards = createCardCache();
    const asked: number[][] = [];
    let release!: () => void;
    const load = async (ids: number[]) => {
      asked.push(ids);
      await new Promise<void>((resolve) => (release = resolve));
      return ids.map((id) => card(id));
    };
    const first = cards.get('pl', [1, 2], load);
    const second = cards.get('pl', [2, 1], load);
    release();
    expect((await first).map((c) => c.id)).toEqual([1, 2]);
    expect((await second).map((c) => c.id)).toEqual([2, 1]);
    expect(asked).toEqual([[1, 2]]);
  });

  it('lets a failed read fail its requests only: the next request reads again', async () => {
    const cards = createCardCache();
    await expect(
      cards.get('pl', [1], async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect((await cards.get('pl', [1], async (ids) => ids.map((id) => card(id))))[0]!.id).toBe(1);
  });

  it('drops named cards, and never stores a read that a drop overtook', async () => {
    const cards = createCardCache();
    await cards.get('pl', [1], async () => [card(1, 'old')]);
    cards.drop([1]);
    let release!: () => void;
    const slow = cards.get('pl', [1], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return [card(1, 'stale')];
    });
    await Promise.resolve();
    cards.drop(); // a change arrives while the read is under way
    release();
    expect((await slow)[0]!.title).toBe('stale'); // this answer began before the change
    const fresh = await cards.get('pl', [1], async () => [card(1, 'new')]);
    expect(fresh[0]!.title).toBe('new');
  });

  it('keeps at most its bound per locale: past it, the least recently used tenth goes', async () => {
    const cards = createCardCache(10);
    const load = async (ids: number[]) => ids.map((id) => card(id));
    await cards.get('pl', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], load);
    await cards.get('pl', [1], load); // 1 used again
    await cards.get('pl', [11], load); // 11 cards: the 9 most recent stay, 2 and 3 go
    const asked: number[][] = [];
    const ids = Array.from({ length: 11 }, (_, i) => i + 1);
    await cards.get(
      'pl',
      ids,
      async (missing) => (asked.push(missing), missing.map((id) => card(id))),
    );
    expect(asked).toEqual([[2, 3]]);
  });
});

describe('search cache', () => {
  it('matches once per query and locale until cleared; a ranked ask needs ranked ids', async () => {
    const searches = createSearchCache();
    const calls: boolean[] = [];
    const match = async (ranked: boolean) => (calls.push(ranked), [5, 4]);
    await searches.get('pl', 'lampa', false, match);
    await searches.get('pl', 'lampa', false, match);
    await searches.get('pl', 'lampa', true, match); // unranked ids cannot give relevance
    await searches.get('pl', 'lampa', false, match); // ranked ids serve any sort
    await searches.get('en', 'lampa', true, match);
    expect(calls).toEqual([false, true, true]);
    searches.clear();
    await searches.get('pl', 'lampa', true, match);
    expect(calls).toHaveLength(4);
  });
});
