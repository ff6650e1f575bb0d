import { DASHBOARD_AWAITED, type Dashboard } from '#contracts/admin/dashboard';
import type { Locale } from '#domain/locale';
import { toDecimal } from '#domain/money';
import type { Db } from '#server/db/types';
import type { SettingsService } from '../settings/index';
import type { StockAlertsService } from '../stock-alerts/index';
import { dashboardWindow, lastDays, type DayFigures } from './periods';
import { countSafetyMissing } from '../manufacturers/index';
import { countFailedJobs } from '../jobs/index';
import {
  lowStock,
  openRequests,
  ordersByDay,
  ordersByStatus,
  returnsDue,
  topProducts,
} from './queries';

export interface DashboardDeps {
  db: Db;
  settings: SettingsService;
  /** The most awaited sold-out products (back-in-stock subscriptions). */
  stockAlerts: Pick<StockAlertsService, 'mostAwaited'>;
  /** The clock (tests pin it). */
  now?: () => Date;
}

const period = (f: DayFigures) => ({ orders: f.orders, revenue: toDecimal(f.revenueMinor) });

/**
 * The back office's dashboard in one answer: a handful of indexed statements, no cache (the
 * figures must be current after every order, and they stay far under the 200 ms budget at 50,000
 * orders).
 */
export function createDashboardService({
  db,
  settings,
  stockAlerts,
  now = () => new Date(),
}: DashboardDeps) {
  return {
    async get(locale: Locale): Promise<Dashboard> {
      const at = now();
      const { days, from, to } = dashboardWindow(at);
      const threshold = await settings.get('low_stock_threshold');
      // PGlite runs one statement at a time anyway; on PostgreSQL these overlap.
      const [byDay, byStatus, top, low, requests, awaited, safetyMissing, returnsOpen, jobsFailed] =
        await Promise.all([
          ordersByDay(db, from, to),
          ordersByStatus(db),
          topProducts(db, from, to, locale),
          lowStock(db, threshold, locale),
          openRequests(db),
          stockAlerts.mostAwaited(locale, DASHBOARD_AWAITED),
          countSafetyMissing(db),
          returnsDue(db, at),
          countFailedJobs(db),
        ]);
      const seen = new Map(byDay.map((d) => [d.day, d]));
      const daily = days.map((date) => {
        const d = seen.get(date);
        return { date, orders: d?.orders ?? 0, revenueMinor: d?.revenue ?? 0 };
      });
      return {
        generated_at: at.toISOString(),
        periods: {
          today: period(lastDays(daily, 1)),
          last_7_days: period(lastDays(daily, 7)),
          last_30_days: period(lastDays(daily, days.length)),
        },
        daily: daily.map((d) => ({ date: d.date, ...period(d) })),
        by_status: byStatus,
        top_products: top.map((p) => ({ ...p, revenue: toDecimal(p.revenue) })),
        low_stock: low,
        open_requests: requests,
        returns_due: returnsOpen,
        most_awaited: awaited,
        safety_missing: safetyMissing,
        jobs_failed: jobsFailed,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
