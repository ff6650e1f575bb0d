import { describe, expect, it } from 'vitest';
import { normalizeNip, postalCodeValid } from './invoice-checks';

describe('normalizeNip', () => {
  it.each<[string, string | null]>([
    ['1234563218', '1234563218'],
    ['123-456-32-18', '1234563218'],
    ['PL 123 456 32 18', '1234563218'],
    ['pl5260250274', '5260250274'],
    ['1234563217', null], // wrong check digit
    ['1234563219', null],
    ['123456321', null], // nine digits
    ['12345632181', null],
    ['12345x3218', null],
    ['', null],
    // Weighted sum ≡ 10 (mod 11): no check digit can match, whatever the last digit.
    ['0000000090', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeNip(input)).toBe(expected);
  });
});

describe('postalCodeValid', () => {
  it.each<[string, string, boolean]>([
    ['80-001', 'PL', true],
    ['00-950', 'pl', true],
    ['80001', 'PL', false],
    ['8-0001', 'PL', false],
    ['80-0011', 'PL', false],
    ['AB-123', 'PL', false],
    ['10115', 'DE', true],
    ['SW1A 1AA', 'GB', true],
    ['', 'DE', false],
    ['<script>', 'DE', false],
  ])('%j in %s -> %s', (code, country, expected) => {
    expect(postalCodeValid(code, country)).toBe(expected);
  });
});
