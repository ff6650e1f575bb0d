import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A local stand-in for the few calls of InPost's ShipX API the shop makes (docs/api.md "Parcels
 * (InPost)"): points (paged), shipments (create, search by reference, read), labels (PDF), and
 * the webhook body ShipX posts. Like the Stripe one, the shop's own client talks to it over
 * HTTP, so every code path runs as in production. Failures are switched on per test.
 */
export interface StandInPoint {
  name: string;
  status: string;
  location: { latitude: number; longitude: number };
  address: { line1: string; line2: string };
  address_details: { city: string; post_code: string; street: string; building_number: string };
  location_description: string;
  opening_hours: string;
}

export interface StandInShipment {
  id: number;
  status: string;
  tracking_number: string | null;
  reference: string;
  service: string;
  receiver: Record<string, unknown>;
  custom_attributes?: { target_point?: string };
  cod?: { amount: number; currency: string };
  parcels: Array<{ template: string }>;
}

export interface ShipxStandIn {
  url: string;
  token: string;
  organizationId: string;
  points: StandInPoint[];
  shipments: Map<number, StandInShipment>;
  calls: Array<{ method: string; path: string }>;
  /** Points pages answer 500 while this is set (a page number, or 'all'). */
  failPoints: number | 'all' | null;
  /**
   * What the next shipment creations do: `lost` makes the parcel but answers 500 (the answer
   * lost on the way), `error` answers 503 without one, `slow` holds the answer this long (ms).
   */
  createFaults: Array<'lost' | 'error'>;
  createDelayMs: number;
  /** The tracking number comes only on a later read (as ShipX does), when false. */
  trackingAtOnce: boolean;
  setStatus(id: number, status: string): void;
  webhookBody(id: number, status: string): object;
  close(): Promise<void>;
}

/** A point near (lat, lng), for tests that build lists. */
export function standInPoint(
  code: string,
  at: { latitude: number; longitude: number },
  place: { city?: string; post_code?: string; street?: string; status?: string } = {},
): StandInPoint {
  const city = place.city ?? 'Kraków';
  const postCode = place.post_code ?? '30-001';
  const street = place.street ?? 'Długa';
  return {
    name: code,
    status: place.status ?? 'Operating',
    location: at,
    address: { line1: `${street} 1`, line2: `${postCode} ${city}` },
    address_details: { city, post_code: postCode, street, building_number: '1' },
    location_description: 'Przy sklepie',
    opening_hours: '24/7',
  };
}

/** The shop's settings that point it at the stand-in (config or a child process's env). */
export const shipxEnv = (s: Pick<ShipxStandIn, 'url' | 'token' | 'organizationId'>) => ({
  INPOST_TOKEN: s.token,
  INPOST_ORGANIZATION_ID: s.organizationId,
  INPOST_API_URL: s.url,
  INPOST_WEBHOOK_SECRET: SHIPX_WEBHOOK_SECRET,
});
export const SHIPX_WEBHOOK_SECRET = 'inpost-webhook-secret-for-tests';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

async function labelPdf(shipment: StandInShipment): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([298, 420]); // A6 in points
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`InPost ${shipment.tracking_number ?? shipment.id}`, {
    x: 20,
    y: 380,
    size: 14,
    font,
  });
  page.drawText(`ref ${shipment.reference}`, { x: 20, y: 360, size: 10, font });
  return doc.save();
}

