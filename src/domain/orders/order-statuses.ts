/** An order's status: `new -> confirmed -> shipped -> delivered`, or `cancelled` (docs/rules.md). */
export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
