import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { foldSql, foldText } from '#domain/search/fold';
import {
  distanceKm,
  postCodePrefixes,
  readPostCode,
  type Place,
} from '#domain/shipping/point-place';
import { deliveryPoints, type PointSource } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';

/** A point as the checkout's picker shows it (docs/rules.md#parcel-lockers, docs/api.md "Parcels (InPost)"). */
export interface DeliveryPoint extends PointRow {
  /** How far from the place asked about (`near`, or the post code or town typed); null for a match. */
  distance_km: number | null;
}

interface PointRow {
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const matched = (rows: PointRow[]): DeliveryPoint[] =>
  rows.map((row) => ({ ...row, distance_km: null }));

/**
 * Points matching `q` (docs/decisions/057-parcels.md). What shoppers type is the start of a
 * word: a code (`KRA01`), a post code (`30-04`), a city or a street. One word is answered from
 * four prefix indexes, each read only as far as 50 rows (no ORDER BY inside: the indexes'
 * pattern order is not the collation's, and sorting would read every match), so the answer costs the same for
 * 30,000 points as for 30; several words, or a word found at no start, fall back to the
 * trigram index over all the text (slower on PGlite, still milliseconds on PostgreSQL).
 * Both sides are folded (`foldText`, `foldSql`): `Krakow` finds Kraków and `Kraków` Krakow.
 * A post code or town with no point of its own answers the points nearest to it (decision 071).
 */
export async function searchPoints(
  db: Db,
  source: PointSource,
  q: string | undefined,
): Promise<DeliveryPoint[]> {
  const words = foldText((q ?? '').trim())
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) {
    return matched(
      await db
        .select(answerColumns)
        .from(deliveryPoints)
        .where(offered(source))
        .orderBy(asc(deliveryPoints.id))
        .limit(SEARCH_LIMIT),
    );
  }
  if (words.length === 1) {
    const found = await byPrefix(db, source, words[0]!);
    if (found.length > 0) return matched(found);
  }
  const all = words.map((w) => sql`${deliveryPoints.searchText} like ${`%${escapeLike(w)}%`}`);
  const found = await db
    .select(answerColumns)
    .from(deliveryPoints)
    .where(and(offered(source), ...all))
    .orderBy(asc(deliveryPoints.id))
    .limit(SEARCH_LIMIT);
  if (found.length > 0) return matched(found);
  const place = await placeOf(db, source, words);
  return place ? nearestPoints(db, source, place.latitude, place.longitude) : [];
}

/** A column's text folded as the prefix indexes fold it (drizzle/0034_points_folded_search.sql). */
const fold = (column: 'city' | 'street') => sql.raw(foldSql(`"${column}"`));

const centre = {
  latitude: sql<number | null>`avg(${deliveryPoints.latitude})`.mapWith(Number),
  longitude: sql<number | null>`avg(${deliveryPoints.longitude})`.mapWith(Number),
  n: sql<number>`count(*)`.mapWith(Number),
};

/**
 * Where a post code or a town that no point matched lies, from the points already known
 * (decision 071): a post code at the centre of the offered points sharing its longest start
 * (`00-105` by `00-10x`, else `00-1xx`, ...); a town at the centre of every known point of that
 * town, closed ones and the other source's included (the offered ones were searched already).
 */
async function placeOf(db: Db, source: PointSource, words: string[]): Promise<Place | null> {
  const postCode = words.map(readPostCode).find((code) => code !== null);
  if (postCode) {
    for (const prefix of postCodePrefixes(postCode)) {
      const [found] = await db
        .select(centre)
        .from(deliveryPoints)
        .where(
          and(
            offered(source),
            sql`${deliveryPoints.postCode} like ${`${escapeLike(prefix)}%`}`,
            isNotNull(deliveryPoints.latitude),
          ),
        );
      if (found && found.n > 0) return found as Place;
    }
    return null;
  }
  const [town] = await db
    .select(centre)
    .from(deliveryPoints)
    .where(and(sql`${fold('city')} = ${words.join(' ')}`, isNotNull(deliveryPoints.latitude)));
  return town && town.n > 0 ? (town as Place) : null;
}

/** One word as the start of a code, post code, city or street (the migration's prefix indexes). */
async function byPrefix(db: Db, source: PointSource, word: string): Promise<PointRow[]> {
  const prefix = `${escapeLike(word)}%`;
  // `00105` is the post code `00-105`, as the points carry it.
  const postCode = `${escapeLike(readPostCode(word) ?? word)}%`;
  const code = `${escapeLike(word.toUpperCase())}%`;
  const ids = sql`
    (select id from delivery_points where source = ${source} and active and id like ${code}
      limit ${SEARCH_LIMIT})
    union (select id from delivery_points where source = ${source} and active
      and post_code like ${postCode} limit ${SEARCH_LIMIT})
    union (select id from delivery_points where source = ${source} and active
      and ${fold('city')} like ${prefix} limit ${SEARCH_LIMIT})
    union (select id from delivery_points where source = ${source} and active
      and ${fold('street')} like ${prefix} limit ${SEARCH_LIMIT})`;
  return db
    .select(answerColumns)
    .from(deliveryPoints)
    .where(sql`${deliveryPoints.id} in (${ids})`)
    .orderBy(sql`${deliveryPoints.id} = ${word.toUpperCase()} desc`, asc(deliveryPoints.id))
    .limit(SEARCH_LIMIT);
}

/**
 * The 10 points nearest to a place, each with its distance in km. Each try reads a box around it from the location index
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
  let found: Array<PointRow & { d: number }> = [];
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
  const at = { latitude, longitude };
  return found.map(({ d: _d, ...point }) => ({
    ...point,
    // The box's rows all have coordinates (the `between`s skip nulls).
    distance_km: distanceKm(at, { latitude: point.latitude!, longitude: point.longitude! }),
  }));
}

/** The point a locker order names, when it is one the shop offers now. */
export async function offeredPoint(
  executor: Executor,
  source: PointSource,
  id: string,
): Promise<{ id: string; name: string; address: string; description: string | null } | null> {
  const [row] = await executor
    .select({
      id: deliveryPoints.id,
      name: deliveryPoints.name,
      address: deliveryPoints.address,
      description: deliveryPoints.description,
    })
    .from(deliveryPoints)
    .where(and(offered(source), eq(deliveryPoints.id, id.toUpperCase())));
  return row ?? null;
}
