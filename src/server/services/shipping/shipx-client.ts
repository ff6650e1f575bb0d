/**
 * A thin client of our own over the few ShipX calls the shop makes (docs/decisions/057-parcels.md):
 * npm's InPost clients are community ones, and five calls over `fetch` are simpler than any.
 * The token goes in one header to one origin; no error message carries it.
 */

/** A parcel locker as ShipX lists it (only the fields the shop reads). */
export interface ShipxPoint {
  name: string;
  status?: string;
  location?: { latitude?: number; longitude?: number };
  address?: { line1?: string | null; line2?: string | null };
  address_details?: {
    city?: string | null;
    post_code?: string | null;
    street?: string | null;
    building_number?: string | null;
  };
  location_description?: string | null;
  opening_hours?: string | null;
}

export interface ShipxPointsPage {
  items: ShipxPoint[];
  total_pages: number;
}

/** A shipment as ShipX answers it (only the fields the shop reads). */
export interface ShipxShipment {
  id: number | string;
  status: string;
  tracking_number: string | null;
  reference?: string | null;
}

export interface ShipxShipmentRequest {
  receiver: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    address?: {
      street: string;
      building_number: string;
      city: string;
      post_code: string;
      country_code: string;
    };
  };
  parcels: Array<{ template: 'small' | 'medium' | 'large' }>;
  service: 'inpost_locker_standard' | 'inpost_courier_standard';
  custom_attributes?: { target_point?: string; sending_method?: string };
  cod?: { amount: number; currency: 'PLN' };
  insurance?: { amount: number; currency: 'PLN' };
  reference: string;
}

/** ShipX answered with an error status (`retryable`: worth asking again, 5xx or 429). */
export class ShipxError extends Error {
  override readonly name = 'ShipxError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`ShipX ${what} answered ${status}`);
  }
  get retryable() {
    return this.status >= 500 || this.status === 429;
  }
}

/** The request never got an answer (timeout, refused, reset): the parcel may or may not exist. */
export class ShipxUnreachable extends Error {
  override readonly name = 'ShipxUnreachable';
  constructor(what: string, cause: unknown) {
    super(`ShipX ${what} did not answer`, { cause });
  }
}

export interface ShipxClientOptions {
  apiUrl: string;
  token: string | null;
  organizationId: string | null;
  timeoutMs?: number;
}

export function createShipxClient(options: ShipxClientOptions) {
  const origin = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const org = () => {
    if (!options.organizationId) throw new Error('INPOST_ORGANIZATION_ID is not set');
    return options.organizationId;
  };

  async function call(what: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (init.body) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${origin}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ShipxUnreachable(what, error);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a proxy's HTML error page: kept as text
      }
      throw new ShipxError(res.status, body, what);
    }
    return res;
  }
  const json = async <T>(what: string, path: string, init?: RequestInit) =>
    (await (await call(what, path, init)).json()) as T;
  const bytes = async (what: string, path: string) =>
    Buffer.from(await (await call(what, path)).arrayBuffer());

  return {
    /** One page of parcel lockers (no token needed). */
    points: (page: number, perPage = 500) =>
      json<ShipxPointsPage>(
        'points',
        `/v1/points?type=parcel_locker&page=${page}&per_page=${perPage}`,
      ),
    createShipment: (body: ShipxShipmentRequest) =>
      json<ShipxShipment>('shipment create', `/v1/organizations/${org()}/shipments`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    /** The organization's shipments made with this reference (how a retry finds its parcel). */
    async findByReference(reference: string): Promise<ShipxShipment | null> {
      const page = await json<{ items: ShipxShipment[] }>(
        'shipment search',
        `/v1/organizations/${org()}/shipments?reference=${encodeURIComponent(reference)}`,
      );
      return page.items.find((s) => s.reference === reference) ?? null;
    },
    shipment: (id: string) =>
      json<ShipxShipment>('shipment read', `/v1/shipments/${encodeURIComponent(id)}`),
    label: (id: string) =>
      bytes('label', `/v1/shipments/${encodeURIComponent(id)}/label?format=pdf&type=A6`),
  };
}

export type ShipxClient = ReturnType<typeof createShipxClient>;
