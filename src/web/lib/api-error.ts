/**
 * An error answer of our API, in its one shape (docs/rules.md#errors): shared by the
 * shop's client (`lib/api.ts`) and the back office's (`admin/lib/api.ts`), which differ in how
 * they authenticate and report, not in how they read an error.
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the network failed. */
    readonly status: number,
    /** The contract's `errors`: a text, or the field map of a 422. */
    readonly errors: string | FieldErrors | null,
    readonly code: string | null,
    readonly retryAfterSeconds: number | null = null,
    options?: ErrorOptions,
  ) {
    super(typeof errors === 'string' ? errors : `HTTP ${status}`, options);
  }
  /** The products a 409 `line_unavailable` names (the checkout marks them); empty otherwise. */
  ids: number[] = [];
  /** The 422 field map (empty for other errors). */
  get fields(): FieldErrors {
    return this.errors && typeof this.errors === 'object' ? this.errors : {};
  }
}

/** Reads an error answer; a body that is not ours (a proxy's HTML page, none) still gives one. */
export async function toApiError(res: Response): Promise<ApiError> {
  type ErrorBody = { errors?: unknown; code?: unknown; ids?: unknown } | null;
  let body: ErrorBody;
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    body = null; // an HTML error page from a proxy, or no body
  }
  const errors =
    typeof body?.errors === 'string' || (body?.errors && typeof body.errors === 'object')
      ? (body.errors as string | FieldErrors)
      : null;
  const retryAfter = Number(res.headers.get('Retry-After'));
  const error = new ApiError(
    res.status,
    errors,
    typeof body?.code === 'string' ? body.code : null,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
  if (Array.isArray(body?.ids))
    error.ids = body.ids.filter((id): id is number => Number.isInteger(id));
  return error;
}

/** The error code of a response, read from a copy so that the body stays readable. */
export async function peekCode(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}
