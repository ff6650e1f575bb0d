import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addShopDays,
  dayOfPeriod,
  dueBy,
  shopDateTime,
  withdrawalLastDay,
  withdrawalOpen,
} from './withdrawal-period';

const at = (iso: string) => new Date(iso);

describe('withdrawalOpen', () => {
  it('allows day 14 and refuses day 15, in Warsaw calendar days', () => {
    // Delivered 23:30 Warsaw time on 1 December (22:30 UTC).
    const delivered = at('2026-12-01T22:30:00Z');
    expect(dayOfPeriod(delivered, at('2026-12-15T22:59:59Z'))).toBe(14);
    expect(withdrawalOpen(delivered, at('2026-12-15T22:59:59Z'))).toBe(true);
    expect(withdrawalOpen(delivered, at('2026-12-15T23:00:00Z'))).toBe(false);
    expect(withdrawalLastDay(delivered)).toBe('2026-12-15');
  });
  it('counts across the switch to summer time by dates, not hours', () => {
    const delivered = at('2027-03-20T00:30:00+01:00');
    expect(withdrawalOpen(delivered, at('2027-04-03T23:59:00+02:00'))).toBe(true);
    expect(withdrawalOpen(delivered, at('2027-04-04T00:00:00+02:00'))).toBe(false);
  });
  it('always allows an order not yet delivered', () => {
    expect(withdrawalOpen(null, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(withdrawalLastDay(null)).toBeNull();
  });
  it('is open exactly for the first 15 calendar days (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('2020-01-01T00:00:00Z'),
          max: at('2035-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 40 * 86_400_000 }),
        (delivered, later) => {
          const now = new Date(delivered.getTime() + later);
          const day = dayOfPeriod(delivered, now)!;
          expect(day).toBeGreaterThanOrEqual(0);
          expect(withdrawalOpen(delivered, now)).toBe(day <= 14);
        },
      ),
    );
  });
});

describe('dueBy', () => {
  it('is 14 days on at the same Warsaw wall-clock time', () => {
    expect(dueBy(at('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-12-12T10:00:00.000Z');
    // Across the end of summer time: 12:00 Warsaw stays 12:00 Warsaw.
    expect(dueBy(at('2026-10-20T10:00:00Z')).toISOString()).toBe('2026-11-03T11:00:00.000Z');
  });
  it('keeps the wall clock for any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('2020-01-01T00:00:00Z'),
          max: at('2035-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 60 }),
        (d, days) => {
          const later = addShopDays(d, days);
          const hours = (later.getTime() - d.getTime()) / 3_600_000;
          expect(Math.abs(hours - days * 24)).toBeLessThanOrEqual(1);
          // Unless the wall time falls into the skipped spring hour, it is kept to the minute.
          if (shopDateTime(later).slice(11) !== shopDateTime(d).slice(11)) {
            expect(shopDateTime(d).slice(11, 13)).toBe('02');
          }
        },
      ),
    );
  });
});

describe('shopDateTime', () => {
  it('writes the shop time', () => {
    expect(shopDateTime(at('2026-07-01T10:05:00Z'))).toBe('2026-07-01 12:05');
  });
});
