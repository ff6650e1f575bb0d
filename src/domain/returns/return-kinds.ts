/**
 * The lists of the returns noun, declared once: the schema's checks and the contracts' enums
 * import them (docs/api.md "After the sale").
 */

/** One noun for both: a withdrawal from the contract, or a complaint under the legal guarantee. */
export const RETURN_KINDS = ['withdrawal', 'complaint'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * What staff see. A withdrawal: `received` -> `goods_received` -> `refunded`, or `closed`; a
 * complaint: `received` -> `accepted` | `rejected` -> `resolved`.
 */
export const LISTED_RETURN_STATUSES = [
  'received',
  'goods_received',
  'refunded',
  'accepted',
  'rejected',
  'resolved',
  'closed',
] as const;

/** Every status a row may hold: also `unconfirmed`, a withdrawal's step 1, which has no effect. */
export const RETURN_STATUSES = ['unconfirmed', ...LISTED_RETURN_STATUSES] as const;

/** What a complaint asks for: repair, replacement, a lower price, or withdrawal. */
export const COMPLAINT_DEMANDS = ['repair', 'replace', 'price_reduction', 'withdraw'] as const;
export type ComplaintDemand = (typeof COMPLAINT_DEMANDS)[number];

/**
 * How a refund goes back: `bank`, a transfer to the shopper that staff confirm as sent, or the
 * name of the payment provider that refunds an online payment (`stripe`, …; its pattern is
 * `PROVIDER_NAME`, docs/decisions/069-payment-providers-by-name.md). No provider is called
 * `bank` (the registry refuses the name), so the two never mix.
 */
export const BANK_REFUND = 'bank';
export type RefundMethod = string;

/** `pending`: asked (the provider) or to be sent (bank); `succeeded`: done; `failed`: may be asked again. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
