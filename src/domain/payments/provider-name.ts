/**
 * The name an online payment provider goes by (docs/decisions/069-payment-providers-by-name.md):
 * in its webhook's path (`/api/payments/{name}/webhook`), in `payments.provider`, and as the
 * `method` of the refunds it makes. Lower-case letters and digits, so one pattern serves the
 * route, the registry and the database's check alike.
 */
export const PROVIDER_NAME_PATTERN = '^[a-z][a-z0-9]{1,15}$';
export const PROVIDER_NAME = new RegExp(PROVIDER_NAME_PATTERN);

/**
 * Names an online provider may not take: `payments.provider` of the offline methods, and the
 * refund method of a bank transfer.
 */
export const RESERVED_PROVIDER_NAMES: readonly string[] = ['bank', 'cod', 'transfer'];
