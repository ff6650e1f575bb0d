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

  it('names the expression it folds', () => {
    expect(foldSql('city')).toBe(`translate(lower(city), '${FOLD_FROM}', '${FOLD_TO}')`);
  });
});
