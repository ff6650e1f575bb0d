/**
 * An order's status (docs/rules.md "Order states"): `new -> confirmed -> ready_to_ship ->
 * shipped -> delivered`, or `cancelled`. `ready_to_ship` is a parcel booked with the carrier,
 * still with the shop; `shipped` is the carrier having taken it.
 */
export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'ready_to_ship',
  'shipped',
  'delivered',
  'cancelled',
] as const;
