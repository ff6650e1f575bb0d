import { inArray, sql } from 'drizzle-orm';
import { deliveryPoints, type PointSource } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

/** A point as a carrier's list gives it, in the shop's columns. */
export interface PointCopy {
  id: string;
  name: string;
  address: string;
  active: boolean;
  city: string | null;
  postCode: string | null;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
  openingHours: string | null;
  description: string | null;
}

const BATCH = 500;
/** Two processes copying at once take turns (the second finds little to change). */
const COPY_LOCK = 57_001;

const COLUMNS = [
  'name',
  'address',
  'active',
  'city',
  'postCode',
  'street',
  'latitude',
  'longitude',
  'openingHours',
  'description',
] as const;

const same = (a: PointCopy, b: PointCopy) => COLUMNS.every((c) => a[c] === b[c]);

/**
 * Swaps a carrier's complete list in, in one transaction: new points added, changed ones
 * updated, points no longer listed dropped. The comparison is made here, against the copy read
 * at the start, so a daily copy writes only what changed (a few hundred of 30,000 rows), not
 * every row. The caller hands over the whole list, so a list read halfway never reaches this.
 */
export async function replacePoints(
  db: Db,
  source: PointSource,
  points: readonly PointCopy[],
): Promise<{ changed: number; removed: number; total: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COPY_LOCK})`);
    const current = await tx
      .select({
        id: deliveryPoints.id,
        name: deliveryPoints.name,
        address: deliveryPoints.address,
        active: deliveryPoints.active,
        source: deliveryPoints.source,
        city: deliveryPoints.city,
        postCode: deliveryPoints.postCode,
        street: deliveryPoints.street,
        latitude: deliveryPoints.latitude,
        longitude: deliveryPoints.longitude,
        openingHours: deliveryPoints.openingHours,
        description: deliveryPoints.description,
      })
      .from(deliveryPoints);
    const known = new Map(current.map((row) => [row.id, row]));
    const listed = new Set(points.map((p) => p.id));
    const changed = points.filter((p) => {
      const row = known.get(p.id);
      return !row || row.source !== source || !same(row, p);
    });
    for (let i = 0; i < changed.length; i += BATCH) {
      await tx
        .insert(deliveryPoints)
        .values(changed.slice(i, i + BATCH).map((p) => ({ ...p, source })))
        .onConflictDoUpdate({
          target: deliveryPoints.id,
          set: {
            ...Object.fromEntries(COLUMNS.map((c) => [c, sql.raw(`excluded.${snake(c)}`)])),
            source: sql`excluded.source`,
            updatedAt: sql`now()`,
          },
        });
    }
    const gone = current.filter((row) => row.source === source && !listed.has(row.id));
    for (let i = 0; i < gone.length; i += BATCH) {
      const ids = gone.slice(i, i + BATCH).map((row) => row.id);
      await tx.delete(deliveryPoints).where(inArray(deliveryPoints.id, ids));
    }
    return { changed: changed.length, removed: gone.length, total: points.length };
  });
}

const snake = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
