import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { INPOST_CARRIER, parcelStatusMeaning } from '#domain/shipping/parcel-rules';
import { orders, shipmentEvents, shipments } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { moveOrder } from '../orders/index';
import type { ShipxClient } from './shipx-client';

export type TrackingResult = 'applied' | 'duplicate' | 'unknown_shipment';

/** Shipments asked about per poll round (the oldest first), to keep a round short. */
const POLL_BATCH = 200;

/**
 * A carrier's status for a shipment, from the webhook or the poll (docs/api.md "Parcels
 * (InPost)"): stored once per status (a repeat changes nothing), the shipment's status moved,
 * a status saying InPost has the parcel moving the order to shipped, `delivered` moving it to
 * delivered (which sets delivered_at), returned or undelivered parcels flagged for staff.
 */
export function createTracking(deps: {
  db: Db;
  outbox: OutboxService;
  client: ShipxClient;
  log: (message: string, error?: unknown) => void;
}) {
  const { db, outbox, client, log } = deps;

  async function apply(
    providerId: string,
    status: string,
    via: 'webhook' | 'poll',
    trackingNumber?: string | null,
  ): Promise<TrackingResult> {
    return db.transaction(async (tx) => {
      const [shipment] = await tx
        .select()
        .from(shipments)
        .where(eq(shipments.providerId, providerId))
        .for('update');
      if (!shipment) return 'unknown_shipment';
      const tracking = shipment.trackingNumber ?? trackingNumber ?? null;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, shipment.orderId))
        .for('update');
      let current = order!;
      const parcel = { carrier: INPOST_CARRIER, trackingNumber: tracking };
      // A parcel booked before InPost gave its number is ready to ship once the number comes.
      if (tracking && current.status === 'confirmed') {
        await moveOrder(tx, outbox, current, { to: 'ready_to_ship', parcel });
        current = { ...current, status: 'ready_to_ship' };
      }
      const inserted = await tx
        .insert(shipmentEvents)
        .values({ shipmentId: shipment.id, status, via })
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      if (inserted.length === 0) {
        if (tracking !== shipment.trackingNumber) {
          await tx
            .update(shipments)
            .set({ trackingNumber: tracking })
            .where(eq(shipments.id, shipment.id));
        }
        return 'duplicate';
      }
      const meaning = parcelStatusMeaning(status);
      // InPost has the parcel (dropped in a locker, collected, on its way, or even delivered
      // with the earlier statuses lost): the order is shipped, and the shopper's "on its way"
      // e-mail goes now.
      if (meaning.taken && (current.status === 'ready_to_ship' || current.status === 'confirmed')) {
        await moveOrder(tx, outbox, current, { to: 'shipped', parcel });
        current = { ...current, status: 'shipped' };
      }
      await tx
        .update(shipments)
        .set({
          status,
          trackingNumber: tracking,
          updatedAt: sql`now()`,
          ...(meaning.final ? { finalAt: sql`now()` } : {}),
          ...(meaning.attention
            ? { attentionAt: sql`coalesce(${shipments.attentionAt}, now())` }
            : {}),
        })
        .where(eq(shipments.id, shipment.id));
      if (meaning.delivered && current.status === 'shipped') {
        await moveOrder(tx, outbox, current, { to: 'delivered' });
      }
      return 'applied';
    });
  }

  /** Asks ShipX about every shipment whose status is not final, in case a webhook was lost. */
  async function poll(): Promise<number> {
    const open = await db
      .select({ providerId: shipments.providerId })
      .from(shipments)
      .where(and(isNull(shipments.finalAt), isNotNull(shipments.providerId)))
      .orderBy(shipments.updatedAt)
      .limit(POLL_BATCH);
    let applied = 0;
    for (const { providerId } of open) {
      try {
        const s = await client.shipment(providerId!);
        if ((await apply(providerId!, s.status, 'poll', s.tracking_number)) === 'applied')
          applied++;
      } catch (error) {
        log(`InPost poll: shipment ${providerId} failed`, error);
      }
    }
    return applied;
  }

  return { apply, poll };
}
