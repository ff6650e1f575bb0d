import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productBulkRequest } from '#contracts/admin/products';
import { adminServices, productInput } from '#tests/factories/back-office';
import { createCategory } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import type { Services } from '../index';
import type { Actor } from '#server/services/shared/catalog-writes';

forEachDatabase('admin catalogue: bulk actions', (getDb) => {
  let services: Services;
  let actor: Actor;
  let chairs: number;
  let tables: number;

  beforeAll(async () => {
    ({ services, actor } = await adminServices(getDb()));
    chairs = (await createCategory(getDb().db, { slug: 'bulk-chairs' })).id;
    tables = (await createCategory(getDb().db, { slug: 'bulk-tables' })).id;
  });

  const products = () => services.products;
  const make = async (o: Record<string, unknown> = {}) =>
    (await products().create(actor, productInput(chairs, o))).id;
  const bulk = (body: unknown) => products().bulk(actor, productBulkRequest.parse(body));
  const get = (id: number) => products().get(id);
  const auditActions = async (ids: number[]) =>
    rows<{ entity_id: string; action: string; before: unknown; after: unknown }>(
      getDb().db,
      sql`select entity_id, action, before, after from audit_log
          where entity = 'product' and action like 'bulk_%'
            and entity_id = any(${`{${ids.join(',')}}`}::text[]) order by id`,
    );

  it('publishes and unpublishes, bumping every version, one audit row per product', async () => {
    const ids = [await make({ published: false }), await make({ published: false })];
    expect(await bulk({ action: 'publish', ids })).toEqual({ updated: 2, archived: 0, deleted: 0 });
    for (const id of ids) expect(await get(id)).toMatchObject({ published: true, version: 2 });
    expect(await bulk({ action: 'unpublish', ids })).toMatchObject({ updated: 2 });
    expect((await get(ids[0]!)).published).toBe(false);
    const audit = await auditActions(ids);
    expect(audit.map((a) => a.action)).toEqual([
      'bulk_publish',
      'bulk_publish',
      'bulk_unpublish',
      'bulk_unpublish',
    ]);
    expect(audit[0]).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('moves to a category, refusing an unknown one', async () => {
    const ids = [await make(), await make()];
    await expect(bulk({ action: 'move', ids, category_id: 999_999 })).rejects.toMatchObject({
      fields: { category_id: ['category.unknown'] },
    });
    expect(await bulk({ action: 'move', ids, category_id: tables })).toMatchObject({ updated: 2 });
    expect((await get(ids[1]!)).category_id).toBe(tables);
  });

  it('changes prices by a percentage with rounding, sale prices with them', async () => {
    const a = await make({ price: 100, sale_price: 80 });
    const b = await make({ price: 19.99 });
    const c = await make({ price: 10.1, sale_price: 10.05 });
    expect(await bulk({ action: 'price_percent', ids: [a, b], percent: 10 })).toEqual({
      updated: 2,
      archived: 0,
      deleted: 0,
      sale_removed: 0,
    });
    expect(await get(a)).toMatchObject({ price: 110, sale_price: 88, version: 2 });
    expect((await get(b)).price).toBe(21.99); // 21.989 to the cent
    expect(
      await bulk({ action: 'price_percent', ids: [b], percent: -10, rounding: 'whole' }),
    ).toMatchObject({
      updated: 1,
    });
    expect((await get(b)).price).toBe(20); // 19.791 -> 20
    // .99 rounding leaves 10.05 at 9.99, not below 9.99: that sale ends.
    expect(
      await bulk({ action: 'price_percent', ids: [c], percent: 0.01, rounding: 'ends_99' }),
    ).toMatchObject({ sale_removed: 1 });
    expect(await get(c)).toMatchObject({ price: 9.99, sale_price: null });
    const [row] = await auditActions([a]);
    expect(row).toMatchObject({
      action: 'bulk_price_percent',
      before: { price: 100, sale_price: 80 },
      after: { price: 110, sale_price: 88 },
    });
  });

  it('refuses a price past the largest one, writing nothing', async () => {
    const a = await make({ price: 9_000_000 });
    const b = await make({ price: 1 });
    await expect(bulk({ action: 'price_percent', ids: [b, a], percent: 50 })).rejects.toMatchObject(
      {
        fields: { percent: ['percent.price_too_large'] },
      },
    );
    expect((await get(b)).price).toBe(1);
  });

  it('deletes what was never ordered and archives the rest, in one transaction', async () => {
    const db = getDb().db;
    const ordered = await make();
    const requested = await make();
    const free = await make();
    const [order] = await rows<{ id: number }>(
      db,
      sql`insert into orders (kind, name, phone, locale, total_minor)
          values ('quick', 'A', '+48500000000', 'pl', 1) returning id`,
    );
    await db.execute(
      sql`insert into order_lines (order_id, product_id, title, count, unit_price_minor)
          values (${order!.id}, ${ordered}, 'x', 1, 1)`,
    );
    await db.execute(
      sql`insert into customization_requests (product_id, name, email, message, locale)
          values (${requested}, 'A', 'a@example.com', 'engrave it', 'pl')`,
    );
    expect(await bulk({ action: 'delete', ids: [ordered, requested, free] })).toEqual({
      updated: 0,
      archived: 2,
      deleted: 1,
    });
    expect(await get(ordered)).toMatchObject({ archived: true, published: false });
    await expect(get(free)).rejects.toMatchObject({ kind: 'not_found' });
    // An archived product cannot be published again by a bulk action.
    await expect(bulk({ action: 'publish', ids: [ordered] })).rejects.toMatchObject({
      fields: { 'ids.0': ['product.archived'] },
    });
  });

  it('names unknown ids and writes nothing', async () => {
    const a = await make({ published: false });
    await expect(bulk({ action: 'publish', ids: [a, 999_999] })).rejects.toMatchObject({
      kind: 'validation',
      fields: { 'ids.1': ['product.unknown'] },
    });
    expect(await get(a)).toMatchObject({ published: false, version: 1 });
  });

  it('clears the storefront caches once for the whole selection', async () => {
    const a = await make();
    let drops = 0;
    const off = services.onCatalogChange(() => drops++);
    await bulk({ action: 'unpublish', ids: [a] });
    off();
    expect(drops).toBe(1);
  });
});
