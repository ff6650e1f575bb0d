import { z } from 'zod';

/**
 * The back office's home: one answer with every figure. Money is a decimal with two places
 * (PLN); days are UTC calendar days, `today` included in the 7 and 30.
 */
const period = z.object({
  /** Every order placed in the period, cancelled ones too. */
  orders: z.number(),
  /** The totals of the period's orders that were not cancelled. */
  revenue: z.number(),
});

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 10;
export const DASHBOARD_LOW_STOCK = 10;
export const DASHBOARD_AWAITED = 5;

export const dashboardResponse = z.object({
  generated_at: z.string(),
  periods: z.object({ today: period, last_7_days: period, last_30_days: period }),
  /** One entry per day, oldest first, the last one today; days without orders are zeros. */
  daily: z.array(period.extend({ date: z.string() })),
  /** All orders ever, by their current status. */
  by_status: z.object({
    new: z.number(),
    confirmed: z.number(),
    ready_to_ship: z.number(),
    shipped: z.number(),
    delivered: z.number(),
    cancelled: z.number(),
  }),
  top_products: z.array(
    z.object({ product_id: z.number(), title: z.string(), units: z.number(), revenue: z.number() }),
  ),
  low_stock: z.object({
    threshold: z.number(),
    total: z.number(),
    items: z.array(
      z.object({ id: z.number(), sku: z.string(), title: z.string(), stock: z.number() }),
    ),
  }),
  open_requests: z.object({ new: z.number(), in_progress: z.number() }),
  /** Open withdrawals and complaints: due within 3 days, and past their due date. */
  returns_due: z.object({ due_soon: z.number(), overdue: z.number() }),
  /**
   * Sold-out products most back-in-stock subscribers wait for (docs/rules.md#back-in-stock),
   * most first, at most DASHBOARD_AWAITED; archived ones left out.
   */
  most_awaited: z.array(
    z.object({ id: z.number(), sku: z.string(), title: z.string(), waiting: z.number() }),
  ),
  /**
   * Published products lacking a manufacturer or an EU responsible person (GPSR;
   * docs/rules.md#product-safety). Always sent; optional in the type for older fixtures.
   */
  safety_missing: z.number().optional(),
  /** Background jobs that failed after their last try and wait for the owner (retry or give up). */
  jobs_failed: z.number(),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

/**
 * Any list answer, read for its size only (the dashboard's cards): its `total`, or its items
 * (a tree's nodes carry `children`).
 */
export const listSizeResponse = z.object({
  total: z.number().int().optional(),
  items: z.array(z.unknown()).optional(),
});
