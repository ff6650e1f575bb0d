import { timingSafeEqual } from 'node:crypto';
import { notFound } from '#domain/errors';
import type { Config } from '#server/config';
import type { Db } from '#server/db/types';
import type { Audit } from '../audit/audit-service';
import type { JobQueue } from '../jobs/queue';
import type { OutboxService } from '../messaging/outbox-service';
import { registerShippingJobs, requestFirstCopy } from './on-schedule';
import { createPointSync } from './point-sync';
import { createShipments } from './shipments';
import { createShipxClient } from './shipx-client';
import { createTracking } from './tracking';

export { pointFromShipx } from './point-sync';
export type { TrackingResult } from './tracking';

export interface ShippingDeps {
  db: Db;
  jobs: JobQueue;
  outbox: OutboxService;
  audit: Audit;
  log: (message: string, error?: unknown) => void;
  /** Tests shorten the pauses between ShipX retries. */
  retryDelayMs?: number;
}

/**
 * The shipping noun (docs/decisions/057-parcels.md): InPost's points copied in, shipments and
 * labels, tracking by webhook and poll. Off (every call 404) unless INPOST_TOKEN and
 * INPOST_ORGANIZATION_ID are set; the shop's own point list (services/delivery) then serves.
 * It acts on orders through `orders.moveOrder`; orders never import it (decision 055).
 */
export function createShippingService(config: Config, deps: ShippingDeps) {
  const on = Boolean(config.INPOST_TOKEN && config.INPOST_ORGANIZATION_ID);
  const client = createShipxClient({
    apiUrl: config.INPOST_API_URL,
    token: config.INPOST_TOKEN ?? null,
    organizationId: config.INPOST_ORGANIZATION_ID ?? null,
  });
  const points = createPointSync({ db: deps.db, client, log: deps.log });
  const tracking = createTracking({ db: deps.db, outbox: deps.outbox, client, log: deps.log });
  const shipments = createShipments({
    db: deps.db,
    outbox: deps.outbox,
    audit: deps.audit,
    client,
    ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}),
  });
  if (on) registerShippingJobs(deps.jobs, points, tracking);
  const secret = config.INPOST_WEBHOOK_SECRET ? Buffer.from(config.INPOST_WEBHOOK_SECRET) : null;

  const required = <T>(value: T): T => {
    if (!on) throw notFound('shipping_not_configured', 'InPost is not configured');
    return value;
  };
  return {
    enabled: on,
    /**
     * InPost's Geowidget token for the checkout's map (public by design: InPost binds it to the
     * shop's domain); null unless InPost and the token are both set.
     */
    geowidgetToken: on ? (config.INPOST_GEOWIDGET_TOKEN ?? null) : null,
    /** The copy of InPost's lockers: `sync()` now; daily on the queue. */
    get points() {
      return required(points);
    },
    get shipments() {
      return required(shipments);
    },
    get tracking() {
      return required(tracking);
    },
    /** Whether `given` is the webhook's secret (compared in constant time). */
    webhookSecretMatches(given: string | undefined): boolean {
      if (!on || !secret || !given) return false;
      const g = Buffer.from(given);
      return g.length === secret.length && timingSafeEqual(g, secret);
    },
    /**
     * At start: the first copy of the lockers when the shop has none (a job). The daily copy and
     * the 30-minute poll are the queue's recurring jobs (on-schedule.ts).
     */
    async start() {
      if (on) await requestFirstCopy(deps.jobs, deps.db, points);
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
