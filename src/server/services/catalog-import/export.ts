import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { CSV_VALUE_SEPARATOR } from '../../../contracts/admin/import-export';
import { LOCALES, type Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { escapeFormula, formatMoney } from './cells.js';
import { exportColumns } from './header.js';
import { loadCatalogRefs, type CatalogRefs } from './refs.js';

/** Products per query: the export never holds more than one page of the catalogue. */
const PAGE = 2_000;

interface ProductRow {
  id: number;
  sku: string;
  category_id: number;
  price_minor: number;
  price_sale_minor: number | null;
  stock: number;
  published: boolean;
  value_ids: number[];
}

interface TextRow {
  product_id: number;
  locale: Locale;
  title: string;
  description: string;
}

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
    const { page, texts } = await readPage(db, last);
    if (page.length === 0) return;
    const textsOf = new Map<number, Partial<Record<Locale, TextRow>>>();
    for (const t of texts) {
      const entry = textsOf.get(t.product_id) ?? {};
      entry[t.locale] = t;
      textsOf.set(t.product_id, entry);
    }
    for (const product of page) yield toRecord(product, textsOf.get(product.id) ?? {}, refs);
    if (page.length < PAGE) return;
    last = page.at(-1)!.id;
  }
}

/** One snapshot per page (repeatable read): a page's products and texts agree with each other. */
function readPage(db: Db, after: number) {
  return db.transaction(
    async (tx) => {
      const page = await rows<ProductRow>(
        tx,
        sql`select id, sku, category_id, price_minor, price_sale_minor, stock, published, value_ids
            from products where archived_at is null and id > ${after}
            order by id limit ${PAGE}`,
      );
      if (page.length === 0) return { page, texts: [] };
      // The texts by a range of their primary key (product_id, locale): one index range scan,
      // where a join per locale let the planner read the whole table for every page.
      const texts = await rows<TextRow>(
        tx,
        sql`select product_id, locale, title, description from product_translations
            where product_id between ${page[0]!.id} and ${page.at(-1)!.id}`,
      );
      return { page, texts };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function toRecord(
  p: ProductRow,
  texts: Partial<Record<Locale, TextRow>>,
  refs: CatalogRefs,
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
  return [
    text(p.sku),
    String(p.category_id),
    formatMoney(p.price_minor),
    p.price_sale_minor === null ? '' : formatMoney(p.price_sale_minor),
    String(p.stock),
    String(p.published),
    ...LOCALES.map((locale) => text(texts[locale]?.title)),
    ...LOCALES.map((locale) => text(texts[locale]?.description)),
    ...refs.attributes.map((attribute) =>
      (slugsByAttribute.get(attribute.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((v) => v.slug)
        .join(CSV_VALUE_SEPARATOR),
    ),
  ];
}
