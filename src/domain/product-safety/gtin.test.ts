import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinProperty, isValidGtin } from './gtin';

const lengths = fc.constantFrom(8, 12, 13, 14);
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
/** A GTIN of a valid length with its check digit computed by the rule. */
const validGtin = lengths.chain((n) =>
  digits(n - 1).map((body) => body.join('') + String(gtinCheckDigit(body.join('')))),
);

describe('GTIN check digit', () => {
  it.each([
    ['5901234123457', true], // GS1's own EAN-13 example
    ['4006381333931', true],
    ['96385074', true], // EAN-8
    ['036000291452', true], // UPC-A
    ['10614141000415', true], // GTIN-14
    ['5901234123458', false], // last digit off by one
    ['590123412345', false], // 12 digits, not a UPC
    ['1234567', false], // 7 digits: no such length
    ['590123412345X', false],
    ['', false],
    [' 5901234123457', false],
  ])('%j -> %s', (gtin, ok) => {
    expect(isValidGtin(gtin)).toBe(ok);
  });

  it('accepts every body followed by its check digit', () => {
    fc.assert(fc.property(validGtin, (gtin) => isValidGtin(gtin)));
  });

  it('refuses any other last digit', () => {
    fc.assert(
      fc.property(validGtin, fc.integer({ min: 1, max: 9 }), (gtin, shift) => {
        const wrong = (Number(gtin.at(-1)) + shift) % 10;
        return !isValidGtin(gtin.slice(0, -1) + String(wrong));
      }),
    );
  });

  it('catches every single-digit typo in the body', () => {
    fc.assert(
      fc.property(validGtin, fc.nat(), fc.integer({ min: 1, max: 9 }), (gtin, at, shift) => {
        const i = at % (gtin.length - 1);
        const typo = (Number(gtin[i]) + shift) % 10;
        return !isValidGtin(gtin.slice(0, i) + String(typo) + gtin.slice(i + 1));
      }),
    );
  });

  it('refuses lengths other than 8, 12, 13 and 14', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }).filter((n) => ![8, 12, 13, 14].includes(n)),
        (n) => !isValidGtin('0'.repeat(n)),
      ),
    );
  });

  it('publishes 13 digits as gtin13, others as gtin', () => {
    expect(gtinProperty('5901234123457')).toBe('gtin13');
    expect(gtinProperty('96385074')).toBe('gtin');
    expect(gtinProperty('10614141000415')).toBe('gtin');
  });
});
