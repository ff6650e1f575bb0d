import type { Discount, TotalsLine } from '#domain/checkout/totals';
import { validation } from '#domain/errors';
import { applyPromotion, type PromoRefusal } from '#domain/promotions/rules';
import type { Executor } from '#server/db/types';
import {
  claimUse,
  customerKeys,
  customerUses,
  findByCode,
  promoLines,
  ruleOf,
  type Customer,
} from '../promotions/uses';

export type { PromoRefusal } from '#domain/promotions/rules';

export type PromoResult =
  | { ok: true; code: string; promotionId: number; discount: Discount }
  | { ok: false; reason: PromoRefusal };

/**
 * Where promotion rules plug into the checkout (docs/rules.md#promo-codes): the quote and
 * placement both ask here, with the lines at the server's (paid) prices. `email` is known at
 * placement (a guest's uses are counted by it); a quote checks the per-customer limit only for
 * a logged-in shopper.
 */
export async function resolvePromo(
  executor: Executor,
  code: string,
  ctx: { lines: readonly TotalsLine[]; userId: string | null; email?: string | null },
): Promise<PromoResult> {
  const row = await findByCode(executor, code);
  const customer: Customer = { userId: ctx.userId, email: ctx.email ?? null };
  const keys = customerKeys(customer);
  const decision = applyPromotion(row ? ruleOf(row) : null, {
    lines: await promoLines(executor, ctx.lines),
    customerUses: row && keys.length ? await customerUses(executor, row.id, keys) : null,
    now: new Date(),
  });
  if (!decision.ok) return decision;
  return { ok: true, code: row!.code, promotionId: row!.id, discount: decision.discount };
}

/**
 * Counts the use in the order's transaction; a code used up (or by this shopper) meanwhile is
 * the same 422 as at the quote, and the transaction rolls back with it.
 */
export async function countPromoUse(
  tx: Executor,
  promotionId: number,
  orderId: number,
  customer: Customer,
): Promise<void> {
  const claimed = await claimUse(tx, promotionId, orderId, customer);
  if (!claimed.ok) throw validation({ promo_code: [claimed.reason] });
}
