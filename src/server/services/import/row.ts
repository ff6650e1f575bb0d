import { CSV_LIMITS, CSV_VALUE_SEPARATOR, type CsvGroupColumn } from '#contracts/admin/import';
import { LOCALES, type Locale } from '#domain/locale';
import {
  GROUP_AXES,
  isSwatch,
  MAX_GROUP_LABEL,
  normalizeSwatch,
  type GroupAxis,
} from '#domain/product-groups/group-rules';
import {
  parseBoolean,
  parseCount,
  parseId,
  parseMoney,
  unescapeFormula,
} from '#server/services/shared/csv-cells';
import type { ErrorList } from './errors';
import type { Header } from './header';
import type { CatalogRefs } from './refs';
import { isVatRate } from '#domain/checkout/totals';
import { windowOrdered } from '#domain/prices/sale-window';
import { z } from 'zod';
import { readSafetyCell } from './safety-cells';

/**
 * One row's values, checked on their own. A field is `undefined` when the file has no column
 * for it: an update leaves it as it is, a create uses its default or asks for it.
 */
export interface RowInput {
  row: number;
  sku: string;
  categoryId?: number;
  priceMinor?: number;
  /** null: no sale price (an empty cell). */
  saleMinor?: number | null;
  /** The sale window's edges, ms since the epoch; null: an empty cell (open on that side). */
  saleStartsAt?: number | null;
  saleEndsAt?: number | null;
  stock?: number;
  published?: boolean;
  vatRate?: number;
  fitsLocker?: boolean;
  madeToOrder?: boolean;
  /** null: an empty cell (the shop's default manufacturer). */
  manufacturerId?: number | null;
  gtin?: string | null;
  safety: Partial<Record<Locale, string>>;
  titles: Partial<Record<Locale, string>>;
  descriptions: Partial<Record<Locale, string>>;
  /** attribute id -> the value ids the row gives it (sorted); only attributes with a column. */
  values: Map<number, number[]>;
  /** The product's group (docs/rules.md#product-groups); undefined without a `group` column. */
  group?: GroupCells;
}

/** A row's group cells, checked. `key` null: in no group (an empty `group` cell). */
export type GroupCells =
  | { key: null }
  | {
      /** An existing group's id, or a name for a group the file makes. */
      key: { id: number } | { name: string };
      axis: GroupAxis;
      label: Record<Locale, string>;
      /** undefined: no `swatch` column (an existing member keeps its swatch). */
      swatch?: string | null;
    };

// Control characters other than tab and line breaks (which descriptions may hold).
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- a SKU is one line of visible text
const SKU_FORBIDDEN = /[\u0000-\u001f\u007f]/;

