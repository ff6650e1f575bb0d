/**
 * The 14 days of withdrawal and the 14 days of an answer (docs/rules.md#withdrawal), counted in
 * the shop's calendar (Europe/Warsaw): a shopper reads "14 days" as dates on a wall calendar,
 * not as 336 hours, and a parcel delivered at 23:30 does not lose its day.
 */

export const SHOP_TIME_ZONE = 'Europe/Warsaw';
export const WITHDRAWAL_DAYS = 14;
/** A withdrawal's refund and a complaint's answer are due this many days after receipt. */
export const ANSWER_DAYS = 14;

const DAY_MS = 86_400_000;

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The shop's wall clock at an instant. */
export function shopWallClock(at: Date): WallClock {
  const parts = Object.fromEntries(
    dateParts.formatToParts(at).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The calendar day of an instant in the shop's time zone, as days since 1970-01-01. */
export function shopDayNumber(at: Date): number {
  const w = shopWallClock(at);
  return Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;
}

/**
 * Which day of the period `now` is: the delivery day is day 0, the next calendar day day 1.
 * Null when the order has not been delivered.
 */
export function dayOfPeriod(deliveredAt: Date | null, now: Date): number | null {
  if (!deliveredAt) return null;
  return shopDayNumber(now) - shopDayNumber(deliveredAt);
}

/** May the shopper still withdraw? Day 14 yes, day 15 no; an order not yet delivered always. */
export function withdrawalOpen(deliveredAt: Date | null, now: Date): boolean {
  const day = dayOfPeriod(deliveredAt, now);
  return day === null || day <= WITHDRAWAL_DAYS;
}

/** The last calendar day of withdrawal as `YYYY-MM-DD` (shop time); null before delivery. */
export function withdrawalLastDay(deliveredAt: Date | null): string | null {
  if (!deliveredAt) return null;
  const day = shopDayNumber(deliveredAt) + WITHDRAWAL_DAYS;
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `days` calendar days after `at`, at the same wall-clock time in the shop's zone (so a date
 * across the switch to or from summer time keeps its hour). A wall time the switch skips
 * moves an hour on.
 */
export function addShopDays(at: Date, days: number): Date {
  const w = shopWallClock(at);
  const wallTarget = Date.UTC(w.year, w.month - 1, w.day + days, w.hour, w.minute, w.second);
  const ms = at.getUTCMilliseconds();
  // The zone's offset at the target: guess with today's, then correct once with the target's.
  let guess = wallTarget - offsetAt(at);
  guess = wallTarget - offsetAt(new Date(guess));
  return new Date(guess + ms);
}

/** The shop zone's offset from UTC at an instant, in ms. */
function offsetAt(at: Date): number {
  const w = shopWallClock(at);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - (at.getTime() - at.getUTCMilliseconds());
}

/** When a withdrawal's refund or a complaint's answer is due: received + 14 days. */
export function dueBy(receivedAt: Date): Date {
  return addShopDays(receivedAt, ANSWER_DAYS);
}

/** `2026-11-28 14:05` in the shop's time, as the acknowledgement e-mail and receipt state it. */
export function shopDateTime(at: Date): string {
  const w = shopWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant a calendar day (days since 1970-01-01) begins in the shop's zone: its midnight. */
export function shopDayStart(day: number): Date {
  const wall = day * DAY_MS;
  // As in addShopDays: guess with the offset at the wall time read as UTC, then correct once.
  let guess = wall - offsetAt(new Date(wall));
  guess = wall - offsetAt(new Date(guess));
  return new Date(guess);
}
