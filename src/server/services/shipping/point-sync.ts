import { count, eq } from 'drizzle-orm';
import { deliveryPoints } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { replacePoints, type PointCopy } from '../delivery/index';
import type { ShipxClient, ShipxPoint } from './shipx-client';

const PER_PAGE = 500;
/** A page that fails is asked again this many times before the whole copy is given up. */
const PAGE_TRIES = 3;
const CODE = /^[A-Z0-9-]{2,20}$/;

/** ShipX's point in the shop's columns; null for one the shop cannot offer (no code). */
export function pointFromShipx(p: ShipxPoint): PointCopy | null {
  const code = p.name?.toUpperCase();
  if (!code || !CODE.test(code)) return null;
  const d = p.address_details ?? {};
  const street = [d.street, d.building_number].filter(Boolean).join(' ') || null;
  const line1 = p.address?.line1 || street || '';
  const line2 = p.address?.line2 || [d.post_code, d.city].filter(Boolean).join(' ');
  const lat = p.location?.latitude;
  const lng = p.location?.longitude;
  return {
    id: code,
    name: code,
    address: [line1, line2].filter(Boolean).join(', ') || code,
    active: p.status === 'Operating',
    city: d.city || null,
    postCode: d.post_code || null,
    street,
    latitude: typeof lat === 'number' && Number.isFinite(lat) ? lat : null,
    longitude: typeof lng === 'number' && Number.isFinite(lng) ? lng : null,
    openingHours: p.opening_hours || null,
    description: p.location_description || null,
  };
}

/**
 * InPost's lockers copied into the shop (docs/api.md "Parcels (InPost)"): every page is read
 * first, and only a complete list is swapped in; any page failing (after retries) keeps the last
 * good copy. Runs at start when the shop has none, then once a day.
 */
export function createPointSync(deps: {
  db: Db;
  client: ShipxClient;
  log: (message: string, error?: unknown) => void;
}) {
  const { db, client, log } = deps;

  async function page(n: number) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.points(n, PER_PAGE);
      } catch (error) {
        if (attempt >= PAGE_TRIES) throw error;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  /** Reads every page, then swaps the copy in. Throws (changing nothing) when a page fails. */
  async function sync() {
    const first = await page(1);
    const items = [...first.items];
    for (let n = 2; n <= first.total_pages; n++) items.push(...(await page(n)).items);
    const byCode = new Map<string, PointCopy>();
    for (const item of items) {
      const point = pointFromShipx(item);
      if (point) byCode.set(point.id, point);
    }
    // An empty answer is InPost failing, not every locker in Poland closing overnight.
    if (byCode.size === 0) throw new Error('ShipX listed no parcel lockers');
    return replacePoints(db, 'inpost', [...byCode.values()]);
  }

  async function copied(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(deliveryPoints)
      .where(eq(deliveryPoints.source, 'inpost'));
    return row?.n ?? 0;
  }

  /** The copy, logged: a failure keeps the last copy and is the job's to retry. */
  async function run(why: string): Promise<void> {
    const r = await sync();
    log(`InPost points (${why}): ${r.total} listed, ${r.changed} changed, ${r.removed} removed`);
  }

  return { sync, run, copied };
}
