import { setImmediate as nextTurn } from 'node:timers/promises';
import { CSV_LIMITS, type ImportReport } from '../../../contracts/admin/import-export';
import type { Db } from '../../db/types.js';
import { applyPlan } from './apply.js';
import { ErrorList } from './errors.js';
import { readHeader, type Header } from './header.js';
import { CsvSyntaxError, readCsv } from './parse.js';
import { planChunk, type Plan, type PlanContext } from './plan.js';
import { loadCatalogRefs } from './refs.js';
import { readRow, type RowInput } from './row.js';
import { SlugAllocator } from './slugs.js';

/** Rows compared with the database per query while checking. */
const CHECK_CHUNK = 1_000;

export interface RunOptions {
  dryRun: boolean;
  /** After each chunk of rows checked: rows checked so far (the header not counted). */
  onChecked?: (done: number) => Promise<void>;
  /**
   * Runs inside the writing transaction once the plan is written, with the report: the audit
   * row and the job's final state commit (or roll back) with the products.
   */
  onWritten?: (tx: Db, report: ImportReport, plan: Plan) => Promise<void>;
}

/**
 * Checks the whole file, then writes every change in one transaction, or nothing if any row
 * has an error. Checking happens outside the transaction, chunk by chunk, reading only the
 * products the rows name; the transaction then holds only bulk writes, which matters on PGlite,
 * where a transaction makes every other request wait.
 */
export async function runImport(db: Db, body: Buffer, options: RunOptions): Promise<ImportReport> {
  const errors = new ErrorList();
  const plan: Plan = { creates: [], updates: [] };
  await checkFile(db, body, errors, plan, options.onChecked);
  if (errors.count > 0) return { created: 0, updated: 0, errors: errors.items };
  const report: ImportReport = {
    created: plan.creates.length,
    updated: plan.updates.length,
    errors: [],
  };
  if (options.dryRun) return report;
  await db.transaction(async (tx) => {
    await applyPlan(tx, plan);
    await options.onWritten?.(tx, report, plan);
  });
  return report;
}

async function checkFile(
  db: Db,
  body: Buffer,
  errors: ErrorList,
  plan: Plan,
  onChecked: RunOptions['onChecked'],
): Promise<void> {
  const refs = await loadCatalogRefs(db);
  let slugs: Promise<SlugAllocator> | undefined;
  let ctx: PlanContext | undefined;
  const rowOfSku = new Map<string, number>();
  let chunk: RowInput[] = [];
  let dataRows = 0;

  const flush = async () => {
    if (ctx && chunk.length > 0 && !errors.full) await planChunk(ctx, chunk, plan);
    chunk = [];
    await onChecked?.(dataRows);
    await nextTurn(); // let other requests in between chunks
  };

  try {
    for await (const { row, cells } of readCsv(body)) {
      if (!ctx) {
        const header = readHeader(cells, refs, errors);
        if (!header) return;
        ctx = { db, header, refs, errors, slugs: () => (slugs ??= SlugAllocator.load(db)) };
        continue;
      }
      dataRows += 1;
      if (dataRows > CSV_LIMITS.maxRows) {
        errors.add(row, null, `A file may hold at most ${CSV_LIMITS.maxRows} products`);
        return;
      }
      const input = checkRow(row, cells, ctx.header, refs, errors, rowOfSku);
      if (input) chunk.push(input);
      if (errors.full) return;
      if (dataRows % CHECK_CHUNK === 0) await flush();
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.add(error.row, null, error.message);
    return;
  }
  if (!ctx) errors.add(1, null, 'The file is empty: it needs a header row');
  else await flush();
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
  const sku = input?.sku ?? cells[header.columns.findIndex((c) => c.name === 'sku')];
  if (sku === undefined || sku === '') return input;
  const first = rowOfSku.get(sku);
  if (first !== undefined) {
    errors.add(row, 'sku', `The same SKU is already on row ${first}`);
    return null;
  }
  rowOfSku.set(sku, row);
  return input;
}
