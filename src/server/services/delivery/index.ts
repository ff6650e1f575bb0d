import type { PointSource } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { Audit } from '../audit/audit-service';
import { createDeliveryMethodsAdmin } from './delivery-methods';
import { nearestPoints, searchPoints } from './points';

export { activeMethods, type DeliveryMethodRow } from './delivery-methods';
export { offeredPoint, type DeliveryPoint } from './points';
export { replacePoints, type PointCopy } from './point-copy';

/**
 * The delivery noun: methods (back office) and the parcel-locker points offered, from
 * `pointSource`: InPost's copy when InPost is configured, else the shop's own list.
 */
export function createDeliveryService(db: Db, audit: Audit, pointSource: PointSource) {
  return {
    admin: createDeliveryMethodsAdmin(db, audit),
    pointSource,
    points: (query: { q?: string | undefined; near?: { latitude: number; longitude: number } }) =>
      query.near
        ? nearestPoints(db, pointSource, query.near.latitude, query.near.longitude)
        : searchPoints(db, pointSource, query.q),
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
