import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  failureDeadline,
  isWorkingDay,
  offline24Deadline,
  polishHolidays,
} from './ksef-deadline';

describe('how long an invoice may wait for KSeF', () => {
  it("follows tryby-offline.md's example", () => {
    // Issued offline24 on Wednesday 2025-07-08: due on 2025-07-09.
    expect(offline24Deadline('2025-07-08')).toBe('2025-07-09');
    // A failure announced, ending on Saturday 2025-07-12: 7 working days, to Tuesday 2025-07-22.
    expect(failureDeadline('2025-07-12')).toBe('2025-07-22');
  });

  it('skips weekends and Polish holidays', () => {
    expect(offline24Deadline('2026-12-04')).toBe('2026-12-07'); // Friday -> Monday
    expect(offline24Deadline('2026-12-23')).toBe('2026-12-28'); // Wigilia, Christmas, weekend
    expect(offline24Deadline('2026-04-03')).toBe('2026-04-07'); // Easter Monday 2026-04-06
    expect(offline24Deadline('2026-06-03')).toBe('2026-06-05'); // Corpus Christi 2026-06-04
    expect(offline24Deadline('2026-11-10')).toBe('2026-11-12'); // 11 November
    expect(isWorkingDay('2024-12-24')).toBe(true); // a holiday only from 2025
    expect(isWorkingDay('2025-12-24')).toBe(false);
  });

  it('knows Easter', () => {
    const day = (t: number) => new Date(t).toISOString().slice(0, 10);
    expect(day(easterSunday(2025))).toBe('2025-04-20');
    expect(day(easterSunday(2026))).toBe('2026-04-05');
    expect(day(easterSunday(2027))).toBe('2027-03-28');
    expect(polishHolidays(2027).has('2027-05-27')).toBe(true); // Corpus Christi
  });

  it('the n-th working day is a working day, after the date, within n + 10 days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 10 }),
        (date, n) => {
          const start = date.toISOString().slice(0, 10);
          const due = addWorkingDays(start, n);
          const days = (Date.parse(due) - Date.parse(start)) / 86_400_000;
          return isWorkingDay(due) && days >= n && days <= n + 10;
        },
      ),
    );
  });
});
