import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { validation } from '#domain/errors';
import { EU_MEMBERS } from '#domain/product-safety/countries';
import { publishBlockers } from '#domain/product-safety/publish-rules';
import { manufacturers, shopSettings } from '#server/db/schema/index';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/db/types';

/**
 * The publish rule of GPSR art. 19 as the product writes, the bulk actions, the import, the
 * list's filter and the dashboard apply it (docs/rules.md#product-safety, decision 053). The
 * rule itself is `domain/product-safety/publish-rules`; this reads what it needs.
 */

/** The shop's default manufacturer (Settings), read in the caller's transaction; null: none. */
export async function defaultManufacturerId(executor: Executor): Promise<number | null> {
  const [row] = await executor
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, 'default_manufacturer_id'));
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** 422 `{ [field]: ['not_found'] }` unless every id names a manufacturer. */
export async function ensureManufacturers(
  executor: Executor,
  refs: Record<string, number | null | undefined>,
): Promise<void> {
  const ids = Object.values(refs).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return;
  const found = new Set(
    (
      await executor
        .select({ id: manufacturers.id })
        .from(manufacturers)
        .where(inArray(manufacturers.id, ids))
    ).map((r) => r.id),
  );
  const missing: Record<string, string[]> = {};
  for (const [field, id] of Object.entries(refs))
    if (typeof id === 'number' && !found.has(id)) missing[field] = ['not_found'];
  if (Object.keys(missing).length > 0) throw validation(missing);
}

export interface SafetyRefs {
  manufacturerId: number | null;
  responsiblePersonId: number | null;
}

/**
 * What stops these products from being published, per product (absent: nothing). One read of
 * the manufacturers named; the default stands in for a product without its own.
 */
export async function blockersOf(
  executor: Executor,
  products: ReadonlyArray<SafetyRefs & { id: number }>,
): Promise<Map<number, Record<string, string[]>>> {
  const fallback = await defaultManufacturerId(executor);
  const ids = new Set<number>();
  for (const p of products) {
    const m = p.manufacturerId ?? fallback;
    if (m !== null) ids.add(m);
    if (p.responsiblePersonId !== null) ids.add(p.responsiblePersonId);
  }
  const countries = new Map(
    ids.size === 0
      ? []
      : (
          await executor
            .select({ id: manufacturers.id, country: manufacturers.country })
            .from(manufacturers)
            .where(inArray(manufacturers.id, [...ids]))
        ).map((r) => [r.id, r.country]),
  );
  const party = (id: number | null) => {
    const country = id === null ? undefined : countries.get(id);
    return country === undefined ? null : { country };
  };
  const result = new Map<number, Record<string, string[]>>();
  for (const p of products) {
    const blockers = publishBlockers({
      manufacturer: party(p.manufacturerId ?? fallback),
      responsiblePerson: party(p.responsiblePersonId),
    });
    if (Object.keys(blockers).length > 0) result.set(p.id, blockers as Record<string, string[]>);
  }
  return result;
}

/** 422 with the rule's field map when this product may not be published. */
export async function ensurePublishable(executor: Executor, refs: SafetyRefs): Promise<void> {
  const blockers = (await blockersOf(executor, [{ id: 0, ...refs }])).get(0);
  if (blockers) throw validation(blockers, 'safety_data_missing');
}

const EU_ARRAY = sql.raw(`array[${EU_MEMBERS.map((c) => `'${c}'`).join(',')}]::text[]`);

/**
 * SQL: the product aliased `p` lacks what the publish rule asks: no manufacturer (own or the
 * default), or one outside the EU without a responsible person in the EU. The default and the
 * ids of EU manufacturers are uncorrelated subqueries, computed once per statement, so the test
 * per product is two array lookups (the dashboard counts every published product with it).
 */
export function lacksSafetyData(p: SQL = sql.raw('p')): SQL {
  const fallback = sql`(select (s.value #>> '{}')::int from shop_settings s
      where s.key = 'default_manufacturer_id' and jsonb_typeof(s.value) = 'number')`;
  const euIds = sql`coalesce((select array_agg(e.id) from manufacturers e
      where e.country = any(${EU_ARRAY})), '{}'::int[])`;
  const maker = sql`coalesce(${p}.manufacturer_id, ${fallback})`;
  return sql`not (coalesce(${maker} = any(${euIds}), false)
    or (${maker} is not null and coalesce(${p}.responsible_person_id = any(${euIds}), false)))`;
}

/** Published products the rule would not let publish now (the dashboard's card). */
export async function countSafetyMissing(executor: Executor): Promise<number> {
  const [row] = await rows(
    executor,
    sql`select count(*)::int as n from products p where p.published and ${lacksSafetyData()}`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}
