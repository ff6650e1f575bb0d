import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, type Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { formatMoney } from '#server/services/shared/csv-cells';
import type { ErrorList } from './errors';
import type { Header } from './header';
import type { CatalogRefs } from './refs';
import type { RowInput } from './row';
import { windowOrdered } from '#domain/prices/sale-window';
import { mergeSafety, publishable } from './safety-cells';
import type { SlugAllocator } from './slugs';

export interface ProductFields {
  categoryId: number;
  priceMinor: number;
  /** The owner's sale price; offered only inside the window below. */
  saleMinor: number | null;
  /** The sale window, ms since the epoch; null: open on that side. */
  saleStartsAt: number | null;
  saleEndsAt: number | null;
  stock: number;
  published: boolean;
  vatRate: number;
  fitsLocker: boolean;
  madeToOrder: boolean;
  /** null: the shop's default manufacturer. */
  manufacturerId: number | null;
  gtin: string | null;
  /** Every locale, '' for none. */
  safety: Record<Locale, string>;
}

export interface TextChange {
  locale: Locale;
  title: string;
  description: string;
  /** Set only for a text the product does not have yet (the slug of an existing one stays). */
  slug?: string;
}

export interface Create extends ProductFields {
  sku: string;
  texts: TextChange[];
  valueIds: number[];
}

export interface Update {
  id: number;
  sku: string;
  /** The version read; the write refuses the row if someone saved the product since. */
  version: number;
  /** The product's columns after the import (the stored ones where the file leaves them). */
  fields: ProductFields;
  texts: TextChange[];
  addValueIds: number[];
  removeValueIds: number[];
  /** Every value id of the product after the import, sorted (products.value_ids). */
  valueIds: number[];
}

/** What the import will write: only real changes, so an unchanged file writes nothing. */
export interface Plan {
  creates: Create[];
  updates: Update[];
}

/** A product the file names, with its texts as JSON: one statement per chunk (decision 021). */
const existingRow = z.object({
  id: z.number(),
  sku: z.string(),
  version: z.number(),
  categoryId: z.number(),
  priceMinor: z.number(),
  saleMinor: z.number().nullable(),
  saleStartsAt: z.number().nullable(),
  saleEndsAt: z.number().nullable(),
  stock: z.number(),
  published: z.boolean(),
  vatRate: z.number(),
  fitsLocker: z.boolean(),
  madeToOrder: z.boolean(),
  manufacturerId: z.number().nullable(),
  responsiblePersonId: z.number().nullable(),
  gtin: z.string().nullable(),
  safety: z
    .record(z.string(), z.string())
    .transform((s) => ({ pl: s.pl ?? '', en: s.en ?? '', ru: s.ru ?? '' })),
  archived: z.boolean(),
  value_ids: z.array(z.number()),
  texts: z
    .array(z.object({ locale: z.enum(LOCALES), title: z.string(), description: z.string() }))
    .nullable(),
}) satisfies z.ZodType<ProductFields>;

type Existing = z.infer<typeof existingRow>;

/** Reads the products a chunk of rows names, in one query. */
async function loadExisting(db: Db, skus: string[]): Promise<Map<string, Existing>> {
  const found = await rows(
    db,
    sql`select p.id, p.sku, p.version, p.category_id as "categoryId", p.price_minor as "priceMinor",
               case when p.sale_starts_at is not null or p.sale_ends_at is not null
                    then p.sale_planned_minor else p.price_sale_minor end as "saleMinor",
               (extract(epoch from p.sale_starts_at) * 1000)::float8 as "saleStartsAt",
               (extract(epoch from p.sale_ends_at) * 1000)::float8 as "saleEndsAt",
               p.stock, p.published,
               p.vat_rate as "vatRate", p.fits_locker as "fitsLocker",
               p.made_to_order as "madeToOrder",
               p.manufacturer_id as "manufacturerId",
               p.responsible_person_id as "responsiblePersonId", p.gtin, p.safety,
               p.archived_at is not null as archived, p.value_ids,
               (select json_agg(json_build_object('locale', t.locale, 'title', t.title,
                                                  'description', t.description))
                  from product_translations t where t.product_id = p.id) as texts
        from products p where p.sku = any(${sql.param(skus)}::text[])`,
    existingRow,
  );
  return new Map(found.map((p) => [p.sku, p]));
}

