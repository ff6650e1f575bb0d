import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { localeLiteral } from '../listing-sql';
import { UNKNOWN_TITLES } from './columns';
import type {
  AttributeCatalog,
  AttributeMeta,
  IndexColumns,
  ProductRecord,
  ValueMeta,
} from './columns';
import { SlotOrder } from './slot-order';

/**
 * Products travel as one JSON array of arrays: 100,000 rows parsed by the driver's JSON.parse
 * cost a fraction of 100,000 row objects, and the shape is checked in one loop below (a schema
 * of 5,000 arrays a chunk cost ~0.5 s of a 1,000,000-product start).
 */
const jsonRows = z.object({ data: z.unknown() });

function arrays(data: unknown): unknown[][] {
  if (data === null) return [];
  if (!Array.isArray(data) || !data.every(Array.isArray))
    throw new TypeError('listing index: expected an array of rows');
  return data as unknown[][];
}

/**
 * A hash of a product's titles as the index keeps it: never UNKNOWN_TITLES, which marks a slot
 * whose hash was not read yet (columns.ts).
 */
const knownHash = (hash: number) => (hash === UNKNOWN_TITLES ? hash + 1 : hash);

const int = (x: unknown): number => {
  if (typeof x !== 'number' || !Number.isSafeInteger(x)) {
    throw new TypeError(`listing index: expected an integer, got ${JSON.stringify(x)}`);
  }
  return x;
};

/**
 * Rows per statement of a full load: a bounded JSON text at a time keeps the peak memory low,
 * and the event loop is free between two chunks (each is parsed and written in a few ms).
 */
export const CHUNK = 5_000;

function toRecord(r: unknown[]): ProductRecord {
  const valueIds = r[7];
  if (!Array.isArray(valueIds)) throw new TypeError('listing index: value_ids is not an array');
  return {
    id: int(r[0]),
    categoryId: int(r[1]),
    createdUs: int(r[2]),
    price: int(r[3]),
    priceMinor: int(r[4]),
    ratingCount: int(r[5]),
    ratingSum: int(r[6]),
    titleHash: r[8] === null ? UNKNOWN_TITLES : knownHash(int(r[8])),
    valueIds: valueIds.map(int),
  };
}

/**
 * How a chunk reads the titles' hash: per product (`each`, named products), by one range scan of
 * the translations whose product ids pass `range` (a full read), or not at all (`none`, the first
 * read at start: the hashes follow in the background, `forEachTitleHashChunk`).
 */
type Titles = 'each' | 'none' | { range: SQL };

async function loadChunk(db: Db, where: SQL, titles: Titles): Promise<ProductRecord[]> {
  // Per product a correlated read of its translations; for a run of consecutive ids one range
  // scan of them grouped by product, about twice as fast at 1,000,000 products (decision 065);
  // at start none: half of a chunk's time in PostgreSQL was this read of a 3 GB table.
  const titleHash =
    titles === 'each'
      ? sql`coalesce((select hashtext(string_agg(t.title, '|' order by t.locale))
           from product_translations t where t.product_id = p.id), 0)`
      : titles === 'none'
        ? sql`null`
        : sql`coalesce(h.hash, 0)`;
  const hashes =
    typeof titles === 'object'
      ? sql`left join ${rangeHashes(titles.range)} h on h.product_id = p.id`
      : sql``;
  const [row] = await rows(
    db,
    sql`with p as (select p.id, p.category_id, p.created_at, p.price_effective_minor, p.price_minor,
                p.rating_count, p.rating_sum, p.value_ids
              from products p where ${where} order by p.id)
        select json_agg(json_build_array(p.id, p.category_id,
          (extract(epoch from p.created_at) * 1000000)::bigint, p.price_effective_minor,
          p.price_minor, p.rating_count, p.rating_sum, p.value_ids,
          ${titleHash}) order by p.id) as data
        from p ${hashes}`,
    jsonRows,
  );
  return arrays(row?.data ?? null).map(toRecord);
}

