import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_ADDRESSES, type AddressPatch, type SavedAddress } from '#contracts/addresses';
import { postalCodeValid } from '#domain/checkout/invoice-checks';
import { notFound, validation } from '#domain/errors';
import { addresses } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

type Row = typeof addresses.$inferSelect;

const toSaved = (r: Row): SavedAddress => ({
  id: r.id,
  label: r.label,
  street: r.street,
  postal_code: r.postalCode,
  city: r.city,
  country: r.country,
});

export interface AddressFields {
  label?: string | undefined;
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

function checkPostalCode(a: { postal_code: string; country: string }) {
  if (!postalCodeValid(a.postal_code, a.country))
    throw validation({ postal_code: ['postal_code.invalid'] });
}

/**
 * The shopper's address book: up to MAX_ADDRESSES delivery addresses, each one only ever seen
 * and changed by its owner (someone else's id answers the same 404 as an unknown one).
 */
export function createAddressesService(db: Db) {
  const own = (userId: string, id: number) =>
    and(eq(addresses.userId, userId), eq(addresses.id, id));

  return {
    async list(userId: string): Promise<SavedAddress[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id));
      return rows.map(toSaved);
    },

    async add(userId: string, input: AddressFields): Promise<SavedAddress> {
      checkPostalCode(input);
      return db.transaction(async (tx) => {
        // One shopper's adds in a row: the count and the insert cannot interleave.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        if (n >= MAX_ADDRESSES) throw validation({ _: ['address.limit'] });
        const [row] = await tx
          .insert(addresses)
          .values({
            userId,
            label: input.label || null,
            street: input.street,
            postalCode: input.postal_code.trim(),
            city: input.city,
            country: input.country,
          })
          .returning();
        return toSaved(row!);
      });
    },

    async update(userId: string, id: number, patch: AddressPatch): Promise<SavedAddress> {
      const [before] = await db.select().from(addresses).where(own(userId, id));
      if (!before) throw notFound('address_not_found', 'No such address');
      const next = {
        postal_code: patch.postal_code ?? before.postalCode,
        country: patch.country ?? before.country,
      };
      checkPostalCode(next);
      const [row] = await db
        .update(addresses)
        .set({
          ...(patch.label !== undefined ? { label: patch.label || null } : {}),
          ...(patch.street !== undefined ? { street: patch.street } : {}),
          ...(patch.city !== undefined ? { city: patch.city } : {}),
          postalCode: next.postal_code.trim(),
          country: next.country,
        })
        .where(own(userId, id))
        .returning();
      if (!row) throw notFound('address_not_found', 'No such address');
      return toSaved(row);
    },

    async remove(userId: string, id: number): Promise<void> {
      const gone = await db
        .delete(addresses)
        .where(own(userId, id))
        .returning({ id: addresses.id });
      if (gone.length === 0) throw notFound('address_not_found', 'No such address');
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
