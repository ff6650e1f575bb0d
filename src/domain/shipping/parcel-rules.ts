/**
 * Parcel rules that need no I/O (docs/decisions/057-parcels.md): the size a parcel defaults to,
 * what a carrier's status means for the shop, and InPost's public tracking page.
 */

export const PARCEL_SIZES = ['small', 'medium', 'large'] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];

/**
 * The shop keeps no dimensions, so the default follows the number of items: InPost's gauge A
 * (8 cm) holds one or two of the shop's typical products, B (19 cm) up to six, C (41 cm) more.
 * Staff change it when a product says otherwise.
 */
export function defaultParcelSize(itemCount: number): ParcelSize {
  if (itemCount <= 2) return 'small';
  if (itemCount <= 6) return 'medium';
  return 'large';
}

/** Statuses after which a parcel changes no more: no polling past them. */
const FINAL = new Set(['delivered', 'returned_to_sender', 'canceled', 'cancelled']);

/** Statuses that mean the shopper did not get the parcel: staff must act (refund, resend). */
const ATTENTION = new Set([
  'returned_to_sender',
  'rejected_by_receiver',
  'undelivered',
  'undelivered_wrong_address',
  'undelivered_incomplete_address',
  'undelivered_unknown_receiver',
  'undelivered_cod_cash_receiver',
  'undelivered_no_mailbox',
  'undelivered_not_live_address',
  'undelivered_lack_of_access_letterbox',
  'pickup_time_expired',
  'stack_parcel_pickup_time_expired',
  'missing',
  'canceled',
  'cancelled',
]);

export interface ParcelStatusMeaning {
  /** The shopper has the parcel: the order is delivered. */
  delivered: boolean;
  final: boolean;
  attention: boolean;
}

/** What a ShipX status means for the order (unknown statuses change nothing but the record). */
export function parcelStatusMeaning(status: string): ParcelStatusMeaning {
  return {
    delivered: status === 'delivered',
    final: FINAL.has(status),
    attention: ATTENTION.has(status),
  };
}

/** InPost's public tracking page of a parcel (the link in the shopper's e-mail). */
export function inpostTrackingUrl(trackingNumber: string): string {
  return `https://inpost.pl/sledzenie-przesylek?number=${encodeURIComponent(trackingNumber)}`;
}

/** The carrier's name the order and its e-mails carry. */
export const INPOST_CARRIER = 'InPost';