/** The titles' hash of every product whose id passes `ids` (a condition on `t.product_id`). */
function rangeHashes(ids: SQL): SQL {
  return sql`(select t.product_id, hashtext(string_agg(t.title, '|' order by t.locale)) as hash
            from product_translations t where ${ids} group by t.product_id)`;
}

/** The published products among `ids`, read CHUNK at a time (an import names thousands). */
export async function loadProducts(db: Db, ids: readonly number[]): Promise<ProductRecord[]> {
  const found: ProductRecord[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    // Integers only, so the array literal needs no escaping; one parameter however many ids.
    const list = `{${ids
      .slice(i, i + CHUNK)
      .map(int)
      .join(',')}}`;
    found.push(...(await loadChunk(db, sql`p.published and p.id = any(${list}::int[])`, 'each')));
  }
  return found;
}

const boundsJson = z.object({ ids: z.array(z.number()).nullable() });
const maxRow = z.object({ max: z.number().nullable() });

/**
 * Where the chunks of a full read end: every `size` ids when the ids are dense (a product's id is
 * a sequence's; at most twice as many chunks as products need), else ids cut every `size`
 * products by one index-only scan (~1 s at 1,000,000 products, which the dense case saves).
 * `expected` is how many published products there are about.
 */
async function chunkBounds(db: Db, size: number, expected: number): Promise<number[]> {
  const [top] = await rows(db, sql`select max(id) as max from products`, maxRow);
  const max = top?.max ?? 0;
  if (max <= 2 * Math.max(expected, size)) {
    const bounds: number[] = [];
    for (let upTo = size; upTo < max; upTo += size) bounds.push(upTo);
    return bounds;
  }
  const [row] = await rows(
    db,
    sql`select array_agg(id order by id) as ids
        from (select id, row_number() over (order by id) as n from products) x
        where n % ${size} = 0`,
    boundsJson,
  );
  return row?.ids ?? [];
}

/** Ranges of ids (after, upTo] from bounds; the last is open, so products added meanwhile count. */
function rangeWhere(bounds: readonly number[], i: number, id: SQL = sql`p.id`): SQL {
  const after = i === 0 ? 0 : bounds[i - 1]!;
  const upTo = i < bounds.length ? bounds[i]! : null;
  return upTo === null ? sql`${id} > ${after}` : sql`${id} > ${after} and ${id} <= ${upTo}`;
}

export interface FullRead {
  /** Read the titles' hashes too (a read that compares with columns it has), or leave them. */
  titles: boolean;
  /** About how many products are published (the chunks' bounds). */
  expected: number;
  size?: number;
}

/**
 * Every published product, by id, a chunk at a time: no chunk is kept after `each`. The chunks
 * are ranges of ids, so the next chunk's statement runs while this one is parsed and written: on
 * PostgreSQL the database and the event loop work at once (decision 065); on PGlite the
 * statements queue on its connection.
 */
export async function forEachPublishedChunk(
  db: Db,
  each: (chunk: ProductRecord[]) => void,
  read: FullRead,
): Promise<void> {
  const bounds = await chunkBounds(db, read.size ?? CHUNK, read.expected);
  const chunk = (i: number) =>
    loadChunk(
      db,
      sql`p.published and ${rangeWhere(bounds, i)}`,
      read.titles ? { range: rangeWhere(bounds, i, sql`t.product_id`) } : 'none',
    );
  let next = chunk(0);
  for (let i = 0; i <= bounds.length; i += 1) {
    const current = next;
    if (i < bounds.length) {
      next = chunk(i + 1);
      // Awaited in its turn; until then a failure must not count as unhandled.
      next.catch(() => undefined);
    }
    each(await current);
  }
}

/**
 * The titles' hash of every product, a range of ids at a time, one statement after another (it
 * runs in the background after start: the shop's requests come first).
 */
