import { setImmediate as nextTurn } from 'node:timers/promises';
import { CSV_LIMITS, type ImportReport } from '#contracts/admin/import';
import type { Db, Executor } from '#server/db/types';
import { applyPlan } from './apply';
import { applyGroupPlan, emptyGroupPlan, planGroups, type GroupRow } from './groups';
import { unescapeFormula } from '#server/services/shared/csv-cells';
import { ErrorList } from './errors';
import { readHeader, type Header } from './header';
import { CsvSyntaxError, readCsv } from './parse';
import { planChunk, type Plan, type PlanContext } from './plan';
import { loadCatalogRefs } from './refs';
import { readRow, type RowInput } from './row';
import { SlugAllocator } from './slugs';

/** Rows compared with the database per query while checking. */
const CHECK_CHUNK = 1_000;

/** Rows of the file (the header not counted) checked, and written or found unchanged. */
export interface Progress {
  checked: number;
  written: number;
  /** The number of rows, once the whole file has been read. */
  rows?: number;
}

export interface RunOptions {
  dryRun: boolean;
  /**
   * After each chunk checked or written. Called inside the writing transaction too: it must not
   * wait for a query on the database (on PGlite that query would wait for the transaction).
   */
  onProgress?: (progress: Progress) => void;
  /**
   * Runs inside the writing transaction once the plan is written, with the report: the audit
   * row and the job's final state commit (or roll back) with the products.
   */
  onWritten?: (tx: Executor, report: ImportReport, plan: Plan) => Promise<void>;
}

/**
 * Checks the whole file, then writes every change in one transaction, or nothing if any row
 * has an error. Checking happens outside the transaction, chunk by chunk, reading only the
 * products the rows name; the transaction then holds only bulk writes, which matters on PGlite,
 * where a transaction makes every other request wait.
 */
export interface ImportResult {
  report: ImportReport;
  /** The products created or updated (none on a dry run or with errors). */
  products: number[];
}

export async function runImport(db: Db, body: Buffer, options: RunOptions): Promise<ImportResult> {
  const errors = new ErrorList();
  const plan: Plan = { creates: [], updates: [] };
  const groupRows: GroupRow[] = [];
  const rowsInFile = await checkFile(
    db,
    body,
    errors,
    plan,
    (checked) => options.onProgress?.({ checked, written: 0 }),
    groupRows,
  );
  options.onProgress?.({ checked: rowsInFile, written: 0, rows: rowsInFile });
  // Groups span rows: planned once every row is checked (docs/rules.md#product-groups).
  const groupPlan = errors.count === 0 ? await planGroups(db, groupRows, errors) : emptyGroupPlan();
  if (errors.count > 0)
    return { report: { created: 0, updated: 0, errors: errors.items }, products: [] };
  // A product whose only change is its group counts as updated too.
  const planned = new Set([...plan.creates, ...plan.updates].map((p) => p.sku));
  const groupOnly = [...groupPlan.changedSkus].filter((sku) => !planned.has(sku)).length;
  const report: ImportReport = {
    created: plan.creates.length,
    updated: plan.updates.length + groupOnly,
    errors: [],
  };
  if (options.dryRun) return { report, products: [] };
  const unchanged = rowsInFile - report.created - report.updated;
  const products = await db.transaction(async (tx) => {
    const ids = await applyPlan(tx, plan, (written) =>
      options.onProgress?.({ checked: rowsInFile, written: unchanged + written, rows: rowsInFile }),
    );
    const grouped = await applyGroupPlan(tx, groupPlan);
    await options.onWritten?.(tx, report, plan);
    return [...new Set([...ids, ...grouped])];
  });
  return { report, products };
}

async function checkFile(
  db: Db,
  body: Buffer,
  errors: ErrorList,
  plan: Plan,
  onChecked: (checked: number) => void,
  groupRows: GroupRow[],
): Promise<number> {
  const refs = await loadCatalogRefs(db);
  let slugs: Promise<SlugAllocator> | undefined;
  let ctx: PlanContext | undefined;
  const rowOfSku = new Map<string, number>();
  let chunk: RowInput[] = [];
  let dataRows = 0;

  const flush = async () => {
    if (ctx && chunk.length > 0 && !errors.full) await planChunk(ctx, chunk, plan);
    chunk = [];
    onChecked(dataRows);
    await nextTurn(); // let other requests in between chunks
  };

  try {
    for await (const { row, cells } of readCsv(body)) {
      if (!ctx) {
        const header = readHeader(cells, refs, errors);
        if (!header) return 0;
        ctx = { db, header, refs, errors, slugs: () => (slugs ??= SlugAllocator.load(db)) };
        continue;
      }
      dataRows += 1;
      if (dataRows > CSV_LIMITS.maxRows) {
        errors.add(row, null, `A file may hold at most ${CSV_LIMITS.maxRows} products`);
        return dataRows;
      }
      const input = checkRow(row, cells, ctx.header, refs, errors, rowOfSku);
      if (input) chunk.push(input);
      if (input?.group) groupRows.push({ row, sku: input.sku, group: input.group });
      if (errors.full) return dataRows;
      if (dataRows % CHECK_CHUNK === 0) await flush();
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.add(error.row, null, error.message);
    return dataRows;
  }
  if (!ctx) errors.add(1, null, 'The file is empty: it needs a header row');
  else await flush();
  return dataRows;
}

function checkRow(
  row: number,
  cells: string[],
  header: Header,
  refs: Parameters<typeof readRow>[3],
  errors: ErrorList,
  rowOfSku: Map<string, number>,
): RowInput | null {
  const input = readRow(row, cells, header, refs, errors);
  // Invalid rows count too: two rows with one SKU are an error whatever else is wrong.
  const raw = cells[header.columns.findIndex((c) => c.name === 'sku')];
  const sku = input?.sku ?? (raw === undefined ? '' : unescapeFormula(raw).trim());
  if (sku === '') return input;
  const first = rowOfSku.get(sku);
  if (first !== undefined) {
    errors.add(row, 'sku', `The same SKU is already on row ${first}`);
    return null;
  }
  rowOfSku.set(sku, row);
  return input;
}
