import type { FieldErrors } from '#domain/errors';
import type { ParcelSize } from '#domain/shipping/parcel-rules';
import type { orders } from '#server/db/schema/index';
import type { ShipxShipmentRequest } from './shipx-client';

type OrderRow = typeof orders.$inferSelect;

/** "Marszałkowska 10/2" -> street and building number, as ShipX wants them apart. */
export function splitStreet(line: string): { street: string; building_number: string } {
  const m = /^(.*?)[\s,]+(\d+[\w/-]*)\s*$/u.exec(line.trim());
  return m
    ? { street: m[1]!, building_number: m[2]! }
    : { street: line.trim(), building_number: '' };
}

/** ShipX takes a Polish phone as its nine digits. */
const shipxPhone = (e164: string) => e164.replace(/^\+48/, '').replace(/\D/g, '');

/**
 * The order as a ShipX shipment (docs/api.md "Parcels (InPost)"): a locker parcel to its point
 * or a courier parcel to its address; cash on delivery (insured for as much, as ShipX requires)
 * for orders paid on delivery; the order's id as the reference a retry looks it up by.
 */
export function shipmentRequest(
  order: OrderRow,
  size: ParcelSize,
  cashOnDelivery: boolean,
): ShipxShipmentRequest {
  const locker = order.deliveryKind === 'locker';
  const a = order.deliveryAddress;
  const amount = order.totalMinor / 100;
  return {
    receiver: {
      first_name: order.name,
      last_name: order.surname ?? '',
      email: order.email ?? '',
      phone: shipxPhone(order.phone),
      ...(!locker && a
        ? {
            address: {
              ...splitStreet(a.street),
              city: a.city,
              post_code: a.postal_code,
              country_code: a.country,
            },
          }
        : {}),
    },
    parcels: [{ template: size }],
    service: locker ? 'inpost_locker_standard' : 'inpost_courier_standard',
    custom_attributes: locker
      ? { target_point: order.deliveryPoint ?? '', sending_method: 'dispatch_order' }
      : { sending_method: 'dispatch_order' },
    ...(cashOnDelivery
      ? { cod: { amount, currency: 'PLN' }, insurance: { amount, currency: 'PLN' } }
      : {}),
    reference: order.publicId,
  };
}

/** ShipX's field names -> the order's, so staff see the error next to what they can fix. */
const FIELD_OF: Record<string, string> = {
  'receiver.phone': 'phone',
  'receiver.email': 'email',
  'receiver.first_name': 'name',
  'receiver.last_name': 'name',
  'custom_attributes.target_point': 'delivery_point',
  parcels: 'size',
  'parcels.template': 'size',
  'cod.amount': 'total',
};

/**
 * ShipX's validation answer (`{ error: "validation_failed", details: { receiver: [{ phone:
 * ["invalid"] }] } }`) as the shop's field map; address parts all land on `address`.
 */
export function shipxFieldErrors(body: unknown): FieldErrors {
  const details = (body as { details?: unknown } | null)?.details;
  const out: Record<string, string[]> = {};
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string')) {
        const key = path.join('.');
        const field = FIELD_OF[key] ?? (key.startsWith('receiver.address') ? 'address' : key);
        (out[field || 'shipment'] ??= []).push(...(value as string[]));
      } else value.forEach((v) => walk(v, path));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    } else if (typeof value === 'string') {
      (out[path.join('.') || 'shipment'] ??= []).push(value);
    }
  };
  walk(details, []);
  if (Object.keys(out).length === 0) {
    const message = (body as { message?: unknown } | null)?.message;
    out.shipment = [typeof message === 'string' ? message : 'shipment.rejected'];
  }
  return out;
}
