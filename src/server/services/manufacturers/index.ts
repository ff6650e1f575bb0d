import { asc, eq, or, sql } from 'drizzle-orm';
import type {
  AdminManufacturer,
  ManufacturerCreate,
  ManufacturerPatch,
} from '#contracts/admin/manufacturers';
import { conflict, notFound } from '#domain/errors';
import { manufacturers, products } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/audit-service';
import type { CatalogChange } from '../catalog-changes/index';
import { uniqueAsConflict } from '#server/services/shared/sql';
import { defaultManufacturerId } from './safety-rules';

export {
  blockersOf,
  countSafetyMissing,
  defaultManufacturerId,
  ensureManufacturers,
  ensurePublishable,
  lacksSafetyData,
  type SafetyRefs,
} from './safety-rules';

type Row = typeof manufacturers.$inferSelect;

function toAdmin(m: Row, products: number): AdminManufacturer {
  return {
    id: m.id,
    name: m.name,
    street: m.street,
    postal_code: m.postalCode,
    city: m.city,
    country: m.country,
    email: m.email,
    url: m.url,
    products,
  };
}

function columns(input: ManufacturerPatch) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.street !== undefined ? { street: input.street } : {}),
    ...(input.postal_code !== undefined ? { postalCode: input.postal_code } : {}),
    ...(input.city !== undefined ? { city: input.city } : {}),
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
  };
}

/** Products naming the manufacturer in either role. */
async function productsUsing(executor: Executor, id: number): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(or(eq(products.manufacturerId, id), eq(products.responsiblePersonId, id)));
  return row?.n ?? 0;
}

const nameTaken = <T>(work: () => Promise<T>) =>
  uniqueAsConflict(work, 'manufacturer_name_taken', 'Another manufacturer has this name');

export interface ManufacturersDeps {
  db: Db;
  audit: Audit;
  /** A changed address is on every product page that names it: drop the cached pages. */
  changed: (change: CatalogChange) => void | Promise<void>;
}

/**
 * Manufacturers and EU responsible persons (GPSR art. 19; decision 053): list, create, change,
 * delete, each write audited. A record in use (by a product or as the shop's default) cannot be
 * deleted: 409 `manufacturer_in_use`.
 */
export function createManufacturersService({ db, audit, changed }: ManufacturersDeps) {
  async function find(executor: Executor, id: number): Promise<Row> {
    const [row] = await executor.select().from(manufacturers).where(eq(manufacturers.id, id));
    if (!row) throw notFound('manufacturer_not_found', 'No such manufacturer');
    return row;
  }
  return {
    async list(): Promise<AdminManufacturer[]> {
      const found = await db
        .select({
          m: manufacturers,
          // Qualified by hand: inside a select list drizzle names the column without its table.
          n: sql<number>`(select count(*)::int from products p
                where p.manufacturer_id = "manufacturers"."id"
                   or p.responsible_person_id = "manufacturers"."id")`,
        })
        .from(manufacturers)
        .orderBy(asc(sql`lower(${manufacturers.name})`), asc(manufacturers.id));
      return found.map((r) => toAdmin(r.m, r.n));
    },
    create: (actor: Actor, input: ManufacturerCreate) =>
      nameTaken(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(manufacturers)
            .values({
              name: input.name,
              street: input.street,
              postalCode: input.postal_code,
              city: input.city,
              country: input.country,
              email: input.email,
              url: input.url ?? null,
            })
            .returning();
          const created = toAdmin(row!, 0);
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'manufacturer',
            entityId: created.id,
            after: created,
          });
          return created;
        }),
      ),
    async update(actor: Actor, id: number, patch: ManufacturerPatch) {
      const after = await nameTaken(() =>
        db.transaction(async (tx) => {
          const before = toAdmin(await find(tx, id), await productsUsing(tx, id));
          const [row] = await tx
            .update(manufacturers)
            .set(columns(patch))
            .where(eq(manufacturers.id, id))
            .returning();
          const next = toAdmin(row!, before.products);
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'manufacturer',
            entityId: id,
            before,
            after: next,
          });
          return next;
        }),
      );
      // Its name and address are on product pages (and a move out of the EU changes which
      // products lack data): every cached page may show it.
      await changed({ reason: 'manufacturer.update' });
      return after;
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked: a product saved meanwhile with this id waits, then fails its foreign key.
        const [row] = await tx
          .select()
          .from(manufacturers)
          .where(eq(manufacturers.id, id))
          .for('update');
        if (!row) throw notFound('manufacturer_not_found', 'No such manufacturer');
        const using = await productsUsing(tx, id);
        if (using > 0 || (await defaultManufacturerId(tx)) === id)
          throw conflict('manufacturer_in_use', 'Products or the shop settings name it');
        await tx.delete(manufacturers).where(eq(manufacturers.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'manufacturer',
          entityId: id,
          before: toAdmin(row, 0),
        });
      });
    },
  };
}

export type ManufacturersService = ReturnType<typeof createManufacturersService>;
