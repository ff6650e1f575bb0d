/**
 * What can go wrong talking to KSeF, sorted by what the caller does about it
 * (docs/decisions/074-ksef-client.md):
 * - `KsefUnavailable`: no answer, a timeout, 429 or 5xx, or KSeF's own "cancelled, try again"
 *   statuses. Retry later (the queue backs off); the stored refs make the retry ask KSeF first.
 * - `KsefAuthFailed`: KSeF refused the token (wrong, revoked, no `InvoiceWrite`, another NIP's).
 *   No retry helps until the owner sets a good `KSEF_TOKEN`.
 * - `KsefRejected`: KSeF refused a request as malformed (a session it will not open). Permanent.
 * An invoice KSeF refuses (schema, business rules, a foreign duplicate) is not thrown: `submit`
 * answers `{ state: 'rejected', error }` with KSeF's own code and message.
 *
 * Messages are built from KSeF's answers and the request's name only: never a header, a token
 * or a body the shop sent.
 */

/** One error as KSeF words it (problem details' `errors[]`, or the older `exceptionDetailList`). */
export interface KsefErrorEntry {
  code: number;
  description: string;
  details: string[];
}

export function describeEntries(entries: readonly KsefErrorEntry[]): string {
  return entries
    .map((e) => {
      const details = e.details.filter((d) => d && d !== e.description);
      return `${e.code}: ${e.description}${details.length ? ` (${details.join('; ')})` : ''}`;
    })
    .join('; ');
}

export abstract class KsefError extends Error {
  abstract readonly retryable: boolean;
  constructor(
    message: string,
    /** The HTTP status KSeF answered, null when it did not answer. */
    readonly httpStatus: number | null,
    /** KSeF's error entries, as it worded them. */
    readonly errors: readonly KsefErrorEntry[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
  /** KSeF's first error code (e.g. 21405), null when it gave none. */
  get code(): number | null {
    return this.errors[0]?.code ?? null;
  }
}

export class KsefUnavailable extends KsefError {
  override readonly name = 'KsefUnavailable';
  readonly retryable = true;
  constructor(
    message: string,
    httpStatus: number | null,
    errors: readonly KsefErrorEntry[] = [],
    /** KSeF's `Retry-After` (429 and 503), in ms. */
    readonly retryAfterMs: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, httpStatus, errors, options);
  }
}

export class KsefAuthFailed extends KsefError {
  override readonly name = 'KsefAuthFailed';
  readonly retryable = false;
}

export class KsefRejected extends KsefError {
  override readonly name = 'KsefRejected';
  readonly retryable = false;
}

/** Reads KSeF's error body in either of its two formats; empty when it is neither. */
export function errorEntries(body: unknown): KsefErrorEntry[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  if (Array.isArray(b.errors)) {
    return b.errors.map((e: Record<string, unknown>) => ({
      code: Number(e.code ?? 0),
      description: String(e.description ?? ''),
      details: strings(e.details),
    }));
  }
  const exception = b.exception as { exceptionDetailList?: unknown } | undefined;
  if (exception && Array.isArray(exception.exceptionDetailList)) {
    return exception.exceptionDetailList.map((e: Record<string, unknown>) => ({
      code: Number(e.exceptionCode ?? 0),
      description: String(e.exceptionDescription ?? ''),
      details: strings(e.details),
    }));
  }
  // 401/403/410/429 problem details carry one `detail` (403 also a `reasonCode`).
  if (typeof b.detail === 'string') {
    return [
      {
        code: Number(b.status ?? 0),
        description: b.detail,
        details: typeof b.reasonCode === 'string' ? [b.reasonCode] : [],
      },
    ];
  }
  return [];
}
