import { asc, sql } from 'drizzle-orm';
import { deliveryPoints } from '../../db/schema/index.js';
import type { Db, Executor } from '../../db/types.js';
import type { Audit } from '../audit/audit-service.js';
import { createDeliveryMethodsAdmin, pointsQuery } from './delivery-methods.js';

export { activeMethods, type DeliveryMethodRow } from './delivery-methods.js';

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
