import { eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { conflict, notFound, validation } from '#domain/errors';
import { defaultParcelSize, INPOST_CARRIER, type ParcelSize } from '#domain/shipping/parcel-rules';
import { orderLines, orders, payments, shipments } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import type { OutboxService } from '../messaging/outbox-service';
import { moveOrder } from '../orders/index';
import { shipmentRequest, shipxFieldErrors } from './shipment-request';
import { ShipxError, ShipxUnreachable, type ShipxClient, type ShipxShipment } from './shipx-client';

export type ShipmentRow = typeof shipments.$inferSelect;

export interface ShipmentsDeps {
  db: Db;
  outbox: OutboxService;
  audit: Audit;
  client: ShipxClient;
  /** Pauses between tries (tests shorten them). */
  retryDelayMs?: number;
}

/** How long one booking holds its row; a click after that may try again. */
const CLAIM_SECONDS = 120;
const TRIES = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const transient = (error: unknown) =>
  error instanceof ShipxUnreachable || (error instanceof ShipxError && error.retryable);

/** The size an order's parcel defaults to (from how many items it holds). */
export async function suggestedSize(executor: Executor, orderId: number): Promise<ParcelSize> {
  const [row] = await executor
    .select({ n: sql<number>`coalesce(sum(${orderLines.count}), 0)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return defaultParcelSize(row?.n ?? 0);
}

/**
 * Shipments booked at InPost from the back office (docs/decisions/057-parcels.md). The row is
 * reserved first (unique per order, claimed with a lease), so parallel clicks book one parcel;
 * a timeout or a 5xx is retried only after asking ShipX for a parcel with the order's reference,
 * so a parcel made by a request whose answer was lost is found, never made twice.
 */
export function createShipments(deps: ShipmentsDeps) {
  const { db, outbox, audit, client } = deps;
  const delay = deps.retryDelayMs ?? 1000;

  async function findOrder(executor: Executor, publicId: string, lock = false) {
    const q = executor.select().from(orders).where(eq(orders.publicId, publicId));
    const [order] = await (lock ? q.for('update') : q);
    if (!order) throw notFound('order_not_found', 'No such order');
    return order;
  }

  /** Takes the order's shipment row for this booking, or says why not (409). */
  async function reserve(publicId: string, size: ParcelSize | undefined) {
    return db.transaction(async (tx) => {
      const order = await findOrder(tx, publicId, true);
      if (order.deliveryKind !== 'locker' && order.deliveryKind !== 'courier') {
        throw conflict('order_not_parcel', 'This order is not sent as a parcel');
      }
      const [existing] = await tx.select().from(shipments).where(eq(shipments.orderId, order.id));
      if (existing?.providerId) {
        throw conflict('shipment_exists', 'The order already has a shipment');
      }
      if (order.status !== 'confirmed') {
        throw conflict(
          'order_not_shippable',
          'Only a confirmed order that has not shipped can get a shipment',
        );
      }
      const chosen = size ?? existing?.size ?? (await suggestedSize(tx, order.id));
      const locker = order.deliveryKind === 'locker';
      const [row] = await tx
        .insert(shipments)
        .values({
          orderId: order.id,
          carrier: INPOST_CARRIER,
          service: locker ? 'inpost_locker_standard' : 'inpost_courier_standard',
          size: chosen,
          claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
        })
        .onConflictDoUpdate({
          target: shipments.orderId,
          set: {
            size: chosen,
            claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${shipments.providerId} is null and (${shipments.claimedUntil} is null or ${shipments.claimedUntil} < now())`,
        })
        .returning();
      if (!row) throw conflict('shipment_in_progress', 'The shipment is being created');
      const [payment] = await tx
        .select({ method: payments.method })
        .from(payments)
        .where(eq(payments.orderId, order.id));
      return { order, row, cod: payment?.method === 'cod' };
    });
  }

  /** Books the parcel at ShipX: asks for one with the reference before every new try. */
  async function book(
    request: ReturnType<typeof shipmentRequest>,
    firstTry: boolean,
  ): Promise<ShipxShipment> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      try {
        if (!firstTry || attempt > 1) {
          const found = await client.findByReference(request.reference);
          if (found) return found;
        }
        return await client.createShipment(request);
      } catch (error) {
        if (!transient(error)) throw error;
        lastError = error;
        if (attempt < TRIES) await sleep(delay * attempt);
      }
    }
    throw lastError;
  }

  /** ShipX gives the tracking number a moment after the parcel: ask a few times. */
  async function withTracking(shipment: ShipxShipment): Promise<ShipxShipment> {
    let current = shipment;
    for (let i = 0; i < 5 && !current.tracking_number; i++) {
      await sleep(Math.min(delay, 500));
      current = await client.shipment(String(current.id)).catch(() => current);
    }
    return current;
  }

  async function release(rowId: number, reason: string) {
    await db
      .update(shipments)
      .set({ claimedUntil: null, lastError: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(shipments.id, rowId));
  }

  async function create(actor: Actor, publicId: string, size?: ParcelSize) {
    const { order, row, cod } = await reserve(publicId, size);
    const request = shipmentRequest(order, row.size, cod);
    let booked: ShipxShipment;
    try {
      // A row taken over from an earlier try (failed, or its process died) may have a parcel
      // ShipX made without answering: only a row made just now skips the look-up.
      const fresh = row.createdAt.getTime() === row.updatedAt.getTime();
      booked = await withTracking(await book(request, fresh));
    } catch (error) {
      await release(row.id, error instanceof Error ? error.message : String(error));
      if (error instanceof ShipxError && (error.status === 400 || error.status === 422)) {
        throw validation(shipxFieldErrors(error.body), 'shipment_rejected', 'InPost refused it');
      }
      throw conflict('carrier_unavailable', 'InPost did not answer; try again in a moment');
    }
    return db.transaction(async (tx) => {
      const locked = await findOrder(tx, publicId, true);
      const [saved] = await tx
        .update(shipments)
        .set({
          providerId: String(booked.id),
          trackingNumber: booked.tracking_number,
          status: booked.status,
          claimedUntil: null,
          lastError: null,
          updatedAt: sql`now()`,
        })
        .where(eq(shipments.id, row.id))
        .returning();
      // Booked and labelled, the parcel is still on the shop's shelf: ready to ship. It is
      // shipped when InPost reports it taken (tracking.ts), and the shopper hears of it then.
      if (booked.tracking_number && locked.status === 'confirmed') {
        await moveOrder(tx, outbox, locked, {
          to: 'ready_to_ship',
          staffEmail: actor.email,
          parcel: { carrier: INPOST_CARRIER, trackingNumber: booked.tracking_number },
        });
      }
      await audit.record(tx, actor, {
        action: 'create',
        entity: 'shipment',
        entityId: order.publicId,
        after: { shipment_id: saved!.providerId, tracking_number: saved!.trackingNumber },
      });
      return toAnswer(saved!);
    });
  }

  return {
    create,
    /** Shipments for several orders, one after another; each answers its own result. */
    async createMany(actor: Actor, publicIds: string[], size?: ParcelSize) {
      const results = [];
      for (const id of publicIds) {
        try {
          results.push({
            order_id: id,
            ok: true as const,
            shipment: await create(actor, id, size),
          });
        } catch (error) {
          const e = error as { code?: string; fields?: Record<string, string[]> };
          results.push({
            order_id: id,
            ok: false as const,
            error: { code: e.code ?? 'shipment_failed', ...(e.fields ? { fields: e.fields } : {}) },
          });
        }
      }
      return results;
    },
    /**
     * The parcel's label (InPost's A6 PDF) and the order's short number, which names the file
     * (`etykieta-10091.pdf`): a printed pile of labels is sorted by the number staff read.
     */
    async label(publicId: string): Promise<{ pdf: Buffer; orderNumber: number }> {
      const [row] = await db
        .select({ providerId: shipments.providerId, number: orders.number })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(eq(orders.publicId, publicId));
      if (!row?.providerId) throw notFound('shipment_not_found', 'The order has no shipment');
      return { pdf: await client.label(row.providerId), orderNumber: row.number };
    },
    /** The labels of several orders' parcels, as one PDF in the order asked. */
    async labels(publicIds: string[]): Promise<Buffer> {
      const rows = await db
        .select({ publicId: orders.publicId, providerId: shipments.providerId })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(inArray(orders.publicId, publicIds));
      const byOrder = new Map(rows.map((r) => [r.publicId, r.providerId]));
      const missing = publicIds.filter((id) => !byOrder.get(id));
      if (missing.length) {
        throw validation({ ids: missing.map((id) => `no_shipment:${id}`) }, 'shipment_not_found');
      }
      const merged = await PDFDocument.create();
      for (const id of publicIds) {
        const doc = await PDFDocument.load(await client.label(byOrder.get(id)!));
        const pages = await merged.copyPages(doc, doc.getPageIndices());
        for (const page of pages) merged.addPage(page);
      }
      return Buffer.from(await merged.save());
    },
    /** The order's shipment for the back office (null when none was booked). */
    async get(publicId: string) {
      const [row] = await db
        .select({ s: shipments })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(eq(orders.publicId, publicId));
      const order = await findOrder(db, publicId);
      return {
        suggested_size: row?.s.size ?? (await suggestedSize(db, order.id)),
        shipment: row?.s ? toAnswer(row.s) : null,
      };
    },
  };
}

export function toAnswer(s: ShipmentRow) {
  return {
    shipment_id: s.providerId,
    tracking_number: s.trackingNumber,
    status: s.status,
    size: s.size,
    service: s.service,
    attention: s.attentionAt !== null,
    last_error: s.lastError,
  };
}

export type ShipmentsService = ReturnType<typeof createShipments>;