export interface PlanContext {
  db: Db;
  header: Header;
  refs: CatalogRefs;
  errors: ErrorList;
  /** Loaded on the first product that needs a new slug. */
  slugs: () => Promise<SlugAllocator>;
}

/**
 * Compares a chunk of checked rows with the products they name and adds the differences to
 * `plan`; rows that break a rule needing the stored product (required fields of a new product,
 * sale below price, archived) become errors instead.
 */
export async function planChunk(ctx: PlanContext, chunk: RowInput[], plan: Plan): Promise<void> {
  const existing = await loadExisting(
    ctx.db,
    chunk.map((r) => r.sku),
  );
  for (const input of chunk) {
    const product = existing.get(input.sku);
    if (product) await planUpdate(ctx, input, product, plan);
    else await planCreate(ctx, input, plan);
  }
}

async function planCreate(ctx: PlanContext, input: RowInput, plan: Plan): Promise<void> {
  const missing = (column: string) =>
    ctx.errors.add(input.row, column, `Required for a new product (no product has this SKU)`);
  const before = ctx.errors.count;
  if (input.categoryId === undefined) missing('category');
  if (input.priceMinor === undefined) missing('price');
  for (const locale of LOCALES) if (input.titles[locale] === undefined) missing(`title_${locale}`);
  if (ctx.errors.count !== before) return;
  if ((input.published ?? true) && !publishable(ctx, input.row, input.manufacturerId ?? null, null))
    return;

  const slugs = await ctx.slugs();
  const valueIds = [...input.values.values()].flat().sort((a, b) => a - b);
  plan.creates.push({
    sku: input.sku,
    categoryId: input.categoryId!,
    priceMinor: input.priceMinor!,
    saleMinor: input.saleMinor ?? null,
    saleStartsAt: input.saleStartsAt ?? null,
    saleEndsAt: input.saleEndsAt ?? null,
    stock: input.stock ?? 0,
    // As the product editor creates one (and the column's default).
    published: input.published ?? true,
    vatRate: input.vatRate ?? 23,
    fitsLocker: input.fitsLocker ?? true,
    madeToOrder: input.madeToOrder ?? false,
    manufacturerId: input.manufacturerId ?? null,
    gtin: input.gtin ?? null,
    safety: mergeSafety(input.safety, { pl: '', en: '', ru: '' }),
    texts: LOCALES.map((locale) => {
      const title = input.titles[locale]!;
      return {
        locale,
        title,
        description: input.descriptions[locale] ?? '',
        slug: slugs.take(locale, title, input.sku),
      };
    }),
    valueIds,
  });
}

