import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPageBar } from './page-bar';
import { buildResponsivePageBar, visibleItems } from './responsive-page-bar';

const text = (items: ReadonlyArray<{ type: string; page?: number }>) =>
  items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('buildResponsivePageBar', () => {
  it('shows each viewport exactly its own bar', () => {
    const bar = buildResponsivePageBar({ page: 10, lastPage: 20 })!;
    expect(text(visibleItems(bar, false))).toBe('1 … 8 9 10 11 12 … 20');
    expect(text(visibleItems(bar, true))).toBe('1 … 9 10 11 … 20');
  });

  it('windows a range around its end in each viewport, marking the shown range pages active', () => {
    const bar = buildResponsivePageBar({ page: '5-7', lastPage: 116 })!;
    const active = (narrow: boolean) =>
      text(visibleItems(bar, narrow).filter((i) => i.type === 'page' && i.active));
    expect(text(visibleItems(bar, false))).toBe('1 … 5 6 7 8 9 … 116');
    expect(active(false)).toBe('5 6 7');
    expect(text(visibleItems(bar, true))).toBe('1 … 6 7 8 … 116');
    expect(active(true)).toBe('6 7');
  });

  it('is null without a bar', () => {
    expect(buildResponsivePageBar({ page: 1, lastPage: 1 })).toBeNull();
  });

  it('equals the plain bars for every page and range (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        (lastPage, first, span) => {
          const start = Math.min(first, lastPage);
          const page = { first: start, last: Math.min(lastPage, start + span) };
          const bar = buildResponsivePageBar({ page, lastPage })!;
          for (const narrow of [false, true]) {
            const plain = buildPageBar({ page, lastPage, narrow })!;
            expect(text(visibleItems(bar, narrow))).toBe(text(plain.items));
            expect(
              visibleItems(bar, narrow).filter((i) => i.type === 'page' && i.active).length,
            ).toBe(plain.items.filter((i) => i.type === 'page' && i.active).length);
          }
        },
      ),
    );
  });
});
