import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldSql, foldText } from './fold';

describe('foldText', () => {
  it.each([
    ['Dąb', 'dab'],
    ['ŻÓŁTY', 'zolty'],
    ['Krzesło', 'krzeslo'],
    ['Kraków', 'krakow'],
    ['Ёлка', 'елка'],
    ['Müller', 'muller'],
    ['sofa', 'sofa'],
  ])('%s -> %s', (input, folded) => expect(foldText(input)).toBe(folded));

  it('keeps Russian й apart from и', () => {
    expect(foldText('Чайник')).toBe('чайник');
    expect(foldText('Чайник')).not.toBe(foldText('Чаиник'));
  });

  it('maps one character to one, as SQL translate() needs', () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
  });

  it('folds capitals in SQL even where lower() keeps them (a C-locale database)', () => {
    const translate = (text: string) =>
      [...text].map((c) => FOLD_TO[[...FOLD_FROM].indexOf(c)] ?? c).join('');
    // lower() under plain C lowers ASCII only: what is left must still fold as foldText does.
    const cLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    for (const word of ['ŁÓDŹ', 'ŻÓŁW', 'ĄĆĘŃŚŹ', 'Kraków', 'MÜLLER'])
      expect(translate(cLower(word))).toBe(foldText(word));
  });

  it('names the expression it folds', () => {
    expect(foldSql('city')).toBe(`translate(lower(city), '${FOLD_FROM}', '${FOLD_TO}')`);
  });
});
