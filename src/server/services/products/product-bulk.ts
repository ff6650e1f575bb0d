import { sql } from 'drizzle-orm';
import type { ProductBulkRequest, ProductBulkResponse } from '#contracts/admin/products';
import { MAX_PRICE } from '#contracts/admin/catalog-fields';
import { changePrices } from '#domain/catalog/price-change';
import { notFound, validation } from '#domain/errors';
import { fromDecimal, toDecimal } from '#domain/money';
import { anyId } from '#server/db/operators';
import { requests, orderLines, products } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import { ensureCategory } from '../categories/ensure-category';
import {
  recordAll,
  type Actor,
  type CatalogWriteDeps,
} from '#server/services/shared/catalog-writes';
import { constraintToConflict, isArchived } from '#server/services/shared/sql';
import { saleInForce } from '#domain/prices/sale-window';
import { recordPrices } from '../prices/history';
import { ensureBulkPublishable, setManufacturerLocked } from './product-safety';
import { ownerSale } from './product-write';

const MAX_PRICE_MINOR = fromDecimal(MAX_PRICE);
const money = (minor: number | null) => (minor === null ? null : toDecimal(minor));

/**
 * Products some order or customization request points at: those are archived instead of deleted
 * (the order keeps its lines, and the foreign keys would refuse the delete anyway).
 */
async function referenced(tx: Executor, ids: readonly number[]): Promise<Set<number>> {
  const ordered = await tx
    .selectDistinct({ id: orderLines.productId })
    .from(orderLines)
    .where(anyId(orderLines.productId, ids));
  const requested = await tx
    .selectDistinct({ id: requests.productId })
    .from(requests)
    .where(anyId(requests.productId, ids));
  return new Set([...ordered, ...requested].map((r) => r.id));
}

/** Locks the rows in id order (two bulk calls over the same products cannot deadlock). */
function lock(tx: Executor, ids: readonly number[]) {
  return tx
    .select({
      id: products.id,
      category_id: products.categoryId,
      price_minor: products.priceMinor,
      price_sale_minor: products.priceSaleMinor,
      sale_planned_minor: products.salePlannedMinor,
      sale_starts_at: products.saleStartsAt,
      sale_ends_at: products.saleEndsAt,
      published: products.published,
      archived: isArchived,
      manufacturerId: products.manufacturerId,
      responsiblePersonId: products.responsiblePersonId,
    })
    .from(products)
    .where(anyId(products.id, ids))
    .orderBy(products.id)
    .for('no key update');
}

type Locked = Awaited<ReturnType<typeof lock>>[number];

