import { and, eq, sql } from 'drizzle-orm';
import type { ProductCreate, ProductPatch } from '#contracts/admin/products';
import { conflict, notFound, validation } from '#domain/errors';
import { saleInForce, windowOrdered } from '#domain/prices/sale-window';
import { fromDecimal, toDecimal } from '#domain/money';
import { LOCALES, type Locale } from '#domain/locale';
import {
  productAttributeValues,
  productSlugRedirects,
  products,
  productTranslations,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { ensureCategory } from '../categories/ensure-category';
import { ensureSaleBelowPrice, ensureSkuFree } from './checks';
import type { Actor, CatalogWriteDeps } from '#server/services/shared/catalog-writes';
import { resolveAttributes, setProductValues } from './product-attributes';
import { applySafetyPatch, safetyAudit, safetyColumnsOf } from './product-safety';
import { resolveSlug } from '#server/services/shared/slugs';
import {
  constraintToConflict,
  isArchived,
  isoTime,
  productFields,
} from '#server/services/shared/sql';
import { recordPrices } from '../prices/history';

type Changes = Record<string, unknown>;

/** A live slug is never also an old one: taking it (a new product, a rename back) drops the redirect. */
async function dropRedirect(tx: Db, locale: Locale, slug: string): Promise<void> {
  await tx
    .delete(productSlugRedirects)
    .where(and(eq(productSlugRedirects.locale, locale), eq(productSlugRedirects.slug, slug)));
}

/** The old address keeps working: `/{locale}/product/{old}` answers 301 to the product's current one. */
async function keepRedirect(tx: Db, locale: Locale, oldSlug: string, productId: number) {
  await tx
    .insert(productSlugRedirects)
    .values({ locale, slug: oldSlug, productId })
    .onConflictDoUpdate({
      target: [productSlugRedirects.locale, productSlugRedirects.slug],
      set: { productId, createdAt: sql`now()` },
    });
}

export function createProductWrites({ db, audit, changed }: CatalogWriteDeps) {
  return {
    /** A new product; slugs left out are made from the titles. Returns its id. */
    async create(actor: Actor, input: ProductCreate): Promise<number> {
      const priceMinor = fromDecimal(input.price);
      const saleMinor = input.sale_price == null ? null : fromDecimal(input.sale_price);
      ensureSaleBelowPrice(priceMinor, saleMinor);
      const starts = edge(input.sale_starts_at);
      const ends = edge(input.sale_ends_at);
      ensureWindowOrdered(starts, ends);
      const now = new Date();
      const id = await db
        .transaction(async (tx) => {
          await ensureCategory(tx, input.category_id);
          await ensureSkuFree(tx, input.sku, null);
          const valueIds = input.attributes ? await resolveAttributes(tx, input.attributes) : [];
          const safety = await safetyColumnsOf(tx, input);
          const [row] = await tx
            .insert(products)
            .values({
              sku: input.sku,
              categoryId: input.category_id,
              priceMinor,
              priceSaleMinor: inForce(saleMinor, starts, ends, now),
              salePlannedMinor: saleMinor,
              saleStartsAt: starts,
              saleEndsAt: ends,
              stock: input.stock ?? 0,
              published: input.published ?? true,
              vatRate: input.vat_rate ?? 23,
              fitsLocker: input.fits_locker ?? true,
              madeToOrder: input.made_to_order ?? false,
              ...safety,
            })
            .returning({ id: products.id });
          const productId = row!.id;
          const texts = [];
          for (const locale of LOCALES) {
            const t = input.translations[locale];
            const slug = await resolveSlug(tx, 'product', locale, t.slug, t.title, productId);
            await dropRedirect(tx, locale, slug);
            texts.push({
              productId,
              locale,
              title: t.title,
              description: t.description ?? '',
              slug,
            });
          }
          await tx.insert(productTranslations).values(texts);
          await recordPrices(tx, [productId], 'editor', now);
          if (valueIds.length > 0)
            await tx
              .insert(productAttributeValues)
              .values(valueIds.map((valueId) => ({ productId, valueId })));
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'product',
            entityId: productId,
            before: null,
            after: {
              sku: input.sku,
              category_id: input.category_id,
              price: input.price,
              sale_price: input.sale_price ?? null,
              ...(starts && { sale_starts_at: starts.toISOString() }),
              ...(ends && { sale_ends_at: ends.toISOString() }),
              stock: input.stock ?? 0,
              published: input.published ?? true,
              vat_rate: input.vat_rate ?? 23,
              fits_locker: input.fits_locker ?? true,
              made_to_order: input.made_to_order ?? false,
              translations: Object.fromEntries(
                texts.map((t) => [t.locale, { title: t.title, slug: t.slug }]),
              ),
              attributes: input.attributes ?? {},
              ...safetyAudit(safety),
            },
          });
          return productId;
        })
        .catch(constraintToConflict);
      await changed({ products: [id], categories: [input.category_id], reason: 'product.create' });
      return id;
    },

    /**
     * A partial update, at the version the editor loaded when it sends one: 409
     * `version_conflict` (nothing written) when someone saved in between. Every save bumps the
     * version.
     */
    async update(actor: Actor, id: number, patch: ProductPatch): Promise<void> {
      const categories = await db
        .transaction(async (tx) => {
          // Locked until the commit: a second save waits here, then sees the new version.
          const [cur] = await tx
            .select({
              ...productFields,
              archived: isArchived,
              version: products.version,
              sale_planned_minor: products.salePlannedMinor,
              sale_starts_at: products.saleStartsAt,
              sale_ends_at: products.saleEndsAt,
              manufacturer_id: products.manufacturerId,
              responsible_person_id: products.responsiblePersonId,
              gtin: products.gtin,
              safety: products.safety,
            })
            .from(products)
            .where(eq(products.id, id))
            .for('no key update');
          if (!cur) throw notFound('product_not_found', 'Product not found');
          if (patch.version !== undefined && cur.version !== patch.version)
            throw conflict(
              'version_conflict',
              'Someone else saved this product meanwhile: reload it to see their changes',
            );
          const before: Changes = {};
          const after: Changes = {};
          const set: Partial<typeof products.$inferInsert> = {};
          const change = (field: string, from: unknown, to: unknown) => {
            if (from === to) return false;
            before[field] = from;
            after[field] = to;
            return true;
          };

          if (patch.sku !== undefined && change('sku', cur.sku, patch.sku)) {
            await ensureSkuFree(tx, patch.sku, id);
            set.sku = patch.sku;
          }
          if (
            patch.category_id !== undefined &&
            change('category_id', cur.category_id, patch.category_id)
          ) {
            await ensureCategory(tx, patch.category_id);
            set.categoryId = patch.category_id;
          }
          const price = patch.price === undefined ? cur.price_minor : fromDecimal(patch.price);
          // The owner's sale price: the planned one when a window is set, else the one in force.
          const curSale = ownerSale(cur);
          const sale =
            patch.sale_price === undefined
              ? curSale
              : patch.sale_price === null
                ? null
                : fromDecimal(patch.sale_price);
          // Checked when either is written: a row from elsewhere (an import, SQL) with a sale at
          // or above its price (which the shop ignores) must not block a stock change.
          if (patch.price !== undefined || patch.sale_price !== undefined)
            ensureSaleBelowPrice(price, sale);
          const starts =
            patch.sale_starts_at === undefined ? cur.sale_starts_at : edge(patch.sale_starts_at);
          const ends =
            patch.sale_ends_at === undefined ? cur.sale_ends_at : edge(patch.sale_ends_at);
          if (patch.sale_starts_at !== undefined || patch.sale_ends_at !== undefined)
            ensureWindowOrdered(starts, ends);
          if (change('price', toDecimal(cur.price_minor), toDecimal(price))) set.priceMinor = price;
          change('sale_price', money(curSale), money(sale));
          change('sale_starts_at', iso(cur.sale_starts_at), iso(starts));
          change('sale_ends_at', iso(cur.sale_ends_at), iso(ends));
          const now = new Date();
          const offered = inForce(sale, starts, ends, now);
          if (offered !== cur.price_sale_minor) set.priceSaleMinor = offered;
          if (sale !== cur.sale_planned_minor) set.salePlannedMinor = sale;
          if (iso(starts) !== iso(cur.sale_starts_at)) set.saleStartsAt = starts;
          if (iso(ends) !== iso(cur.sale_ends_at)) set.saleEndsAt = ends;
          if (patch.stock !== undefined && change('stock', cur.stock, patch.stock))
            set.stock = patch.stock;
          if (patch.vat_rate !== undefined && change('vat_rate', cur.vat_rate, patch.vat_rate))
            set.vatRate = patch.vat_rate;
          if (
            patch.fits_locker !== undefined &&
            change('fits_locker', cur.fits_locker, patch.fits_locker)
          )
            set.fitsLocker = patch.fits_locker;
          if (
            patch.made_to_order !== undefined &&
            change('made_to_order', cur.made_to_order, patch.made_to_order)
          )
            set.madeToOrder = patch.made_to_order;

          const archived = patch.archived ?? cur.archived;
          if (change('archived', cur.archived, archived))
            set.archivedAt = archived ? new Date() : null;
          const published = archived ? false : (patch.published ?? cur.published);
          if (patch.published === true && archived)
            throw conflict('product_archived', 'An archived product cannot be published');
          await applySafetyPatch(tx, cur, patch, published, change, set);
          if (change('published', cur.published, published)) set.published = published;

          await tx
            .update(products)
            .set({ ...set, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
            .where(eq(products.id, id));

          if (set.priceMinor !== undefined || set.priceSaleMinor !== undefined)
            await recordPrices(tx, [id], 'editor', now);
          if (patch.translations) await updateTexts(tx, id, patch.translations, before, after);
          if (patch.attributes) {
            const valueIds = await resolveAttributes(tx, patch.attributes);
            if (await setProductValues(tx, id, valueIds)) after.attributes = patch.attributes;
          }
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'product',
            entityId: id,
            before,
            after,
          });
          return [cur.category_id, set.categoryId ?? cur.category_id];
        })
        .catch(constraintToConflict);
      await changed({
        products: [id],
        categories: [...new Set(categories)],
        reason: 'product.update',
      });
    },
  };
}

