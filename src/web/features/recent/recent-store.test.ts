import { describe, expect, it } from 'vitest';
import {
  readRecent,
  RECENT_KEY,
  RECENT_MAX,
  remember,
  shownRecent,
  type RecentProduct,
} from './recent-store';

function memory(initial?: string) {
  const data = new Map<string, string>(initial ? [[RECENT_KEY, initial]] : []);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}
const item = (id: number, locale: 'pl' | 'ru' = 'pl'): RecentProduct => ({
  id,
  locale,
  title: `P${id}`,
  url: `/${locale}/product/p-${id}`,
  image: null,
});

describe('recently viewed', () => {
  it('keeps the newest first, once per product and language, at most 12', () => {
    const s = memory();
    for (let id = 1; id <= 14; id += 1) remember(s, item(id));
    remember(s, item(5));
    const list = readRecent(s);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list.map((r) => r.id).slice(0, 3)).toEqual([5, 14, 13]);
    expect(list.filter((r) => r.id === 5)).toHaveLength(1);
  });

  it('shows the page language’s products without the one on screen', () => {
    const s = memory();
    remember(s, item(1));
    remember(s, item(2, 'ru'));
    remember(s, item(3));
    expect(shownRecent(readRecent(s), 'pl', 3).map((r) => r.id)).toEqual([1]);
    expect(shownRecent(readRecent(s), 'ru').map((r) => r.id)).toEqual([2]);
  });

  it('drops what is malformed instead of breaking the page', () => {
    expect(readRecent(memory('not json'))).toEqual([]);
    expect(readRecent(memory('{"a":1}'))).toEqual([]);
    const mixed = JSON.stringify([
      item(1),
      { id: 'x' },
      { ...item(2), url: 'https://evil.example/' },
    ]);
    expect(readRecent(memory(mixed)).map((r) => r.id)).toEqual([1]);
  });
});
