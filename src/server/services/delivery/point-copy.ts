import { sql } from 'drizzle-orm';
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

/**
 * Swaps a carrier's complete list in, in one transaction: new points added, changed ones
 * updated (an unchanged row is not written), points no longer listed dropped. The caller
 * hands over the whole list, so a list read halfway never reaches this.
 */
export async function replacePoints(
  db: Db,
  source: PointSource,
  points: readonly PointCopy[],
): Promise<{ changed: number; removed: number; total: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COPY_LOCK})`);
    let changed = 0;
    for (let i = 0; i < points.length; i += BATCH) {
      const rows = points.slice(i, i + BATCH).map((p) => ({ ...p, source }));
      const written = await tx
        .insert(deliveryPoints)
        .values(rows)
        .onConflictDoUpdate({
          target: deliveryPoints.id,
          set: {
            name: sql`excluded.name`,
            address: sql`excluded.address`,
            active: sql`excluded.active`,
            source: sql`excluded.source`,
            city: sql`excluded.city`,
            postCode: sql`excluded.post_code`,
            street: sql`excluded.street`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            openingHours: sql`excluded.opening_hours`,
            description: sql`excluded.description`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${deliveryPoints.name}, ${deliveryPoints.address}, ${deliveryPoints.active},
            ${deliveryPoints.source}, ${deliveryPoints.city}, ${deliveryPoints.postCode},
            ${deliveryPoints.street}, ${deliveryPoints.latitude}, ${deliveryPoints.longitude},
            ${deliveryPoints.openingHours}, ${deliveryPoints.description})
            is distinct from (excluded.name, excluded.address, excluded.active, excluded.source,
            excluded.city, excluded.post_code, excluded.street, excluded.latitude,
            excluded.longitude, excluded.opening_hours, excluded.description)`,
        })
        .returning({ id: deliveryPoints.id });
      changed += written.length;
    }
    // Codes hold no comma (the table's check): one text parameter carries the whole list,
    // and the anti-join hashes it instead of comparing every row with every code.
    const kept = points.map((p) => p.id).join(',');
    const removed = await tx
      .delete(deliveryPoints)
      .where(
        sql`${deliveryPoints.source} = ${source} and not exists (
          select 1 from unnest(string_to_array(${kept}, ',')) as k(id)
          where k.id = ${deliveryPoints.id})`,
      )
      .returning({ id: deliveryPoints.id });
    return { changed, removed: removed.length, total: points.length };
  });
}
