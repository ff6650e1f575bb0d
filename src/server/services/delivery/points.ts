import { and, asc, eq, sql } from 'drizzle-orm';
import { deliveryPoints, type PointSource } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';

/** A point as the checkout's picker shows it (CONTRACT.md "Parcels (InPost)"). */
export interface DeliveryPoint {
  id: string;
  name: string;
  address: string;
  city: string | null;
  post_code: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours: string | null;
  description: string | null;
}

const answerColumns = {
  id: deliveryPoints.id,
  name: deliveryPoints.name,
  address: deliveryPoints.address,
  city: deliveryPoints.city,
  post_code: deliveryPoints.postCode,
  latitude: deliveryPoints.latitude,
  longitude: deliveryPoints.longitude,
  opening_hours: deliveryPoints.openingHours,
  description: deliveryPoints.description,
};

const SEARCH_LIMIT = 50;
export const NEAREST_COUNT = 10;
/** Half-sides (degrees of latitude) of the boxes tried in turn; the last one is all of Poland. */
const NEAREST_BOXES = [0.03, 0.1, 0.3, 1, 3, 20];

const offered = (source: PointSource) =>
  and(eq(deliveryPoints.source, source), eq(deliveryPoints.active, true));

/**
 * Points matching `q` in code, name, street, city or post code (the trigram index answers a
 * substring of three characters or more; shorter ones read every point, still a few ms).
 * A code typed whole comes first.
 */
export async function searchPoints(
  db: Db,
  source: PointSource,
  q: string | undefined,
): Promise<DeliveryPoint[]> {
  const text = q?.trim().toLowerCase() ?? '';
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(answerColumns)
    .from(deliveryPoints)
    .where(
      text ? and(offered(source), sql`${deliveryPoints.searchText} like ${like}`) : offered(source),
    )
    .orderBy(sql`${deliveryPoints.id} = ${text.toUpperCase()} desc`, asc(deliveryPoints.id))
    .limit(SEARCH_LIMIT);
}

/**
 * The 10 points nearest to a place. Each try reads a box around it from the location index
 * (a latitude band; longitude filtered within the index) and is done when its 10th point lies
 * inside the box's inscribed circle: nothing outside the box can then be nearer. A box is
 * widened only where points are sparse.
 */
export async function nearestPoints(
  db: Db,
  source: PointSource,
  latitude: number,
  longitude: number,
): Promise<DeliveryPoint[]> {
  // A degree of longitude shrinks with the cosine of the latitude: distances in latitude degrees.
  const k = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const distance = sql<number>`(${deliveryPoints.latitude} - ${latitude})^2 + ((${deliveryPoints.longitude} - ${longitude}) * ${k})^2`;
  let found: Array<DeliveryPoint & { d: number }> = [];
  for (const half of NEAREST_BOXES) {
    found = await db
      .select({ ...answerColumns, d: distance })
      .from(deliveryPoints)
      .where(
        and(
          offered(source),
          sql`${deliveryPoints.latitude} between ${latitude - half} and ${latitude + half}`,
          sql`${deliveryPoints.longitude} between ${longitude - half / k} and ${longitude + half / k}`,
        ),
      )
      .orderBy(distance)
      .limit(NEAREST_COUNT);
    if (found.length === NEAREST_COUNT && found.at(-1)!.d <= half * half) break;
  }
  return found.map(({ d: _d, ...point }) => point);
}

/** The point a locker order names, when it is one the shop offers now. */
export async function offeredPoint(
  executor: Executor,
  source: PointSource,
  id: string,
): Promise<{ id: string; name: string; address: string } | null> {
  const [row] = await executor
    .select({ id: deliveryPoints.id, name: deliveryPoints.name, address: deliveryPoints.address })
    .from(deliveryPoints)
    .where(and(offered(source), eq(deliveryPoints.id, id.toUpperCase())));
  return row ?? null;
}
