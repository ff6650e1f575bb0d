import { asc, eq } from 'drizzle-orm';
import type {
  AdminDeliveryMethod,
  DeliveryMethodCreate,
  DeliveryMethodPatch,
} from '#contracts/admin/delivery';
import { notFound } from '#domain/errors';
import { fromDecimal, toDecimal } from '#domain/money';
import { deliveryMethods } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import { uniqueAsConflict } from '#server/services/shared/sql';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

export function toAdminMethod(m: DeliveryMethodRow): AdminDeliveryMethod {
  return {
    id: m.id,
    code: m.code,
    kind: m.kind,
    titles: m.titles,
    price: toDecimal(m.priceMinor),
    free_from: m.freeFromMinor === null ? null : toDecimal(m.freeFromMinor),
    cod: m.cod,
    active: m.active,
    position: m.position,
  };
}

function columns(input: DeliveryMethodPatch) {
  return {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.titles !== undefined ? { titles: input.titles } : {}),
    ...(input.price !== undefined ? { priceMinor: fromDecimal(input.price) } : {}),
    ...(input.free_from !== undefined
      ? { freeFromMinor: input.free_from === null ? null : fromDecimal(input.free_from) }
      : {}),
    ...(input.cod !== undefined ? { cod: input.cod } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.position !== undefined ? { position: input.position } : {}),
  };
}

const byPosition = [asc(deliveryMethods.position), asc(deliveryMethods.id)];

/** The methods shoppers can choose, in display order. */
export async function activeMethods(executor: Executor): Promise<DeliveryMethodRow[]> {
  return executor
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.active, true))
    .orderBy(...byPosition);
}

const codeTaken = <T>(work: () => Promise<T>) =>
  uniqueAsConflict(work, 'delivery_code_taken', 'Another delivery method has this code');

/** The back office's delivery methods: list, create, change, delete (every write audited). */
export function createDeliveryMethodsAdmin(db: Db, audit: Audit) {
  async function find(executor: Executor, id: number) {
    const [row] = await executor.select().from(deliveryMethods).where(eq(deliveryMethods.id, id));
    if (!row) throw notFound('delivery_method_not_found', 'No such delivery method');
    return row;
  }
  return {
    async list(): Promise<AdminDeliveryMethod[]> {
      return (
        await db
          .select()
          .from(deliveryMethods)
          .orderBy(...byPosition)
      ).map(toAdminMethod);
    },
    create: (actor: Actor, input: DeliveryMethodCreate) =>
      codeTaken(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(deliveryMethods)
            .values({
              ...columns(input),
              code: input.code,
              kind: input.kind,
              titles: input.titles,
              priceMinor: fromDecimal(input.price),
            })
            .returning();
          const created = toAdminMethod(row!);
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'delivery_method',
            entityId: created.id,
            after: created,
          });
          return created;
        }),
      ),
    update: (actor: Actor, id: number, patch: DeliveryMethodPatch) =>
      codeTaken(() =>
        db.transaction(async (tx) => {
          const before = toAdminMethod(await find(tx, id));
          const [row] = await tx
            .update(deliveryMethods)
            .set(columns(patch))
            .where(eq(deliveryMethods.id, id))
            .returning();
          const after = toAdminMethod(row!);
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'delivery_method',
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      ),
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = toAdminMethod(await find(tx, id));
        // Orders keep a copy of their method's code and price: deleting one changes no order.
        await tx.delete(deliveryMethods).where(eq(deliveryMethods.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'delivery_method',
          entityId: id,
          before,
        });
      });
    },
  };
}