/** Checks every cell of a data row; adds an error per bad cell and returns null if any. */
export function readRow(
  row: number,
  cells: string[],
  header: Header,
  refs: CatalogRefs,
  errors: ErrorList,
): RowInput | null {
  const before = errors.count;
  const width = header.columns.length;
  // Empty cells past the last column are the spreadsheet's, as in the header.
  if (cells.length < width || cells.slice(width).some((cell) => cell.trim() !== '')) {
    const n = cells.length;
    errors.add(
      row,
      null,
      `This row has ${n} ${n === 1 ? 'cell' : 'cells'}; the header has ${width}`,
    );
    return null;
  }
  const input: RowInput = {
    row,
    sku: '',
    titles: {},
    descriptions: {},
    safety: {},
    values: new Map(),
  };
  const fail = (column: string, message: string) => errors.add(row, column, message);

  const groupCells: Partial<Record<CsvGroupColumn, string>> = {};
  header.columns.forEach((column, index) => {
    const raw = cells[index]!;
    if (column.kind === 'group') {
      groupCells[column.name] = unescapeFormula(raw).trim();
      return;
    }
    if (column.kind === 'attribute') {
      const ids = readValues(raw, column.attribute.values);
      if (typeof ids === 'string') fail(column.name, ids);
      else input.values.set(column.attribute.id, ids);
      return;
    }
    const name = column.name;
    switch (name) {
      case 'sku': {
        // Trimmed, as the product editor does: a spreadsheet's stray space is not a new SKU.
        const sku = unescapeFormula(raw).trim();
        if (sku === '') fail(name, 'A SKU is required');
        else if (sku.length > CSV_LIMITS.skuMaxLength)
          fail(name, `A SKU is at most ${CSV_LIMITS.skuMaxLength} characters`);
        else if (SKU_FORBIDDEN.test(sku)) fail(name, 'A SKU may not hold control characters');
        else input.sku = sku;
        return;
      }
      case 'category': {
        const id = parseId(raw);
        if (id === null) fail(name, 'A category id (a whole number) is required');
        else if (!refs.categoryIds.has(id)) fail(name, `There is no category ${id}`);
        else input.categoryId = id;
        return;
      }
      case 'price': {
        const minor = parseMoney(raw);
        if (minor === null) fail(name, moneyMessage(raw, 'A price'));
        else input.priceMinor = minor;
        return;
      }
      case 'sale_price': {
        if (raw.trim() === '') {
          input.saleMinor = null;
          return;
        }
        const minor = parseMoney(raw);
        if (minor === null) fail(name, moneyMessage(raw, 'A sale price'));
        else input.saleMinor = minor;
        return;
      }
      case 'sale_starts_at':
      case 'sale_ends_at': {
        const key = name === 'sale_starts_at' ? 'saleStartsAt' : 'saleEndsAt';
        if (raw.trim() === '') {
          input[key] = null;
          return;
        }
        const at = parseInstant(raw.trim());
        if (at === null)
          fail(name, 'A date and time with its offset, like 2026-12-01T00:00:00Z (or empty)');
        else input[key] = at;
        return;
      }
      case 'stock': {
        const stock = parseCount(raw);
        if (stock === null)
          fail(
            name,
            `Stock is a whole number from 0 to ${CSV_LIMITS.maxStock.toLocaleString('en')}`,
          );
        else input.stock = stock;
        return;
      }
      case 'published': {
        const published = parseBoolean(raw);
        if (published === null) fail(name, 'Published is true or false (or 1 or 0)');
        else input.published = published;
        return;
      }
      // An empty VAT or locker cell is not given: a new product takes the default (23%, fits),
      // an existing one keeps its value, as a file written before these columns existed does.
      case 'vat_rate': {
        if (raw.trim() === '') return;
        const rate = Number(raw.trim());
        if (!/^\d{1,2}$/.test(raw.trim()) || !isVatRate(rate))
          fail(name, 'The VAT rate is 23, 8, 5 or 0');
        else input.vatRate = rate;
        return;
      }
      case 'fits_locker': {
        if (raw.trim() === '') return;
        const fits = parseBoolean(raw);
        if (fits === null) fail(name, 'Fits a parcel locker is true or false (or 1 or 0)');
        else input.fitsLocker = fits;
        return;
      }
      case 'made_to_order': {
        if (raw.trim() === '') return;
        const made = parseBoolean(raw);
        if (made === null) fail(name, 'Made to order is true or false (or 1 or 0)');
        else input.madeToOrder = made;
        return;
      }
      case 'manufacturer':
      case 'gtin':
      case 'safety_pl':
      case 'safety_en':
      case 'safety_ru':
        readSafetyCell(name, unescapeFormula(raw), input, refs, fail);
        return;
      default: {
        const [field, locale] = name.split('_') as ['title' | 'description', Locale];
        // Titles are trimmed as the product editor trims them; descriptions are kept as written.
        const text = field === 'title' ? unescapeFormula(raw).trim() : unescapeFormula(raw);
        const problem = field === 'title' ? titleProblem(text) : descriptionProblem(text);
        if (problem) fail(name, problem);
        else if (field === 'title') input.titles[locale] = text;
        else input.descriptions[locale] = text;
      }
    }
  });

  if (header.has('group')) {
    const group = readGroupCells(groupCells, fail);
    if (group) input.group = group;
  }
  if (input.priceMinor !== undefined && typeof input.saleMinor === 'number') {
    if (input.saleMinor >= input.priceMinor)
      fail('sale_price', 'The sale price must be below the price');
  }
  if (
    typeof input.saleStartsAt === 'number' &&
    typeof input.saleEndsAt === 'number' &&
    !windowOrdered(input.saleStartsAt, input.saleEndsAt)
  )
    fail('sale_ends_at', 'The sale must end after it starts');
  return errors.count === before ? input : null;
}