const money = (minor: number | null) => (minor === null ? null : toDecimal(minor));
const edge = (value: string | null | undefined) => (value == null ? null : new Date(value));
const iso = (value: Date | null) => (value === null ? null : isoTime(value));

/** The sale price offered at `now`: the owner's one, inside its window (docs/rules.md#scheduled-sales). */
function inForce(sale: number | null, starts: Date | null, ends: Date | null, now: Date) {
  return saleInForce(
    { planned: sale, starts: starts?.getTime() ?? null, ends: ends?.getTime() ?? null },
    now.getTime(),
  );
}

/** 422 when the window ends at or before it starts. */
function ensureWindowOrdered(starts: Date | null, ends: Date | null): void {
  if (!windowOrdered(starts?.getTime() ?? null, ends?.getTime() ?? null))
    throw validation({ sale_ends_at: ['sale_ends_at.not_after_start'] });
}

/**
 * The owner's sale price of a stored row: `sale_planned_minor` when the product has a window
 * (its sale price in force follows the window), else the sale price in force itself (rows
 * written before windows existed, or by SQL, keep working).
 */
export function ownerSale(row: {
  price_sale_minor: number | null;
  sale_planned_minor: number | null;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
}): number | null {
  return row.sale_starts_at !== null || row.sale_ends_at !== null
    ? row.sale_planned_minor
    : row.price_sale_minor;
}

