import { DASHBOARD_DAYS } from '#contracts/admin/dashboard';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC day. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The dashboard's days: UTC calendar days, the last one today. UTC, like the audit log's date
 * filter, so every figure means the same day whichever process or browser asks.
 */
export function dashboardWindow(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    dayOf(new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS)),
  );
  return {
    days,
    from: new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS),
    /** Exclusive: the start of tomorrow. */
    to: new Date(today + DAY_MS),
  };
}

export interface DayFigures {
  orders: number;
  revenueMinor: number;
}

/** Sums the last `n` days of `daily` (oldest first). */
export function lastDays(daily: readonly DayFigures[], n: number): DayFigures {
  return daily.slice(-n).reduce(
    (sum, d) => ({
      orders: sum.orders + d.orders,
      revenueMinor: sum.revenueMinor + d.revenueMinor,
    }),
    { orders: 0, revenueMinor: 0 },
  );
}
