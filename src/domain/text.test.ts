import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSearchText, isStorableText } from './text';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['zażółć gęślą jaźń', true],
    ['tab\tand\nnewline', true],
    ['emoji 😀 (a surrogate pair)', true],
    ['\u0000', false],
    ['a\u0000b', false],
    ['lone high \ud800', false],
    ['lone low \udc00 first', false],
    ['reversed pair \ude00\ud83d', false],
  ])('%j -> %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('cleanSearchText', () => {
  it('turns control characters and lone surrogates into spaces, keeps the rest', () => {
    expect(cleanSearchText('a\u0000b')).toBe('a b');
    expect(cleanSearchText('\u0000')).toBe(' ');
    expect(cleanSearchText('lamp\ud800\u0007')).toBe('lamp  ');
    expect(cleanSearchText('lampa 😀 ćma')).toBe('lampa 😀 ćma');
  });

  it('always gives storable text of the same length (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = cleanSearchText(text);
        expect(isStorableText(clean)).toBe(true);
        expect(clean).toHaveLength(text.length);
      }),
    );
  });
});
