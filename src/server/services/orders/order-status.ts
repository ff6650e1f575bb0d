import { eq } from 'drizzle-orm';
import type { OrderStatusAnswer } from '#contracts/checkout';
import { notFound } from '#domain/errors';
import { toDecimal } from '#domain/money';
import { INPOST_CARRIER, inpostTrackingUrl } from '#domain/shipping/parcel-rules';
import { orders, payments } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { SettingsService } from '../settings/settings-service';
import { statusTokenMatches, transferTitle } from './status-link';

/**
 * The guest's status page: the order and its payment, for whoever holds the link's token. A
 * wrong token and an unknown order answer the same 404.
 */
export async function orderStatus(
  db: Db,
  settings: SettingsService,
  publicId: string,
  token: string,
): Promise<OrderStatusAnswer> {
  const [row] = await db
    .select({
      publicId: orders.publicId,
      number: orders.number,
      status: orders.status,
      totalMinor: orders.totalMinor,
      tokenHash: orders.statusTokenHash,
      method: payments.method,
      paymentStatus: payments.status,
      amountMinor: payments.amountMinor,
      point: orders.deliveryPoint,
      pointAddress: orders.deliveryPointAddress,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.publicId, publicId));
  if (!row || !statusTokenMatches(row.tokenHash, token)) {
    throw notFound('order_not_found', 'No such order');
  }
  // A transfer still to be made: where to send it, as the confirmation e-mail says.
  const transfer =
    row.method === 'transfer' && row.paymentStatus === 'pending'
      ? {
          account: await settings.get('bank_account'),
          recipient: await settings.get('bank_recipient'),
          title: transferTitle(row.number),
          amount: toDecimal(row.amountMinor),
        }
      : null;
  // On its way (or there): what the shipped e-mail said, and when it arrived.
  const shipment =
    row.carrier || row.trackingNumber || row.deliveredAt
      ? {
          carrier: row.carrier,
          tracking_number: row.trackingNumber,
          tracking_url:
            row.carrier === INPOST_CARRIER && row.trackingNumber
              ? inpostTrackingUrl(row.trackingNumber)
              : null,
          delivered_at: row.deliveredAt?.toISOString() ?? null,
        }
      : null;
  return {
    order_id: row.publicId,
    number: row.number,
    status: row.status,
    total: toDecimal(row.totalMinor),
    payment: { method: row.method, status: row.paymentStatus, ...(transfer ? { transfer } : {}) },
    ...(row.point ? { point: { id: row.point, address: row.pointAddress } } : {}),
    ...(shipment ? { shipment } : {}),
  };
}
