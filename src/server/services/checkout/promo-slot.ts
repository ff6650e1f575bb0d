import type { Discount, TotalsLine } from '#domain/checkout/totals';
import type { Executor } from '#server/db/types';

/** Why a code does not apply (the contract's reasons). */
export type PromoRefusal =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'per_customer'
  | 'min_subtotal'
  | 'not_applicable';

export type PromoResult =
  { ok: true; code: string; discount: Discount } | { ok: false; reason: PromoRefusal };

/**
 * Where promotion rules plug into the checkout. The shop has no promotions yet, so every code
 * is `unknown`; the totals function already splits whatever discount this returns over the
 * lines, and placement calls it inside the order's transaction (where a use will be counted).
 */
export async function resolvePromo(
  _executor: Executor,
  _code: string,
  _ctx: { lines: readonly TotalsLine[]; userId: string | null },
): Promise<PromoResult> {
  return { ok: false, reason: 'unknown' };
}
