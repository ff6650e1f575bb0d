import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PromoLine, PromotionRule } from '#domain/promotions/rules';
import { rows } from '#server/db/rows';
import { promotions, promotionUses } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

export type PromotionRow = typeof promotions.$inferSelect;

/** Who used a code: a logged-in shopper by account, a guest by e-mail (lower case). */
export interface Customer {
  userId: string | null;
  email: string | null;
}

/** The keys a shopper's uses are stored and counted under (both, when both are known). */
export function customerKeys({ userId, email }: Customer): string[] {
  return [
    ...(userId ? [`user:${userId}`] : []),
    ...(email ? [`email:${email.trim().toLowerCase()}`] : []),
  ];
}

export function ruleOf(row: PromotionRow): PromotionRule {
  return {
    kind: row.kind,
    value: row.value,
    minSubtotalMinor: row.minSubtotalMinor,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    active: row.active,
    used: row.used,
  };
}

/** The promotion a shopper's code names, whatever its case; undefined when none. */
export async function findByCode(
  executor: Executor,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await executor
    .select()
    .from(promotions)
    .where(sql`lower(${promotions.code}) = ${code.trim().toLowerCase()}`);
  return row;
}

/** Each product's category and the categories above it (a category code covers its subtree). */
export async function categoryPaths(
  executor: Executor,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (productIds.length === 0) return new Map();
  const ids = `{${productIds.map((id) => Math.trunc(id)).join(',')}}`;
  const found = await rows(
    executor,
    sql`with recursive up(product_id, category_id) as (
          select id, category_id from products where id = any(${ids}::int[])
          union
          select up.product_id, c.parent_id from up
          join categories c on c.id = up.category_id
          where c.parent_id is not null
        )
        select product_id, array_agg(category_id)::int[] as path from up group by product_id`,
    z.object({ product_id: z.number(), path: z.array(z.number()) }),
  );
  return new Map(found.map((r) => [r.product_id, r.path]));
}

export async function promoLines(
  executor: Executor,
  lines: readonly { id: number; count: number; unitPriceMinor: number }[],
): Promise<PromoLine[]> {
  const paths = await categoryPaths(
    executor,
    lines.map((l) => l.id),
  );
  return lines.map((l) => ({
    id: l.id,
    count: l.count,
    unitPriceMinor: l.unitPriceMinor,
    categoryPath: paths.get(l.id) ?? [],
  }));
}

/** This shopper's uses of the promotion not given back. */
export async function customerUses(
  executor: Executor,
  promotionId: number,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const [row] = await executor
    .select({ n: count() })
    .from(promotionUses)
    .where(
      and(
        eq(promotionUses.promotionId, promotionId),
        isNull(promotionUses.releasedAt),
        inArray(promotionUses.customerKey, [...keys]),
      ),
    );
  return row!.n;
}

/**
 * Counts a use for `orderId`, in the order's transaction. The conditional update never takes
 * the counter past the limit however many placements run at once (it locks the promotion's
 * row, so the per-customer count after it sees every committed use): `used_up` or
 * `per_customer` when it cannot be counted, and the caller's transaction rolls back.
 */
export async function claimUse(
  tx: Executor,
  promotionId: number,
  orderId: number,
  customer: Customer,
): Promise<{ ok: true } | { ok: false; reason: 'used_up' | 'per_customer' }> {
  const [row] = await tx
    .update(promotions)
    .set({ used: sql`${promotions.used} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        sql`(${promotions.usageLimit} is null or ${promotions.used} < ${promotions.usageLimit})`,
      ),
    )
    .returning({ perCustomerLimit: promotions.perCustomerLimit });
  if (!row) return { ok: false, reason: 'used_up' };
  const keys = customerKeys(customer);
  if (row.perCustomerLimit !== null) {
    if ((await customerUses(tx, promotionId, keys)) >= row.perCustomerLimit) {
      return { ok: false, reason: 'per_customer' };
    }
  }
  await tx
    .insert(promotionUses)
    .values({ promotionId, orderId, customerKey: keys[0] ?? 'unknown' });
  return { ok: true };
}

/**
 * Gives an order's use back (the order was cancelled, by staff or the payment timeout, or
 * refunded), in the cancel's transaction. Releasing twice changes nothing.
 */
export async function releaseUse(tx: Executor, orderId: number): Promise<void> {
  const released = await tx
    .update(promotionUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.releasedAt)))
    .returning({ promotionId: promotionUses.promotionId });
  for (const { promotionId } of released) {
    await tx
      .update(promotions)
      .set({ used: sql`greatest(${promotions.used} - 1, 0)` })
      .where(eq(promotions.id, promotionId));
  }
}
