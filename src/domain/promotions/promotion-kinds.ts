/** What a promo code takes off: a percentage, a fixed amount, or the delivery. */
export const PROMOTION_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