export async function startShipxStandIn(points: StandInPoint[] = []): Promise<ShipxStandIn> {
  const shipments = new Map<number, StandInShipment>();
  let nextId = 1000;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      standIn.calls.push({ method: req.method ?? '', path });
      if (req.method === 'GET' && path === '/v1/points') {
        const page = Number(url.searchParams.get('page') ?? '1');
        const perPage = Number(url.searchParams.get('per_page') ?? '25');
        if (standIn.failPoints === 'all' || standIn.failPoints === page) {
          return send(res, 500, { error: 'internal' });
        }
        const all = standIn.points;
        return send(res, 200, {
          items: all.slice((page - 1) * perPage, page * perPage),
          count: all.length,
          page,
          per_page: perPage,
          total_pages: Math.max(1, Math.ceil(all.length / perPage)),
        });
      }
      if (req.headers.authorization !== `Bearer ${standIn.token}`) {
        return send(res, 401, { status: 401, error: 'token_invalid' });
      }
      const orgShipments = `/v1/organizations/${standIn.organizationId}/shipments`;
      if (req.method === 'POST' && path === orgShipments) {
        const body = await readJson(req);
        const details = validate(body);
        if (details) {
          return send(res, 400, { status: 400, error: 'validation_failed', details });
        }
        const fault = standIn.createFaults.shift();
        if (fault === 'error') return send(res, 503, { error: 'unavailable' });
        if (standIn.createDelayMs) await new Promise((r) => setTimeout(r, standIn.createDelayMs));
        const id = nextId++;
        const shipment: StandInShipment = {
          id,
          status: 'confirmed',
          tracking_number: standIn.trackingAtOnce ? trackingOf(id) : null,
          reference: String(body.reference),
          service: String(body.service),
          receiver: body.receiver as Record<string, unknown>,
          custom_attributes: body.custom_attributes as StandInShipment['custom_attributes'],
          cod: body.cod as StandInShipment['cod'],
          parcels: body.parcels as StandInShipment['parcels'],
        };
        shipments.set(id, shipment);
        if (fault === 'lost') return send(res, 500, { error: 'internal' });
        return send(res, 201, shipment);
      }
      if (req.method === 'GET' && path === orgShipments) {
        const reference = url.searchParams.get('reference');
        const items = [...shipments.values()].filter(
          (s) => !reference || s.reference === reference,
        );
        return send(res, 200, { items, count: items.length, page: 1, per_page: 100 });
      }
      const one = /^\/v1\/shipments\/(\d+)(\/label)?$/.exec(path);
      const found = one ? shipments.get(Number(one[1])) : undefined;
      if (req.method === 'GET' && one) {
        if (!found) return send(res, 404, { status: 404, error: 'resource_not_found' });
        // ShipX gives the number a moment later: the first read after creation has it.
        found.tracking_number ??= trackingOf(found.id);
        if (!one[2]) return send(res, 200, found);
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(Buffer.from(await labelPdf(found)));
      }
      return send(res, 404, { status: 404, error: 'resource_not_found' });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  /** ShipX's checks the tests lean on: a nine-digit phone, an existing target point. */
  function validate(body: Record<string, unknown>) {
    const receiver = (body.receiver ?? {}) as { phone?: string };
    const details: Record<string, unknown[]> = {};
    if (!/^\d{9}$/.test(receiver.phone ?? '')) details.receiver = [{ phone: ['invalid'] }];
    const target = (body.custom_attributes as { target_point?: string } | undefined)?.target_point;
    if (
      body.service === 'inpost_locker_standard' &&
      !standIn.points.some((p) => p.name === target)
    ) {
      details.custom_attributes = [{ target_point: ['does_not_exist'] }];
    }
    return Object.keys(details).length ? details : null;
  }
  const trackingOf = (id: number) => `6200${String(id).padStart(20, '0')}`;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: ShipxStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token: `shipx-${randomBytes(16).toString('hex')}`,
    organizationId: '4242',
    points,
    shipments,
    calls: [],
    failPoints: null,
    createFaults: [],
    createDelayMs: 0,
    trackingAtOnce: true,
    setStatus(id, status) {
      const s = shipments.get(id);
      if (!s) throw new Error(`no shipment ${id}`);
      s.status = status;
    },
    webhookBody(id, status) {
      const s = shipments.get(id);
      return {
        action: 'shipment_status_changed',
        payload: { shipment_id: id, status, tracking_number: s?.tracking_number ?? null },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