const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** The group columns of a row (the header has them all but `swatch`, which is optional). */
function readGroupCells(
  cells: Partial<Record<CsvGroupColumn, string>>,
  fail: (column: string, message: string) => void,
): GroupCells | null {
  const key = cells.group ?? '';
  if (key === '') return { key: null };
  let ok = true;
  const problem = (column: string, message: string) => {
    fail(column, message);
    ok = false;
  };
  let parsed: { id: number } | { name: string } | null = null;
  if (/^[0-9]+$/.test(key)) {
    const id = parseId(key);
    if (id === null) problem('group', 'A group id is a whole number');
    else parsed = { id };
  } else if (GROUP_NAME.test(key) && /[A-Za-z]/.test(key)) parsed = { name: key };
  else
    problem(
      'group',
      'A group is the id of an existing group (a number) or a name for a new one: letters, digits, ".", "-" and "_", up to 40',
    );
  const axis = (cells.group_axis ?? '').toLowerCase();
  if (!(GROUP_AXES as readonly string[]).includes(axis))
    problem('group_axis', `The group's axis is ${GROUP_AXES.join(', ')}`);
  const label = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const text = cells[`group_label_${locale}`] ?? '';
    if (text === '') problem(`group_label_${locale}`, 'A label is required in every language');
    else if (text.length > MAX_GROUP_LABEL)
      problem(`group_label_${locale}`, `A label is at most ${MAX_GROUP_LABEL} characters`);
    else if (/[\r\n]/.test(text) || CONTROL.test(text))
      problem(`group_label_${locale}`, 'A label is one line of text');
    else label[locale] = text;
  }
  let swatch: string | null | undefined;
  if (cells.swatch !== undefined) {
    const value = normalizeSwatch(cells.swatch);
    if (value === '') swatch = null;
    else if (!isSwatch(value) || value.length > 300)
      problem(
        'swatch',
        'A swatch is a colour like #7b8451 or an image address under /media/ (or empty)',
      );
    else swatch = value;
  }
  if (!ok || !parsed) return null;
  return { key: parsed, axis: axis as GroupAxis, label, ...(swatch !== undefined && { swatch }) };
}

const instant = z.iso.datetime({ offset: true });

/** An ISO 8601 instant with its offset (what the export writes), in ms; null when it is not one. */
function parseInstant(text: string): number | null {
  return instant.safeParse(text).success ? Date.parse(text) : null;
}

function moneyMessage(raw: string, what: string): string {
  if (raw.trim() === '') return `${what} is required`;
  if (/^[0-9]+,[0-9]{1,2}$/.test(raw.trim()))
    return `${what} uses a dot for decimals (12.50, not 12,50)`;
  return `${what} is an amount like 129.99 (a dot, at most two decimal places, at most ${CSV_LIMITS.maxPrice})`;
}

function titleProblem(text: string): string | null {
  if (text === '') return 'A title is required in every language';
  if (text.length > CSV_LIMITS.titleMaxLength)
    return `A title is at most ${CSV_LIMITS.titleMaxLength} characters`;
  if (/[\r\n]/.test(text)) return 'A title is one line';
  if (CONTROL.test(text)) return 'A title may not hold control characters';
  return null;
}

function descriptionProblem(text: string): string | null {
  if (text.length > CSV_LIMITS.descriptionMaxLength)
    return `A description is at most ${CSV_LIMITS.descriptionMaxLength} characters`;
  if (CONTROL.test(text)) return 'A description may not hold control characters';
  return null;
}

/** `black|white` -> the value ids (sorted); an error message when a value is unknown. */
function readValues(raw: string, known: Map<string, number>): number[] | string {
  const ids = new Set<number>();
  for (const part of raw.split(CSV_VALUE_SEPARATOR)) {
    const slug = part.trim().toLowerCase();
    if (slug === '') continue;
    const id = known.get(slug);
    if (id === undefined) {
      const list = [...known.keys()].slice(0, 30).join(', ');
      return `Unknown value "${slug.slice(0, 60)}"; the values are: ${list || 'none'}`;
    }
    ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
