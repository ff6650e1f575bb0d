import { z } from 'zod';
import { PARCEL_SIZES } from '#domain/shipping/parcel-rules';

/** POST /api/admin/orders/{id}/shipment: the size defaults from the order's items. */
export const shipmentCreateBody = z.strictObject({ size: z.enum(PARCEL_SIZES).optional() });

export const shipmentSchema = z.object({
  /** InPost's shipment id. */
  shipment_id: z.string().nullable(),
  tracking_number: z.string().nullable(),
  status: z.string(),
  size: z.enum(PARCEL_SIZES),
  service: z.string(),
  /** Returned or undelivered: staff must act. */
  attention: z.boolean(),
  /** Why the last booking failed (kept for staff until one succeeds). */
  last_error: z.string().nullable(),
});
export type AdminShipment = z.infer<typeof shipmentSchema>;

/** GET /api/admin/orders/{id}/shipment: what the order detail shows. */
export const shipmentStateSchema = z.object({
  /** InPost is configured: without it the order has no parcel panel (and nothing is asked). */
  enabled: z.boolean(),
  /** The size the products suggest; null without InPost. */
  suggested_size: z.enum(PARCEL_SIZES).nullable(),
  shipment: shipmentSchema.nullable(),
});
export type ShipmentState = z.infer<typeof shipmentStateSchema>;

const orderIds = z.array(z.uuid()).min(1).max(100);

/** POST /api/admin/orders/shipments: a shipment for each selected order. */
export const shipmentsBulkBody = z.strictObject({
  ids: orderIds,
  size: z.enum(PARCEL_SIZES).optional(),
});
export const shipmentsBulkResponse = z.object({
  results: z.array(
    z.object({
      order_id: z.uuid(),
      ok: z.boolean(),
      shipment: shipmentSchema.optional(),
      error: z
        .object({ code: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() })
        .optional(),
    }),
  ),
});
export type ShipmentsBulkResult = z.infer<typeof shipmentsBulkResponse>;

/** GET /api/admin/orders/shipments/labels?ids=a,b: one PDF of their labels, in that order. */
export const shipmentLabelsQuery = z.strictObject({
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(orderIds),
});

/** ShipX's webhook body (only what the shop reads). */
export const inpostWebhookBody = z.object({
  action: z.string(),
  payload: z
    .object({
      shipment_id: z.union([z.string(), z.number()]).transform(String),
      status: z.string().min(1).max(100),
      tracking_number: z.string().max(100).nullish(),
    })
    .passthrough(),
});
export const inpostWebhookQuery = z.object({ secret: z.string().max(200).optional() });
