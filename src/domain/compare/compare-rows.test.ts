import { describe, expect, it } from 'vitest';
import { compareRows, differingRows } from './compare-rows';

const attrs = (...pairs: Array<[string, string, string]>) => ({
  attributes: pairs.map(([key, name, value]) => ({ key, name, value })),
});

describe('compareRows', () => {
  it('has one row per key across all products, in first-seen order', () => {
    const rows = compareRows([
      attrs(['color', 'Kolor', 'biały'], ['width', 'Szerokość', '80 cm']),
      attrs(['material', 'Materiał', 'dąb'], ['color', 'Kolor', 'czarny']),
    ]);
    expect(rows.map((r) => r.key)).toEqual(['color', 'width', 'material']);
    expect(rows.map((r) => r.values)).toEqual([
      ['biały', 'czarny'],
      ['80 cm', null],
      [null, 'dąb'],
    ]);
  });

  it('names a row as the first product that has it does', () => {
    const [row] = compareRows([attrs(), attrs(['color', 'Kolor', 'biały'])]);
    expect(row).toMatchObject({ key: 'color', name: 'Kolor', values: [null, 'biały'] });
  });

  it('joins several values of one key, and treats a blank value as missing', () => {
    const rows = compareRows([
      attrs(['color', 'Kolor', 'biały'], ['color', 'Kolor', 'szary'], ['style', 'Styl', '  ']),
    ]);
    expect(rows.map((r) => [r.key, r.values])).toEqual([
      ['color', ['biały, szary']],
      ['style', [null]],
    ]);
  });

  it('marks rows where every product has the same value, ignoring case and spacing', () => {
    const rows = compareRows([
      attrs(['color', 'Kolor', 'Biały'], ['width', 'Szerokość', '80  cm'], ['legs', 'Nogi', '4']),
      attrs(['color', 'Kolor', 'biały'], ['width', 'Szerokość', '80 cm']),
    ]);
    expect(rows.map((r) => [r.key, r.same])).toEqual([
      ['color', true],
      ['width', true],
      ['legs', false], // a missing value differs from a present one
    ]);
  });

  it('a key only some products have is a difference', () => {
    const rows = compareRows([attrs(), attrs(), attrs(['legs', 'Nogi', '4'])]);
    expect(rows[0]?.same).toBe(false);
    expect(compareRows([attrs(['a', 'A', '1']), attrs(['a', 'A', '1'])])[0]?.same).toBe(true);
  });

  it('is empty for no products', () => {
    expect(compareRows([])).toEqual([]);
  });
});

describe('differingRows', () => {
  it('keeps only the rows where the products differ', () => {
    const rows = compareRows([
      attrs(['color', 'Kolor', 'biały'], ['width', 'Szerokość', '80 cm']),
      attrs(['color', 'Kolor', 'czarny'], ['width', 'Szerokość', '80 cm']),
    ]);
    expect(differingRows(rows).map((r) => r.key)).toEqual(['color']);
  });
});
