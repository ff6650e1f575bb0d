import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { CSV_VALUE_SEPARATOR } from '../../../contracts/admin/import-export';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { escapeFormula, formatMoney } from './cells.js';
import { exportColumns } from './header.js';
import { loadCatalogRefs, type CatalogRefs } from './refs.js';

/** Products per query: the export never holds more than one page of the catalogue. */
const PAGE = 2_000;

interface ExportRow {
  id: number;
  sku: string;
  category_id: number;
  price_minor: number;
  price_sale_minor: number | null;
  stock: number;
  published: boolean;
  value_ids: number[];
  title_pl: string | null;
  title_en: string | null;
  title_ru: string | null;
  description_pl: string | null;
  description_en: string | null;
  description_ru: string | null;
}

/**
 * The catalogue as CSV: a BOM (so that Excel reads UTF-8), CRLF line ends (RFC 4180), one row
 * per product that is not archived, in id order. Pages are read by key (`id > last`), each
 * while the previous one is being sent, so memory stays flat at any catalogue size. Each page
 * is one consistent read; a product saved during a long export shows as it was when its page
 * was read.
 */
export function exportCsv(db: Db): Readable {
  const csv = stringify({ bom: true, record_delimiter: '\r\n' });
  const source = Readable.from(records(db));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

async function* records(db: Db): AsyncGenerator<string[]> {
  const refs = await loadCatalogRefs(db);
  yield exportColumns(refs);
  let last = 0;
  for (;;) {
    const page = await rows<ExportRow>(
      db,
      sql`select p.id, p.sku, p.category_id, p.price_minor, p.price_sale_minor, p.stock,
                 p.published, p.value_ids,
                 pl.title as title_pl, en.title as title_en, ru.title as title_ru,
                 pl.description as description_pl, en.description as description_en,
                 ru.description as description_ru
          from products p
          left join product_translations pl on pl.product_id = p.id and pl.locale = 'pl'
          left join product_translations en on en.product_id = p.id and en.locale = 'en'
          left join product_translations ru on ru.product_id = p.id and ru.locale = 'ru'
          where p.archived_at is null and p.id > ${last}
          order by p.id
          limit ${PAGE}`,
    );
    for (const product of page) yield toRecord(product, refs);
    if (page.length < PAGE) return;
    last = page.at(-1)!.id;
  }
}

function toRecord(p: ExportRow, refs: CatalogRefs): string[] {
  const text = (value: string | null) => escapeFormula(value ?? '');
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
    text(p.title_pl),
    text(p.title_en),
    text(p.title_ru),
    text(p.description_pl),
    text(p.description_en),
    text(p.description_ru),
    ...refs.attributes.map((attribute) =>
      (slugsByAttribute.get(attribute.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((v) => v.slug)
        .join(CSV_VALUE_SEPARATOR),
    ),
  ];
}
