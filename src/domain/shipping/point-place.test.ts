import { describe, expect, it } from 'vitest';
import { distanceKm, postCodePrefixes, readPostCode } from './point-place';

describe('distanceKm', () => {
  it('is about 252 km from Warsaw to Kraków, to a tenth', () => {
    const km = distanceKm(
      { latitude: 52.2297, longitude: 21.0122 },
      { latitude: 50.0614, longitude: 19.9366 },
    );
    expect(km).toBeGreaterThan(250);
    expect(km).toBeLessThan(254);
    expect(Math.round(km * 10)).toBe(km * 10);
  });

  it('is 0 at the same place and the same both ways', () => {
    const a = { latitude: 54.352, longitude: 18.6466 };
    const b = { latitude: 54.5189, longitude: 18.5305 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });
});

describe('readPostCode', () => {
  it.each([
    ['00-105', '00-105'],
    ['00105', '00-105'],
    ['00-1', '00-1'],
    ['30', '30'],
    ['3', null],
    ['001056', null],
    ['krakow', null],
    ['00-1050', null],
  ])('%s -> %s', (typed, read) => expect(readPostCode(typed)).toBe(read));
});

describe('postCodePrefixes', () => {
  it('goes from the whole code to its region, longest first', () => {
    expect(postCodePrefixes('00-105')).toEqual(['00-105', '00-10', '00-1', '00', '0']);
    expect(postCodePrefixes('30')).toEqual(['30', '3']);
  });
});