export function createProductRemoval({ db, audit, changed, deletedProducts }: CatalogWriteDeps) {
  const removeFiles = async (ids: readonly number[]) => {
    if (ids.length > 0) await deletedProducts?.(ids).catch(() => {});
  };

  /** Archive (unpublish, keep) or delete; the caller's transaction, rows already locked. */
  async function removeLocked(tx: Db, actor: Actor, locked: readonly Locked[], action: string) {
    const keep = await referenced(
      tx,
      locked.map((p) => p.id),
    );
    const archive = locked.filter((p) => keep.has(p.id));
    const drop = locked.filter((p) => !keep.has(p.id));
    if (archive.length > 0)
      await tx
        .update(products)
        .set({
          archivedAt: sql`coalesce(${products.archivedAt}, now())`,
          published: false,
          version: sql`${products.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          anyId(
            products.id,
            archive.map((p) => p.id),
          ),
        );
    if (drop.length > 0)
      await tx.delete(products).where(
        anyId(
          products.id,
          drop.map((p) => p.id),
        ),
      );
    await recordAll(audit, tx, actor, [
      ...archive.map((p) => ({
        action: action === 'delete' ? 'archive' : `${action}_archive`,
        entity: 'product',
        entityId: p.id,
        before: { archived: p.archived, published: p.published },
        after: { archived: true, published: false },
      })),
      ...drop.map((p) => ({
        action,
        entity: 'product',
        entityId: p.id,
        before: { category_id: p.category_id, price: toDecimal(p.price_minor) },
        after: null,
      })),
    ]);
    return { archived: archive.length, deleted: drop.length, dropped: drop.map((p) => p.id) };
  }

  return {
    /**
     * DELETE: a product that was ever ordered (or asked to be customized) is archived, not
     * deleted. An archived product deleted again stays archived.
     */
    async remove(actor: Actor, id: number): Promise<{ archived: boolean }> {
      const result = await db
        .transaction(async (tx) => {
          const [p] = await lock(tx, [id]);
          if (!p) throw notFound('product_not_found', 'Product not found');
          return { ...(await removeLocked(tx, actor, [p], 'delete')), categoryId: p.category_id };
        })
        .catch(constraintToConflict);
      await changed({ products: [id], categories: [result.categoryId], reason: 'product.delete' });
      await removeFiles(result.dropped);
      return { archived: result.archived > 0 };
    },

    /**
     * One action over up to 1000 products in ONE transaction: all of it or none of it. Every
     * product touched gets its version bumped and its own audit row (`bulk_<action>`), so a
     * product's history shows bulk changes like any other.
     */
    async bulk(actor: Actor, req: ProductBulkRequest): Promise<ProductBulkResponse> {
      const result = await db
        .transaction(async (tx) => {
          const locked = await lock(tx, req.ids);
          const byId = new Map(locked.map((p) => [p.id, p]));
          const unknown: Record<string, string[]> = {};
          req.ids.forEach((id, i) => {
            if (!byId.has(id)) unknown[`ids.${i}`] = ['product.unknown'];
          });
          if (Object.keys(unknown).length > 0) throw validation(unknown);
          const ids = locked.map((p) => p.id);
          const categories = new Set(locked.map((p) => p.category_id));
          const counts = { updated: 0, archived: 0, deleted: 0 };
          let dropped: number[] = [];
          const bump = { version: sql`${products.version} + 1`, updatedAt: sql`now()` };
          const these = anyId(products.id, ids);
          const each = async (
            field: string,
            from: (p: Locked) => unknown,
            to: (p: Locked) => unknown,
          ) => {
            await recordAll(
              audit,
              tx,
              actor,
              locked.map((p) => ({
                action: `bulk_${req.action}`,
                entity: 'product',
                entityId: p.id,
                before: { [field]: from(p) },
                after: { [field]: to(p) },
              })),
            );
          };

          switch (req.action) {
            case 'publish': {
              const archived: Record<string, string[]> = {};
              req.ids.forEach((id, i) => {
                if (byId.get(id)?.archived) archived[`ids.${i}`] = ['product.archived'];
              });
              if (Object.keys(archived).length > 0) throw validation(archived, 'product_archived');
              await ensureBulkPublishable(
                tx,
                locked.filter((p) => !p.published),
                req.ids,
              );
              await tx
                .update(products)
                .set({ published: true, ...bump })
                .where(these);
              await each(
                'published',
                (p) => p.published,
                () => true,
              );
              counts.updated = ids.length;
              break;
            }
            case 'unpublish':
              await tx
                .update(products)
                .set({ published: false, ...bump })
                .where(these);
              await each(
                'published',
                (p) => p.published,
                () => false,
              );
              counts.updated = ids.length;
              break;
            case 'move':
              await ensureCategory(tx, req.category_id);
              await tx
                .update(products)
                .set({ categoryId: req.category_id, ...bump })
                .where(these);
              await each(
                'category_id',
                (p) => p.category_id,
                () => req.category_id,
              );
              categories.add(req.category_id);
              counts.updated = ids.length;
              break;
            case 'set_manufacturer':
              counts.updated = await setManufacturerLocked(
                tx,
                locked,
                req.manufacturer_id,
                req.ids,
                each,
              );
              break;
            case 'price_percent': {
              const saleRemoved = await changePricesLocked(tx, actor, locked, req, audit);
              return {
                ...counts,
                updated: ids.length,
                sale_removed: saleRemoved,
                categories,
                dropped,
              };
            }
            case 'delete': {
              const removed = await removeLocked(tx, actor, locked, 'bulk_delete');
              counts.archived = removed.archived;
              counts.deleted = removed.deleted;
              dropped = removed.dropped;
              break;
            }
          }
          return { ...counts, categories, dropped };
        })
        .catch(constraintToConflict);
      const { categories, dropped, ...counts } = result;
      await removeFiles(dropped);
      await changed({
        products: req.ids,
        categories: [...categories],
        reason: `product.bulk_${req.action}`,
      });
      return counts;
    },
  };
}

/** New prices computed here (domain rule), written by one UPDATE … FROM (VALUES …). */
async function changePricesLocked(
  tx: Db,
  actor: Actor,
  locked: readonly Locked[],
  req: Extract<ProductBulkRequest, { action: 'price_percent' }>,
  audit: CatalogWriteDeps['audit'],
): Promise<number> {
  const rounding = req.rounding ?? 'cent';
  const now = new Date();
  // The owner's sale price changes with the price; the one in force follows its window.
  const next = locked.map((p) => {
    const changed = changePrices(
      { price: p.price_minor, sale: ownerSale(p) },
      req.percent,
      rounding,
    );
    const window = {
      planned: changed.sale,
      starts: p.sale_starts_at?.getTime() ?? null,
      ends: p.sale_ends_at?.getTime() ?? null,
    };
    return { p, ...changed, offered: saleInForce(window, now.getTime()) };
  });
  if (next.some((n) => n.price > MAX_PRICE_MINOR))
    throw validation({ percent: ['percent.price_too_large'] });
  const values = sql.join(
    next.map((n) => sql`(${n.p.id}::int, ${n.price}::int, ${n.sale}::int, ${n.offered}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update products p set price_minor = v.price, sale_planned_minor = v.sale,
          price_sale_minor = v.offered, version = p.version + 1, updated_at = now()
        from (values ${values}) as v(id, price, sale, offered) where p.id = v.id`,
  );
  await recordPrices(
    tx,
    next.map((n) => n.p.id),
    'bulk',
    now,
  );
  await recordAll(
    audit,
    tx,
    actor,
    next.map((n) => ({
      action: 'bulk_price_percent',
      entity: 'product',
      entityId: n.p.id,
      before: { price: toDecimal(n.p.price_minor), sale_price: money(ownerSale(n.p)) },
      after: {
        price: toDecimal(n.price),
        sale_price: money(n.sale),
        percent: req.percent,
        rounding,
      },
    })),
  );
  return next.filter((n) => n.saleRemoved).length;
}
