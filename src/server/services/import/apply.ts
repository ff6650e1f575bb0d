import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { conflict } from '#domain/errors';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/db/types';
import { saleInForce } from '#domain/prices/sale-window';
import type { Create, Plan, ProductFields, TextChange, Update } from './plan';
import { recordPrices } from '../prices/history';

/**
 * Rows per statement. Every column travels as one array parameter (`unnest($1::int[], ...)`),
 * so a statement carries thousands of rows without the 65,535-parameter limit; the triggers on
 * these tables are per statement (migration 0003), so fewer, larger statements are cheaper.
 */
const CHUNK = 2_000;

/** `unnest($1::integer[], $2::text[], ...) as u(a, b, ...)` over columns of equal length. */
function unnest(columns: Record<string, [unknown[], string]>): SQL {
  const arrays = Object.values(columns).map(
    ([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`,
  );
  const names = Object.keys(columns).map((name) => sql.identifier(name));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(names, sql`, `)})`;
}

/**
 * Writes a plan with bulk statements, in the caller's transaction, and answers the ids of the
 * products it created and updated. `onProgress` gets the number of planned products written so
 * far after each chunk. Between chunks the event loop gets a
 * turn: on PGlite, whose queries run on this thread, the process otherwise serves nothing at
 * all until the transaction ends (with a turn, cached pages and static files still go out;
 * other queries wait for the transaction).
 */
export async function applyPlan(
  tx: Executor,
  plan: Plan,
  onProgress: (written: number) => void = () => {},
): Promise<number[]> {
  let written = 0;
  const now = new Date();
  const ids = plan.updates.map((u) => u.id);
  try {
    for (let at = 0; at < plan.creates.length; at += CHUNK) {
      const chunk = plan.creates.slice(at, at + CHUNK);
      const created = await insertProducts(tx, chunk, now.getTime());
      // Price history in the same transaction (docs/rules.md#lowest-price).
      await recordPrices(tx, created, 'import', now);
      ids.push(...created);
      written += chunk.length;
      onProgress(written);
      await nextTurn();
    }
    for (let at = 0; at < plan.updates.length; at += CHUNK) {
      const chunk = plan.updates.slice(at, at + CHUNK);
      await updateProducts(tx, chunk, now.getTime());
      await recordPrices(
        tx,
        chunk.map((u) => u.id),
        'import',
        now,
      );
      written += chunk.length;
      onProgress(written);
      await nextTurn();
    }
    return ids;
  } catch (error) {
    // A SKU or slug taken by someone else between the check and the write.
    if (sqlState(error) === '23505') {
      throw conflict(
        'import_conflict',
        'The catalogue changed while the file was being checked; run the import again',
      );
    }
    throw error;
  }
}

function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The safety columns of planned fields; empty texts are not stored (as the editor does). */
function safetyColumns(fields: ProductFields[]): Record<string, [unknown[], string]> {
  return {
    manufacturer_id: [fields.map((f) => f.manufacturerId), 'integer'],
    gtin: [fields.map((f) => f.gtin), 'text'],
    safety: [
      fields.map((f) =>
        JSON.stringify(Object.fromEntries(Object.entries(f.safety).filter(([, text]) => text))),
      ),
      'text',
    ],
  };
}

/** The sale price in force at `now` of planned fields (docs/rules.md#scheduled-sales). */
const offered = (f: ProductFields, now: number) =>
  saleInForce({ planned: f.saleMinor, starts: f.saleStartsAt, ends: f.saleEndsAt }, now);
const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function insertProducts(tx: Executor, chunk: Create[], now: number): Promise<number[]> {
  const inserted = await rows(
    tx,
    // value_ids written up front (as the seed does): the link rows' trigger then finds nothing
    // to update, instead of rewriting every new product row once more.
    sql`insert into products (sku, category_id, price_minor, price_sale_minor, sale_planned_minor,
                              sale_starts_at, sale_ends_at, stock, published,
                              vat_rate, fits_locker, made_to_order, value_ids,
                              manufacturer_id, gtin, safety)
        select u.sku, u.category_id, u.price_minor, u.price_sale_minor, u.sale_planned_minor,
               u.sale_starts_at, u.sale_ends_at, u.stock, u.published,
               u.vat_rate, u.fits_locker, u.made_to_order,
               u.value_ids::integer[], u.manufacturer_id, u.gtin, u.safety::jsonb
        from ${unnest({
          sku: [chunk.map((c) => c.sku), 'text'],
          category_id: [chunk.map((c) => c.categoryId), 'integer'],
          price_minor: [chunk.map((c) => c.priceMinor), 'integer'],
          price_sale_minor: [chunk.map((c) => offered(c, now)), 'integer'],
          sale_planned_minor: [chunk.map((c) => c.saleMinor), 'integer'],
          sale_starts_at: [chunk.map((c) => instant(c.saleStartsAt)), 'timestamptz'],
          sale_ends_at: [chunk.map((c) => instant(c.saleEndsAt)), 'timestamptz'],
          stock: [chunk.map((c) => c.stock), 'integer'],
          published: [chunk.map((c) => c.published), 'boolean'],
          vat_rate: [chunk.map((c) => c.vatRate), 'integer'],
          fits_locker: [chunk.map((c) => c.fitsLocker), 'boolean'],
          made_to_order: [chunk.map((c) => c.madeToOrder), 'boolean'],
          // Array literals (`{3,17}`): unnest cannot take an array of arrays of unequal length.
          value_ids: [chunk.map((c) => `{${c.valueIds.join(',')}}`), 'text'],
          ...safetyColumns(chunk),
        })}
        returning id, sku`,
    z.object({ id: z.number(), sku: z.string() }),
  );
  const idOf = new Map(inserted.map((r) => [r.sku, r.id]));
  // Values before texts, as the seed does: the texts' trigger then copies each product's final
  // value ids into its search documents once (migration 0003).
  await insertValues(
    tx,
    chunk.flatMap((c) => c.valueIds.map((valueId) => [idOf.get(c.sku)!, valueId] as const)),
    true,
  );
  await insertTexts(
    tx,
    chunk.flatMap((c) => c.texts.map((t) => [idOf.get(c.sku)!, t] as const)),
  );
  return inserted.map((r) => r.id);
}

async function updateProducts(tx: Executor, chunk: Update[], now: number): Promise<void> {
  // Every updated product gets a new version, also when only its texts or values changed, so
  // an editor open on it sees its save refused instead of overwriting the import. value_ids is
  // set to its final value here, so the link rows' trigger below has nothing left to rewrite.
  const updated = await rows(
    tx,
    sql`update products p
        set category_id = u.category_id, price_minor = u.price_minor,
            price_sale_minor = u.price_sale_minor, sale_planned_minor = u.sale_planned_minor,
            sale_starts_at = u.sale_starts_at, sale_ends_at = u.sale_ends_at,
            stock = u.stock, published = u.published,
            vat_rate = u.vat_rate, fits_locker = u.fits_locker, made_to_order = u.made_to_order,
            value_ids = u.value_ids::integer[], manufacturer_id = u.manufacturer_id,
            gtin = u.gtin, safety = u.safety::jsonb, version = p.version + 1, updated_at = now()
        from ${unnest({
          id: [chunk.map((c) => c.id), 'integer'],
          version: [chunk.map((c) => c.version), 'integer'],
          category_id: [chunk.map((c) => c.fields.categoryId), 'integer'],
          price_minor: [chunk.map((c) => c.fields.priceMinor), 'integer'],
          price_sale_minor: [chunk.map((c) => offered(c.fields, now)), 'integer'],
          sale_planned_minor: [chunk.map((c) => c.fields.saleMinor), 'integer'],
          sale_starts_at: [chunk.map((c) => instant(c.fields.saleStartsAt)), 'timestamptz'],
          sale_ends_at: [chunk.map((c) => instant(c.fields.saleEndsAt)), 'timestamptz'],
          stock: [chunk.map((c) => c.fields.stock), 'integer'],
          published: [chunk.map((c) => c.fields.published), 'boolean'],
          vat_rate: [chunk.map((c) => c.fields.vatRate), 'integer'],
          fits_locker: [chunk.map((c) => c.fields.fitsLocker), 'boolean'],
          made_to_order: [chunk.map((c) => c.fields.madeToOrder), 'boolean'],
          value_ids: [chunk.map((c) => `{${c.valueIds.join(',')}}`), 'text'],
          ...safetyColumns(chunk.map((c) => c.fields)),
        })}
        where p.id = u.id and p.version = u.version and p.archived_at is null
        returning p.id`,
    z.object({ id: z.number() }),
  );
  if (updated.length !== chunk.length) {
    const done = new Set(updated.map((r) => r.id));
    const stale = chunk.filter((c) => !done.has(c.id)).map((c) => c.sku);
    throw conflict(
      'import_conflict',
      `Products were changed while the file was being checked (${stale.slice(0, 10).join(', ')}); run the import again`,
    );
  }
  const texts = chunk.flatMap((c) => c.texts.map((t) => [c.id, t] as const));
  await insertTexts(
    tx,
    texts.filter(([, t]) => t.slug !== undefined),
  );
  await updateTexts(
    tx,
    texts.filter(([, t]) => t.slug === undefined),
  );
  await deleteValues(
    tx,
    chunk.flatMap((c) => c.removeValueIds.map((valueId) => [c.id, valueId] as const)),
  );
  await insertValues(
    tx,
    chunk.flatMap((c) => c.addValueIds.map((valueId) => [c.id, valueId] as const)),
  );
}

type Pair = readonly [productId: number, valueId: number];

/**
 * `fresh`: the products are new in this transaction, so no link can exist yet and the plain
 * insert (cheaper than `on conflict`, which inserts speculatively) is safe.
 */
async function insertValues(tx: Executor, pairs: Pair[], fresh = false): Promise<void> {
  if (pairs.length === 0) return;
  await tx.execute(
    sql`insert into product_attribute_values (product_id, value_id)
        select * from ${unnest({
          product_id: [pairs.map((p) => p[0]), 'integer'],
          value_id: [pairs.map((p) => p[1]), 'integer'],
        })}
        ${fresh ? sql`` : sql`on conflict do nothing`}`,
  );
}

async function deleteValues(tx: Executor, pairs: Pair[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.execute(
    sql`delete from product_attribute_values pav
        using ${unnest({
          product_id: [pairs.map((p) => p[0]), 'integer'],
          value_id: [pairs.map((p) => p[1]), 'integer'],
        })}
        where pav.product_id = u.product_id and pav.value_id = u.value_id`,
  );
}

type Text = readonly [productId: number, text: TextChange];

async function insertTexts(tx: Executor, texts: Text[]): Promise<void> {
  if (texts.length === 0) return;
  await tx.execute(
    sql`insert into product_translations (product_id, locale, title, slug, description)
        select * from ${unnest({
          product_id: [texts.map(([id]) => id), 'integer'],
          locale: [texts.map(([, t]) => t.locale), 'text'],
          title: [texts.map(([, t]) => t.title), 'text'],
          slug: [texts.map(([, t]) => t.slug), 'text'],
          description: [texts.map(([, t]) => t.description), 'text'],
        })}`,
  );
}

/** Title and description only: a product keeps its address when the file renames it. */
async function updateTexts(tx: Executor, texts: Text[]): Promise<void> {
  if (texts.length === 0) return;
  await tx.execute(
    sql`update product_translations t
        set title = u.title, description = u.description
        from ${unnest({
          product_id: [texts.map(([id]) => id), 'integer'],
          locale: [texts.map(([, t]) => t.locale), 'text'],
          title: [texts.map(([, t]) => t.title), 'text'],
          description: [texts.map(([, t]) => t.description), 'text'],
        })}
        where t.product_id = u.product_id and t.locale = u.locale`,
  );
}
