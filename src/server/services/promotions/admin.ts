import { desc, eq, sql } from 'drizzle-orm';
import {
  promotionProblems,
  type Promotion,
  type PromotionCreate,
  type PromotionPatch,
} from '#contracts/admin/promotions';
import { notFound, validation } from '#domain/errors';
import { fromDecimal, toDecimal } from '#domain/money';
import { anyId } from '#server/db/operators';
import { categories, products, promotions } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import type { PromotionRow } from './uses';
import { uniqueAsConflict } from '#server/services/shared/sql';

/** What the orders using a code (uses not given back) came to. */
const revenueMinor = sql<number>`coalesce((
    select sum(o.total_minor) from promotion_uses u join orders o on o.id = u.order_id
    where u.promotion_id = "promotions"."id" and u.released_at is null
  ), 0)::int`;

const valueOnWire = (row: PromotionRow) =>
  row.kind === 'fixed' ? toDecimal(row.value) : row.value;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminPromotion(row: PromotionRow, revenue: number): Promotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: valueOnWire(row),
    min_subtotal: row.minSubtotalMinor === null ? null : toDecimal(row.minSubtotalMinor),
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    category_ids: row.categoryIds,
    product_ids: row.productIds,
    active: row.active,
    used: row.used,
    revenue: toDecimal(revenue),
  };
}

function columns(input: PromotionPatch, kind: PromotionRow['kind']) {
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.value !== undefined
      ? { value: kind === 'fixed' ? fromDecimal(input.value) : input.value }
      : {}),
    ...(input.min_subtotal !== undefined
      ? {
          minSubtotalMinor: input.min_subtotal === null ? null : fromDecimal(input.min_subtotal),
        }
      : {}),
    ...(input.starts_at !== undefined ? { startsAt: date(input.starts_at) } : {}),
    ...(input.ends_at !== undefined ? { endsAt: date(input.ends_at) } : {}),
    ...(input.usage_limit !== undefined ? { usageLimit: input.usage_limit } : {}),
    ...(input.per_customer_limit !== undefined
      ? { perCustomerLimit: input.per_customer_limit }
      : {}),
    ...(input.category_ids !== undefined ? { categoryIds: [...new Set(input.category_ids)] } : {}),
    ...(input.product_ids !== undefined ? { productIds: [...new Set(input.product_ids)] } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    updatedAt: new Date(),
  };
}

/** 422 for ids that name no category or product. */
async function checkIds(executor: Executor, input: PromotionPatch): Promise<void> {
  const errors: Record<string, string[]> = {};
  const missing = async (
    ids: readonly number[] | undefined,
    table: typeof categories | typeof products,
  ) => {
    if (!ids?.length) return false;
    const found = await executor.select({ id: table.id }).from(table).where(anyId(table.id, ids));
    return found.length !== new Set(ids).size;
  };
  if (await missing(input.category_ids, categories)) errors.category_ids = ['category.unknown'];
  if (await missing(input.product_ids, products)) errors.product_ids = ['product.unknown'];
  if (Object.keys(errors).length) throw validation(errors);
}

const codeTaken = <T>(work: () => Promise<T>) =>
  uniqueAsConflict(work, 'promotion_code_taken', 'Another promotion has this code');

/** The back office's promo codes: list (with uses and revenue), create, change, delete; audited. */
export function createPromotionsAdmin(db: Db, audit: Audit) {
  async function find(executor: Executor, id: number, lock = false) {
    // The row is locked on its own: FOR UPDATE does not go with the revenue's aggregate.
    if (lock)
      await executor
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.id, id))
        .for('update');
    const [found] = await executor
      .select({ row: promotions, revenue: revenueMinor })
      .from(promotions)
      .where(eq(promotions.id, id));
    if (!found) throw notFound('promotion_not_found', 'No such promotion');
    return found;
  }
  const answer = (found: { row: PromotionRow; revenue: number }) =>
    toAdminPromotion(found.row, found.revenue);

  return {
    async list(): Promise<Promotion[]> {
      const found = await db
        .select({ row: promotions, revenue: revenueMinor })
        .from(promotions)
        .orderBy(desc(promotions.id));
      return found.map(answer);
    },

    create: (actor: Actor, input: PromotionCreate) =>
      codeTaken(() =>
        db.transaction(async (tx) => {
          await checkIds(tx, input);
          const [row] = await tx
            .insert(promotions)
            .values({ ...columns(input, input.kind), code: input.code, kind: input.kind })
            .returning();
          const created = toAdminPromotion(row!, 0);
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'promotion',
            entityId: created.id,
            after: created,
          });
          return created;
        }),
      ),

    update: (actor: Actor, id: number, patch: PromotionPatch) =>
      codeTaken(() =>
        db.transaction(async (tx) => {
          const current = await find(tx, id, true);
          const before = answer(current);
          const merged = {
            kind: patch.kind ?? before.kind,
            // A change of kind without a value keeps no meaningless one (free delivery: 0).
            value:
              patch.value ?? ((patch.kind ?? before.kind) === 'free_delivery' ? 0 : before.value),
            starts_at: patch.starts_at === undefined ? before.starts_at : patch.starts_at,
            ends_at: patch.ends_at === undefined ? before.ends_at : patch.ends_at,
          };
          const problems = promotionProblems(merged);
          if (Object.keys(problems).length) throw validation(problems);
          await checkIds(tx, patch);
          await tx
            .update(promotions)
            .set(columns({ ...patch, value: merged.value }, merged.kind))
            .where(eq(promotions.id, id));
          const after = answer(await find(tx, id));
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'promotion',
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      ),

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = answer(await find(tx, id, true));
        // Orders keep the code as text and their lines their shares: deleting changes no order.
        await tx.delete(promotions).where(eq(promotions.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'promotion',
          entityId: id,
          before,
        });
      });
    },
  };
}
