import { describe, expect, it } from 'vitest';
import { formatIban, normalizeIban } from './iban';

describe('normalizeIban', () => {
  it.each<[string, string | null]>([
    ['PL61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
    ['pl61109010140000071219812874', 'PL61109010140000071219812874'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['PL62 1090 1014 0000 0712 1981 2874', null], // check digits off by one
    ['PL61 1090 1014 0000 0712 1981 2875', null], // a typo in the account
    ['PL61 1090 1014 0000 0712 1981 287', null], // too short for Poland
    ['61109010140000071219812874', null], // no country
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeIban(input)).toBe(expected);
  });

  it('prints in groups of four', () => {
    expect(formatIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});