export async function forEachTitleHashChunk(
  db: Db,
  each: (pairs: ReadonlyArray<readonly [id: number, hash: number]>) => void,
  read: { expected: number; size?: number; stop: () => boolean },
): Promise<void> {
  const bounds = await chunkBounds(db, read.size ?? CHUNK, read.expected);
  for (let i = 0; i <= bounds.length && !read.stop(); i += 1) {
    const [row] = await rows(
      db,
      sql`select json_agg(json_build_array(h.product_id, h.hash)) as data
        from ${rangeHashes(rangeWhere(bounds, i, sql`t.product_id`))} h`,
      jsonRows,
    );
    each(arrays(row?.data ?? null).map((r) => [int(r[0]), knownHash(int(r[1]))] as const));
  }
}

const countRow = z.object({ n: z.number() });

/** How many products are published (the columns' first size). */
export async function countPublished(db: Db): Promise<number> {
  const [row] = await rows(
    db,
    sql`select count(*)::int as n from products where published`,
    countRow,
  );
  return row?.n ?? 0;
}

const attributeRow = z.object({
  value_id: z.number(),
  attribute_id: z.number(),
  key: z.string(),
  slug: z.string(),
  labels: z.record(z.string(), z.string()).nullable(),
  attribute_labels: z.record(z.string(), z.string()).nullable(),
});

/**
 * Every attribute value in the shop's facet order (the order and collation of the facet SQL),
 * with its and its attribute's labels per locale.
 */
export async function loadAttributes(db: Db): Promise<AttributeCatalog> {
  const found = await rows(
    db,
    sql`select v.id as value_id, a.id as attribute_id, a.key, v.slug,
          (select json_object_agg(t.locale, t.label) from attribute_value_translations t where t.value_id = v.id) as labels,
          (select json_object_agg(t.locale, t.label) from attribute_translations t where t.attribute_id = a.id) as attribute_labels
        from attribute_values v join attributes a on a.id = v.attribute_id
        order by a.position, a.id, v.position, v.slug`,
    attributeRow,
  );
  const byKey = new Map<string, AttributeMeta>();
  const byId = new Map<number, AttributeMeta>();
  const values = new Map<number, ValueMeta>();
  const valueOrder: number[] = [];
  let maxValueId = 0;
  found.forEach((r, order) => {
    let attribute = byId.get(r.attribute_id);
    if (!attribute) {
      attribute = {
        id: r.attribute_id,
        key: r.key,
        labels: (r.attribute_labels ?? {}) as AttributeMeta['labels'],
        values: new Map(),
      };
      byId.set(attribute.id, attribute);
      byKey.set(attribute.key, attribute);
    }
    attribute.values.set(r.slug, r.value_id);
    values.set(r.value_id, {
      id: r.value_id,
      attributeId: r.attribute_id,
      slug: r.slug,
      order,
      labels: (r.labels ?? {}) as ValueMeta['labels'],
    });
    valueOrder.push(r.value_id);
    maxValueId = Math.max(maxValueId, r.value_id);
  });
  return { byKey, byId, values, valueOrder, maxValueId };
}

const idsJson = z.object({ ids: z.array(z.number()).nullable() });

/**
 * The `name` order of a locale as the database sorts titles (`title asc, id`; a product without
 * a title in the locale last), read once per snapshot and locale on first use.
 */
export async function loadNameOrder(
  db: Db,
  columns: IndexColumns,
  locale: Locale,
): Promise<SlotOrder> {
  const [row] = await rows(
    db,
    sql`select array_agg(p.id order by t.title asc nulls last, p.id) as ids
        from products p
        left join product_translations t on t.product_id = p.id and t.locale = ${localeLiteral(locale)}
        where p.published`,
    idsJson,
  );
  const slots: number[] = [];
  for (const id of row?.ids ?? []) {
    const slot = columns.slotOf(id);
    if (slot >= 0) slots.push(slot);
  }
  // Anything SQL did not name (it cannot happen for published products) goes last.
  return SlotOrder.of(columns.capacity, slots, columns.liveSlots());
}
