import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, EU_MEMBERS, isCountryCode, isInEu } from './countries';
import { missingSafetyData, publishBlockers } from './publish-rules';

const pl = { country: 'PL' };
const cn = { country: 'CN' };
const de = { country: 'DE' };

describe('publish rules (GPSR art. 19)', () => {
  it.each([
    [null, null, { manufacturer_id: ['required_to_publish'] }],
    [null, de, { manufacturer_id: ['required_to_publish'] }],
    [pl, null, {}],
    [pl, cn, {}], // a person named beside an EU manufacturer changes nothing
    [cn, null, { responsible_person_id: ['required_outside_eu'] }],
    [cn, cn, { responsible_person_id: ['not_in_eu'] }],
    [cn, de, {}],
  ])('%j with %j -> %j', (manufacturer, responsiblePerson, expected) => {
    expect(publishBlockers({ manufacturer, responsiblePerson })).toEqual(expected);
    expect(missingSafetyData({ manufacturer, responsiblePerson })).toBe(
      Object.keys(expected).length > 0,
    );
  });
});

describe('countries', () => {
  it('knows the assigned codes only', () => {
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false); // reserved, not assigned
    expect(isCountryCode('EL')).toBe(false); // the EU's own code for Greece, not ISO's
    expect(isCountryCode('pl')).toBe(false);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES).toHaveLength(249);
  });

  it('has the 27 members of the Union', () => {
    expect(EU_MEMBERS).toHaveLength(27);
    expect(isInEu('PL')).toBe(true);
    expect(isInEu('GB')).toBe(false);
    expect(isInEu('NO')).toBe(false);
    expect(isInEu('CH')).toBe(false);
    for (const code of EU_MEMBERS) expect(isCountryCode(code)).toBe(true);
  });
});
