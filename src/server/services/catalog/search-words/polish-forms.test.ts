import { beforeAll, describe, expect, it } from 'vitest';
import { loadPolishDictionary, polishDictionary, type PolishDictionary } from './polish-forms';

describe('the Polish dictionary (dictionary-pl)', () => {
  let pl: PolishDictionary;
  beforeAll(async () => {
    pl = await loadPolishDictionary();
  }, 30_000);

  it.each([
    ['lampy', 'lampa'],
    ['lampę', 'lampa'],
    ['lampą', 'lampa'],
    ['sofę', 'sofa'],
    ['krzesła', 'krzesło'],
    ['stołu', 'stół'],
    ['dębu', 'dąb'],
    ['jadalni', 'jadalnia'], // a rule that only strips: jadalnia -> jadalni
    ['patelnię', 'patelnia'],
  ])('knows %s as a form of %s', (form, lemma) => {
    expect(pl.lemmasOf(form)).toContain(lemma);
  });

  it('makes every form of an entry with its own rules', () => {
    expect(pl.formsOf('stół')).toEqual(
      expect.arrayContaining(['stół', 'stołu', 'stole', 'stoły', 'stołów', 'stołami']),
    );
    expect(pl.formsOf('lampa')).toEqual(expect.arrayContaining(['lampy', 'lampę', 'lampą']));
  });

  it('knows no lemma of a word it does not have', () => {
    expect(pl.lemmasOf('nordlys')).toEqual([]);
    expect(pl.formsOf('nordlys')).toEqual(['nordlys']);
  });
});

describe('polishDictionary', () => {
  // A dictionary of two entries in Hunspell's format, its rules as pl_PL writes them.
  const aff = [
    'SET UTF-8',
    'PFX b Y 1',
    'PFX b   0 nie .',
    'SFX M Y 2',
    'SFX M   a y [^i]a',
    'SFX M   a ę a',
  ].join('\n');
  const dic = ['2', 'lampa/Mb', 'mapa'].join('\n');
  const small = polishDictionary(aff, dic);

  it("applies an entry's suffix rules both ways, and only the flags it has", () => {
    expect(small.lemmasOf('lampy')).toEqual(['lampa']);
    expect(small.formsOf('lampa').sort()).toEqual(['lampa', 'lampy', 'lampę'].sort());
    expect(small.lemmasOf('mapy')).toEqual([]);
  });

  it('takes the prefix with a suffix, as cross-product rules allow', () => {
    expect(small.lemmasOf('nielampy')).toEqual(['lampa']);
  });
});
