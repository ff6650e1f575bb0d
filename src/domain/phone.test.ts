import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('takes a Polish number the ways people type it', () => {
    for (const typed of [
      '600100700',
      '600 100 700',
      '600-100-700',
      '+48 600100700',
      '+48 600 100 700',
      '0048 600 100 700',
      '(+48) 600-100-700',
      '48600100700',
      ' 600.100.700 ',
    ]) {
      expect(normalizePhone(typed), typed).toBe('+48600100700');
    }
  });

  it('keeps another country’s number in E.164', () => {
    expect(normalizePhone('+49 30 1234567')).toBe('+49301234567');
    expect(normalizePhone('00420 601 123 456')).toBe('+420601123456');
  });

  it('refuses what cannot be a number', () => {
    for (const typed of [
      '',
      '12345',
      '60010070',
      '6001007001',
      '+48 60010070',
      '+48 6001007001',
      'abc',
      '+0 123 456 789',
      '600 100 7OO',
      '++48600100700',
      '+1234567890123456',
    ]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });

  it('answers E.164 or null for any text, and is stable on its own answer', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const phone = normalizePhone(typed);
        if (phone === null) return;
        expect(phone).toMatch(/^\+[1-9][0-9]{7,14}$/);
        expect(normalizePhone(phone)).toBe(phone);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{8}$/), (nine) => {
        expect(normalizePhone(nine)).toBe(`+48${nine}`);
        expect(normalizePhone(`+48 ${nine.slice(0, 3)} ${nine.slice(3)}`)).toBe(`+48${nine}`);
      }),
    );
  });
});