/** Titles, descriptions and slugs of the locales named; a changed slug leaves a redirect behind. */
async function updateTexts(
  tx: Db,
  id: number,
  patch: NonNullable<ProductPatch['translations']>,
  before: Changes,
  after: Changes,
): Promise<void> {
  const current = await tx
    .select()
    .from(productTranslations)
    .where(eq(productTranslations.productId, id));
  for (const locale of LOCALES) {
    const t = patch[locale];
    const cur = current.find((c) => c.locale === locale);
    if (!t || !cur) continue;
    const title = t.title ?? cur.title;
    const description = t.description ?? cur.description;
    // Absent: the slug stays; null (or ''): made again from the title.
    const slug =
      t.slug === undefined ? cur.slug : await resolveSlug(tx, 'product', locale, t.slug, title, id);
    const was: Changes = {};
    const now: Changes = {};
    for (const [field, from, to] of [
      ['title', cur.title, title],
      ['description', cur.description, description],
      ['slug', cur.slug, slug],
    ] as const) {
      if (from !== to) {
        was[field] = from;
        now[field] = to;
      }
    }
    if (Object.keys(now).length === 0) continue;
    if (slug !== cur.slug) {
      await dropRedirect(tx, locale, slug);
      await keepRedirect(tx, locale, cur.slug, id);
    }
    await tx
      .update(productTranslations)
      .set({ title, description, slug })
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, locale)));
    ((before.translations ??= {}) as Changes)[locale] = was;
    ((after.translations ??= {}) as Changes)[locale] = now;
  }
}
