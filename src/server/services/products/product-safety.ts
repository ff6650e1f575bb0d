import { sql } from 'drizzle-orm';
import type { ProductCreate, ProductPatch } from '#contracts/admin/products';
import { validation } from '#domain/errors';
import { LOCALES, type Locale } from '#domain/locale';
import { anyId } from '#server/db/operators';
import { products } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import {
  blockersOf,
  ensureManufacturers,
  ensurePublishable,
  type SafetyRefs,
} from '../manufacturers/index';

/**
 * A product's safety fields in its writes (GPSR art. 19; docs/rules.md#product-safety): the
 * columns of a create, the changes of a patch, and the publish rule, kept here so that the
 * editor's writes stay readable.
 */

type Texts = Partial<Record<Locale, string>>;

/** Empty texts are not stored: `{}` is "none" in every locale. */
function compact(texts: Texts): Texts {
  return Object.fromEntries(LOCALES.flatMap((l) => (texts[l] ? [[l, texts[l]]] : [])));
}

/** The insert's columns; unknown manufacturer ids are 422 `not_found`. */
export async function safetyColumnsOf(tx: Executor, input: ProductCreate) {
  await ensureManufacturers(tx, {
    manufacturer_id: input.manufacturer_id,
    responsible_person_id: input.responsible_person_id,
  });
  const columns = {
    manufacturerId: input.manufacturer_id ?? null,
    responsiblePersonId: input.responsible_person_id ?? null,
    gtin: input.gtin ?? null,
    safety: compact(input.safety ?? {}),
  };
  if (input.published ?? true) await ensurePublishable(tx, columns);
  return columns;
}

/** The audit's view of a create's safety fields. */
export const safetyAudit = (c: Awaited<ReturnType<typeof safetyColumnsOf>>) => ({
  manufacturer_id: c.manufacturerId,
  responsible_person_id: c.responsiblePersonId,
  gtin: c.gtin,
  safety: c.safety,
});

export interface StoredSafety {
  manufacturer_id: number | null;
  responsible_person_id: number | null;
  gtin: string | null;
  safety: Texts;
  published: boolean;
}

/**
 * A patch's safety changes into `set`, and the publish rule: checked when the product ends up
 * published and either was not before or its manufacturer or responsible person changes. A
 * product published before the rule keeps saving its other fields (the list's "missing safety
 * data" filter finds it).
 */
export async function applySafetyPatch(
  tx: Executor,
  cur: StoredSafety,
  patch: ProductPatch,
  published: boolean,
  change: (field: string, from: unknown, to: unknown) => boolean,
  set: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await ensureManufacturers(tx, {
    manufacturer_id: patch.manufacturer_id,
    responsible_person_id: patch.responsible_person_id,
  });
  const manufacturerId =
    patch.manufacturer_id === undefined ? cur.manufacturer_id : patch.manufacturer_id;
  const responsiblePersonId =
    patch.responsible_person_id === undefined
      ? cur.responsible_person_id
      : patch.responsible_person_id;
  if (change('manufacturer_id', cur.manufacturer_id, manufacturerId))
    set.manufacturerId = manufacturerId;
  if (change('responsible_person_id', cur.responsible_person_id, responsiblePersonId))
    set.responsiblePersonId = responsiblePersonId;
  if (patch.gtin !== undefined && change('gtin', cur.gtin, patch.gtin)) set.gtin = patch.gtin;
  if (patch.safety !== undefined) {
    const next = compact({ ...cur.safety, ...patch.safety });
    const was = compact(cur.safety);
    if (JSON.stringify(was) !== JSON.stringify(next) && change('safety', was, next))
      set.safety = next;
  }
  const partiesChanged = set.manufacturerId !== undefined || set.responsiblePersonId !== undefined;
  if (published && (!cur.published || partiesChanged))
    await ensurePublishable(tx, { manufacturerId, responsiblePersonId });
}

type Refs = SafetyRefs & { id: number; published: boolean };

/**
 * A bulk publish or manufacturer change refuses the whole batch when one product could not be
 * published: the rule's fields (of the first product stopped) and `ids.N` for each product.
 */
export async function ensureBulkPublishable(
  tx: Executor,
  candidates: readonly Refs[],
  order: readonly number[],
): Promise<void> {
  const blocked = await blockersOf(tx, candidates);
  if (blocked.size === 0) return;
  const fields: Record<string, string[]> = {};
  order.forEach((id, i) => {
    const reasons = blocked.get(id);
    if (!reasons) return;
    for (const [field, codes] of Object.entries(reasons)) {
      fields[field] ??= codes;
      (fields[`ids.${i}`] ??= []).push(...codes.map((c) => `${field}.${c}`));
    }
  });
  throw validation(fields, 'safety_data_missing');
}

/**
 * The bulk "set manufacturer" (null: back to the shop's default); published products must still
 * be publishable with it. Returns how many products changed.
 */
export async function setManufacturerLocked(
  tx: Executor,
  locked: readonly Refs[],
  manufacturerId: number | null,
  order: readonly number[],
  each: (field: string, from: (p: Refs) => unknown, to: (p: Refs) => unknown) => Promise<void>,
): Promise<number> {
  await ensureManufacturers(tx, { manufacturer_id: manufacturerId });
  await ensureBulkPublishable(
    tx,
    locked.filter((p) => p.published).map((p) => ({ ...p, manufacturerId })),
    order,
  );
  await tx
    .update(products)
    .set({ manufacturerId, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(
      anyId(
        products.id,
        locked.map((p) => p.id),
      ),
    );
  await each(
    'manufacturer_id',
    (p) => p.manufacturerId,
    () => manufacturerId,
  );
  return locked.length;
}
