/**
 * Errors that mean "the database cannot be reached right now" (restart, failover, network, a
 * full connection table, a statement past its timeout), as opposed to a bug or a bad query.
 * The HTTP layer answers these with 503 + Retry-After: the request may well succeed in a moment.
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crashed, still starting, too many connections, statement timeout
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** node-postgres reports some connection failures only by message. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); follow a few links of the chain.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    // AggregateError (a host that resolves to several addresses, all refused)
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}
