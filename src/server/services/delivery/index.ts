import { asc, sql } from 'drizzle-orm';
import { deliveryPoints } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Audit } from '../audit/audit-service';
import { createDeliveryMethodsAdmin, pointsQuery } from './delivery-methods';

export { activeMethods, type DeliveryMethodRow } from './delivery-methods';

/** The delivery noun: methods (back office) and the parcel-locker points the shop knows. */
export function createDeliveryService(db: Db, audit: Audit) {
  return {
    admin: createDeliveryMethodsAdmin(db, audit),
    async points(q?: string) {
      return db
        .select({
          id: deliveryPoints.id,
          name: deliveryPoints.name,
          address: deliveryPoints.address,
        })
        .from(deliveryPoints)
        .where(pointsQuery(q))
        .orderBy(asc(deliveryPoints.id))
        .limit(50);
    },
  };
}

/** Whether `id` is a point a locker order may name. */
export async function pointExists(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: deliveryPoints.id })
    .from(deliveryPoints)
    .where(sql`${deliveryPoints.id} = ${id.toUpperCase()} and ${deliveryPoints.active}`);
  return Boolean(row);
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