async function planUpdate(
  ctx: PlanContext,
  input: RowInput,
  product: Existing,
  plan: Plan,
): Promise<void> {
  const fail = (column: string, message: string) => ctx.errors.add(input.row, column, message);
  const before = ctx.errors.count;
  if (product.archived) {
    fail('sku', 'This SKU belongs to an archived product; restore it in the back office first');
    return;
  }
  const fields: ProductFields = {
    categoryId: input.categoryId ?? product.categoryId,
    priceMinor: input.priceMinor ?? product.priceMinor,
    saleMinor: input.saleMinor === undefined ? product.saleMinor : input.saleMinor,
    saleStartsAt: input.saleStartsAt === undefined ? product.saleStartsAt : input.saleStartsAt,
    saleEndsAt: input.saleEndsAt === undefined ? product.saleEndsAt : input.saleEndsAt,
    stock: input.stock ?? product.stock,
    published: input.published ?? product.published,
    vatRate: input.vatRate ?? product.vatRate,
    fitsLocker: input.fitsLocker ?? product.fitsLocker,
    madeToOrder: input.madeToOrder ?? product.madeToOrder,
    manufacturerId:
      input.manufacturerId === undefined ? product.manufacturerId : input.manufacturerId,
    gtin: input.gtin === undefined ? product.gtin : input.gtin,
    safety: mergeSafety(input.safety, product.safety),
  };
  // The publish rule, as the editor applies it: on publishing, or on a new manufacturer.
  const makerChanged = fields.manufacturerId !== product.manufacturerId;
  if (
    fields.published &&
    (!product.published || makerChanged) &&
    !publishable(ctx, input.row, fields.manufacturerId, product.responsiblePersonId)
  )
    return;
  // Checked only when the pair changes: a stored pair is what it is, and an export of it must
  // import back unchanged.
  const pairChanged =
    fields.priceMinor !== product.priceMinor || fields.saleMinor !== product.saleMinor;
  if (pairChanged && fields.saleMinor !== null && fields.saleMinor >= fields.priceMinor) {
    fail(
      input.saleMinor === undefined ? 'price' : 'sale_price',
      `The sale price (${formatMoney(fields.saleMinor)}) must be below the price (${formatMoney(fields.priceMinor)})`,
    );
    return;
  }

  const windowChanged =
    fields.saleStartsAt !== product.saleStartsAt || fields.saleEndsAt !== product.saleEndsAt;
  if (windowChanged && !windowOrdered(fields.saleStartsAt, fields.saleEndsAt)) {
    fail('sale_ends_at', 'The sale must end after it starts');
    return;
  }

  const texts = await textChanges(ctx, input, product, fail);
  const { add: addValueIds, remove: removeValueIds } = valueChanges(ctx, input, product);

  const fieldsChanged =
    pairChanged ||
    windowChanged ||
    fields.categoryId !== product.categoryId ||
    fields.stock !== product.stock ||
    fields.published !== product.published ||
    fields.vatRate !== product.vatRate ||
    fields.fitsLocker !== product.fitsLocker ||
    fields.madeToOrder !== product.madeToOrder ||
    makerChanged ||
    fields.gtin !== product.gtin ||
    LOCALES.some((l) => fields.safety[l] !== product.safety[l]);
  if (ctx.errors.count !== before) return;
  if (!fieldsChanged && texts.length === 0 && addValueIds.length + removeValueIds.length === 0)
    return;
  const removed = new Set(removeValueIds);
  plan.updates.push({
    id: product.id,
    sku: product.sku,
    version: product.version,
    fields,
    texts,
    addValueIds,
    removeValueIds,
    valueIds: [...product.value_ids, ...addValueIds]
      .filter((id) => !removed.has(id))
      .sort((a, b) => a - b),
  });
}

/** The texts a row changes; a text the product lacks is added with a new slug. */
async function textChanges(
  ctx: PlanContext,
  input: RowInput,
  product: Existing,
  fail: (column: string, message: string) => void,
): Promise<TextChange[]> {
  const changes: TextChange[] = [];
  const stored = new Map((product.texts ?? []).map((t) => [t.locale, t]));
  for (const locale of LOCALES) {
    const current = stored.get(locale);
    const title = input.titles[locale] ?? current?.title;
    const description = input.descriptions[locale] ?? current?.description ?? '';
    if (title === undefined) {
      if (input.descriptions[locale] !== undefined)
        fail(`title_${locale}`, 'A title is required: the product has no text in this language');
      continue;
    }
    if (!current) {
      const slug = (await ctx.slugs()).take(locale, title, input.sku);
      changes.push({ locale, title, description, slug });
    } else if (current.title !== title || current.description !== description) {
      changes.push({ locale, title, description });
    }
  }
  return changes;
}

/** Value links to add and drop, for the attributes the file has a column for. */
function valueChanges(ctx: PlanContext, input: RowInput, product: Existing) {
  const add: number[] = [];
  const remove: number[] = [];
  const stored = new Set(product.value_ids);
  for (const [attributeId, ids] of input.values) {
    const wanted = new Set(ids);
    for (const id of ids) if (!stored.has(id)) add.push(id);
    for (const id of product.value_ids) {
      if (ctx.refs.valueById.get(id)?.attribute.id === attributeId && !wanted.has(id))
        remove.push(id);
    }
  }
  return { add, remove };
}
