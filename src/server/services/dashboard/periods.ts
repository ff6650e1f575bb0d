import { DASHBOARD_DAYS } from '#contracts/admin/dashboard';
import { shopDayNumber, shopDayStart } from '#domain/returns/withdrawal-period';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a day given as days since 1970-01-01. */
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The dashboard's days: the shop's calendar days (Europe/Warsaw, as the withdrawal period
 * counts them), the last one today, so "today" is the day the owner's wall calendar shows and
 * an order at 00:30 Polish time is not counted on the day before. Every process and browser
 * asks with the same zone, so every figure means the same day.
 */
export function dashboardWindow(now: Date) {
  const today = shopDayNumber(now);
  const first = today - (DASHBOARD_DAYS - 1);
  return {
    days: Array.from({ length: DASHBOARD_DAYS }, (_, i) => dayText(first + i)),
    from: shopDayStart(first),
    /** Exclusive: the start of tomorrow. */
    to: shopDayStart(today + 1),
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
