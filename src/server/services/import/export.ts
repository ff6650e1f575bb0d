import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, between, eq, gt, isNull } from 'drizzle-orm';
import { CSV_VALUE_SEPARATOR } from '#contracts/admin/import';
import { LOCALES, type Locale } from '#domain/locale';
import {
  productGroupMembers,
  productGroups,
  products,
  productTranslations,
} from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import { productFields } from '#server/services/shared/sql';
import { ownerSale } from '../products/product-write';
import { escapeFormula, formatMoney } from '#server/services/shared/csv-cells';
import { exportColumns } from './header';
import { loadCatalogRefs, type CatalogRefs } from './refs';

/** Products per query: the export never holds more than one page of the catalogue. */
const PAGE = 2_000;

/** What a CSV row needs of a product (keys named as the file's columns are). */
const productColumns = {
  id: products.id,
  ...productFields,
  sale_planned_minor: products.salePlannedMinor,
  sale_starts_at: products.saleStartsAt,
  sale_ends_at: products.saleEndsAt,
  value_ids: products.valueIds,
  manufacturer_id: products.manufacturerId,
  gtin: products.gtin,
  safety: products.safety,
};

const textColumns = {
  product_id: productTranslations.productId,
  locale: productTranslations.locale,
  title: productTranslations.title,
  description: productTranslations.description,
};

/** One page of products after the id `after`, by key. */
const readProducts = (tx: Executor, after: number) =>
  tx
    .select(productColumns)
    .from(products)
    .where(and(isNull(products.archivedAt), gt(products.id, after)))
    .orderBy(products.id)
    .limit(PAGE);

/**
 * The texts of products `first`..`last` by a range of their primary key (product_id, locale):
 * one index range scan, where a join per locale let the planner read the whole table per page.
 */
const readTexts = (tx: Executor, first: number, last: number) =>
  tx
    .select(textColumns)
    .from(productTranslations)
    .where(between(productTranslations.productId, first, last));

/** The group memberships of products `first`..`last` (by the unique product_id index). */
const readGroups = (tx: Executor, first: number, last: number) =>
  tx
    .select({
      product_id: productGroupMembers.productId,
      group_id: productGroupMembers.groupId,
      axis: productGroups.axis,
      label: productGroupMembers.label,
      swatch: productGroupMembers.swatch,
    })
    .from(productGroupMembers)
    .innerJoin(productGroups, eq(productGroups.id, productGroupMembers.groupId))
    .where(between(productGroupMembers.productId, first, last));

type ProductRow = Awaited<ReturnType<typeof readProducts>>[number];
type TextRow = Awaited<ReturnType<typeof readTexts>>[number];
type GroupRow = Awaited<ReturnType<typeof readGroups>>[number];

/**
 * The catalogue as CSV: a BOM (so that Excel reads UTF-8), CRLF line ends (RFC 4180), one row
 * per product that is not archived, in id order. Pages are read by key (`id > last`), each
 * while the previous one is being sent, so memory stays flat at any catalogue size. A product
 * saved during a long export shows as it was when its page was read.
 */
export function exportCsv(db: Db): Readable {
  // pipeline: a client that goes away destroys the CSV stream, which stops the reading too.
  return pipeline(
    Readable.from(records(db)),
    stringify({ bom: true, record_delimiter: '\r\n' }),
    () => {},
  );
}

async function* records(db: Db): AsyncGenerator<string[]> {
  const refs = await loadCatalogRefs(db);
  yield exportColumns(refs);
  let last = 0;
  for (;;) {
    const { page, texts, groups } = await readPage(db, last);
    if (page.length === 0) return;
    const textsOf = new Map<number, Partial<Record<Locale, TextRow>>>();
    for (const t of texts) {
      const entry = textsOf.get(t.product_id) ?? {};
      entry[t.locale] = t;
      textsOf.set(t.product_id, entry);
    }
    const groupOf = new Map(groups.map((g) => [g.product_id, g]));
    for (const product of page)
      yield toRecord(product, textsOf.get(product.id) ?? {}, refs, groupOf.get(product.id));
    if (page.length < PAGE) return;
    last = page.at(-1)!.id;
  }
}

/** One snapshot per page (repeatable read): a page's products and texts agree with each other. */
function readPage(db: Db, after: number) {
  return db.transaction(
    async (tx) => {
      const page = await readProducts(tx, after);
      if (page.length === 0) return { page, texts: [], groups: [] };
      const texts = await readTexts(tx, page[0]!.id, page.at(-1)!.id);
      const groups = await readGroups(tx, page[0]!.id, page.at(-1)!.id);
      return { page, texts, groups };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function toRecord(
  p: ProductRow,
  texts: Partial<Record<Locale, TextRow>>,
  refs: CatalogRefs,
  group: GroupRow | undefined,
): string[] {
  const text = (value: string | undefined) => escapeFormula(value ?? '');
  const slugsByAttribute = new Map<number, { slug: string; position: number }[]>();
  for (const id of p.value_ids) {
    const value = refs.valueById.get(id);
    if (!value) continue;
    const list = slugsByAttribute.get(value.attribute.id) ?? [];
    list.push(value);
    slugsByAttribute.set(value.attribute.id, list);
  }
  // The owner's sale price (products/product-write.ts `ownerSale`), exported with its window.
  const sale = ownerSale(p);
  return [
    text(p.sku),
    String(p.category_id),
    formatMoney(p.price_minor),
    sale === null ? '' : formatMoney(sale),
    String(p.stock),
    String(p.published),
    String(p.vat_rate),
    String(p.fits_locker),
    String(p.made_to_order),
    ...LOCALES.map((locale) => text(texts[locale]?.title)),
    ...LOCALES.map((locale) => text(texts[locale]?.description)),
    p.sale_starts_at === null ? '' : p.sale_starts_at.toISOString(),
    p.sale_ends_at === null ? '' : p.sale_ends_at.toISOString(),
    // Safety: the manufacturer by name (empty: the shop's default), GTIN, warnings per language.
    text(p.manufacturer_id === null ? '' : refs.manufacturerById.get(p.manufacturer_id)?.name),
    p.gtin ?? '',
    ...LOCALES.map((locale) => text(p.safety[locale])),
    ...refs.attributes.map((attribute) =>
      (slugsByAttribute.get(attribute.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((v) => v.slug)
        .join(CSV_VALUE_SEPARATOR),
    ),
    // The product group: its id as the stable key (docs/back-office/csv.md), empty outside one.
    group ? String(group.group_id) : '',
    group?.axis ?? '',
    ...LOCALES.map((locale) => text(group?.label[locale])),
    group?.swatch ?? '',
  ];
}
