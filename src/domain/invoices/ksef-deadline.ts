/**
 * How long an invoice may wait for KSeF (tryby-offline.md in CIRFMF/ksef-docs;
 * docs/decisions/074-ksef-client.md). An invoice issued while KSeF does not take it is, in law,
 * issued in one of the offline modes, and must reach KSeF:
 * - offline24 (any cause, the shop's own outage included): by the next working day after its
 *   issue date (`P_1`);
 * - KSeF's announced unavailability: by the next working day after it ends;
 * - KSeF's announced failure: within 7 working days after it ends (counted anew from a later one).
 * The shop keeps trying all along; these dates are what the owner is shown beside a waiting invoice.
 *
 * Working days: not Saturday, not Sunday, not a Polish public holiday (Christmas Eve is one from
 * 2025). Dates are calendar days, `YYYY-MM-DD`, as the invoice's `P_1`.
 */

const DAY_MS = 24 * 3600_000;

const parse = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`not a date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};
const format = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm), as UTC midnight. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** Poland's public holidays of `year` (ustawa o dniach wolnych od pracy), as `YYYY-MM-DD`. */
export function polishHolidays(year: number): Set<string> {
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  const easter = easterSunday(year);
  return new Set([
    ...fixed.map((md) => `${year}-${md}`),
    format(easter),
    format(easter + DAY_MS), // Easter Monday
    format(easter + 49 * DAY_MS), // Pentecost
    format(easter + 60 * DAY_MS), // Corpus Christi
  ]);
}

export function isWorkingDay(iso: string): boolean {
  const t = parse(iso);
  const weekday = new Date(t).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !polishHolidays(new Date(t).getUTCFullYear()).has(iso);
}

/** The `n`-th working day after `iso` (n ≥ 1). */
export function addWorkingDays(iso: string, n: number): string {
  let t = parse(iso);
  for (let left = n; left > 0;) {
    t += DAY_MS;
    if (isWorkingDay(format(t))) left--;
  }
  return format(t);
}

/** The last day an invoice issued on `issueDate` may reach KSeF in offline24 mode. */
export const offline24Deadline = (issueDate: string) => addWorkingDays(issueDate, 1);

/** The last day after KSeF's announced failure that ended on `endDate` (7 working days). */
export const failureDeadline = (endDate: string) => addWorkingDays(endDate, 7);
