import { z } from 'zod';
import { MAX_PRICE } from './catalog-fields';
import { MAX_DESCRIPTION, MAX_SKU, MAX_TITLE } from './products';

/**
 * Wire format of the products CSV import and export (docs/rules.md#back-office;
 * docs/back-office/csv.md has the file format itself). Shared by the API and the back office's
 * import page, which reads the limits below to refuse a file before uploading it.
 */

/** Columns every export has, in this order; attribute columns (`attr_<key>`) follow them. */
export const CSV_BASE_COLUMNS = [
  'sku',
  'category',
  'price',
  'sale_price',
  'stock',
  'published',
  'vat_rate',
  'fits_locker',
  'made_to_order',
  'title_pl',
  'title_en',
  'title_ru',
  'description_pl',
  'description_en',
  'description_ru',
  // Added with scheduled sales (docs/rules.md#scheduled-sales): after the older columns, so
  // files and formulas written for those keep their positions.
  'sale_starts_at',
  'sale_ends_at',
  // Product safety (docs/rules.md#product-safety): the manufacturer by its name (empty: the
  // shop's default), the GTIN and the warnings per language.
  'manufacturer',
  'gtin',
  'safety_pl',
  'safety_en',
  'safety_ru',
] as const;
export type CsvBaseColumn = (typeof CSV_BASE_COLUMNS)[number];

/**
 * Product groups (docs/rules.md#product-groups), after the attribute columns: `group` is the
 * group's id (a number) for an existing group, or a name of letters for a group this file makes;
 * empty: in no group.
 */
export const CSV_GROUP_COLUMNS = [
  'group',
  'group_axis',
  'group_label_pl',
  'group_label_en',
  'group_label_ru',
  'swatch',
] as const;
export type CsvGroupColumn = (typeof CSV_GROUP_COLUMNS)[number];

/** `attr_color`: one column per filter attribute, named by its key. */
export const CSV_ATTRIBUTE_PREFIX = 'attr_';
/** Several values of one attribute in one cell: `black|white` (value slugs never hold `|`). */
export const CSV_VALUE_SEPARATOR = '|';

export const CSV_LIMITS = {
  /** The largest body the import accepts (413 above it). */
  maxBytes: 50 * 1024 * 1024,
  /** Data rows in one file. */
  maxRows: 200_000,
  /** Above either of these the import runs as a background job and answers 202. */
  syncMaxBytes: 1024 * 1024,
  syncMaxRows: 2_000,
  /** Errors listed in a report; validation stops at this many. */
  maxErrors: 1_000,
  // The product editor's limits (contracts/admin/products.ts): a product is the same either way.
  titleMaxLength: MAX_TITLE,
  descriptionMaxLength: MAX_DESCRIPTION,
  skuMaxLength: MAX_SKU,
  maxPrice: MAX_PRICE,
  maxStock: 1_000_000_000,
} as const;

/** `?dry_run=1` checks the whole file and reports what it would do, writing nothing. */
export const importQuery = z.strictObject({
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type ImportQuery = z.infer<typeof importQuery>;

/**
 * One problem in the file. `row` counts records as a spreadsheet shows them (1 is the header,
 * which also stands for the whole file: not UTF-8, empty, or a run that was interrupted);
 * `column` is the header's name, or null when the problem is the whole row or file.
 */
export const importError = z.object({
  row: z.number().int().min(1),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

/** What an import did (or, on a dry run, would do). Any error: nothing was written. */
export const importReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importError),
});
export type ImportReport = z.infer<typeof importReport>;

/** 202 for a long file: poll `job` (a path under /api/admin) until its state is not `running`. */
export const importAccepted = z.object({ job: z.string() });

export const IMPORT_JOB_PATH = '/api/admin/products/import/jobs';
export const importJobParams = z.object({ id: z.uuid() });

export const importJob = z.object({
  state: z.enum(['running', 'done', 'failed']),
  /**
   * Progress in rows of the file (the header not counted): a row counts half once checked and
   * half once written (or found unchanged), so `done` reaches `total` with the last write.
   * `total` is counted from line breaks until the whole file has been read, exact after.
   */
  done: z.number().int(),
  total: z.number().int(),
  /** Null while running; the report once done (or the reason it failed). */
  report: importReport.nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
