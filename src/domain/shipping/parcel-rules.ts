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

/**
 * Statuses that say InPost has the parcel: dropped in a locker or at a point by the shop
 * (`dispatched_by_sender…`), collected by a courier, on its way, waiting for the shopper, or
 * back after a failed delivery. Before them (`created`, `offers_prepared`, `offer_selected`,
 * `confirmed`: booked and paid, its label printed) the parcel is still on the shop's shelf and
 * the order is only ready to ship. The whole mapping is in docs/rules.md ("Parcels").
 */
const TAKEN = new Set([
  'dispatched_by_sender',
  'dispatched_by_sender_to_pok',
  'collected_from_sender',
  'taken_by_courier',
  'taken_by_courier_from_pok',
  'taken_by_courier_from_customer_service_point',
  'adopted_at_source_branch',
  'sent_from_source_branch',
  'adopted_at_sorting_center',
  'sent_from_sorting_center',
  'adopted_at_target_branch',
  'out_for_delivery',
  'out_for_delivery_to_address',
  'ready_to_pickup',
  'ready_to_pickup_from_pok',
  'ready_to_pickup_from_pok_registered',
  'ready_to_pickup_from_branch',
  'pickup_reminder_sent',
  'pickup_reminder_sent_address',
  'avizo',
  'readdressed',
  'redirect_to_box',
  'oversized',
  'delay_in_delivery',
  'stack_in_box_machine',
  'stack_in_customer_service_point',
  'unstack_from_box_machine',
  'unstack_from_customer_service_point',
  'courier_avizo_in_customer_service_point',
  'delivered',
  'returned_to_sender',
  'rejected_by_receiver',
  'pickup_time_expired',
  'stack_parcel_pickup_time_expired',
  'stack_parcel_in_box_machine_pickup_time_expired',
  'undelivered',
  'undelivered_wrong_address',
  'undelivered_incomplete_address',
  'undelivered_unknown_receiver',
  'undelivered_cod_cash_receiver',
  'undelivered_no_mailbox',
  'undelivered_not_live_address',
  'undelivered_lack_of_access_letterbox',
]);

export interface ParcelStatusMeaning {
  /** InPost has the parcel: the order has been shipped. */
  taken: boolean;
  /** The shopper has the parcel: the order is delivered. */
  delivered: boolean;
  final: boolean;
  attention: boolean;
}

/** What a ShipX status means for the order (unknown statuses change nothing but the record). */
export function parcelStatusMeaning(status: string): ParcelStatusMeaning {
  return {
    taken: TAKEN.has(status),
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
