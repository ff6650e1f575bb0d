import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  CSV_LIMITS,
  IMPORT_JOB_PATH,
  type ImportJob,
  type ImportReport,
} from '#contracts/admin/import';
import { conflict, isDomainError, notFound } from '#domain/errors';
import type { Db, Executor } from '#server/db/types';
import type { CatalogChange } from '../catalog-changes/index';
import type { Actor, Audit } from '../audit/audit-service';
import { withGroupSiblings } from '../product-groups/index';
import { exportCsv } from './export';
import { createJobStore } from './jobs';
import { countLines } from './parse';
import type { Plan } from './plan';
import { runImport, type ImportResult } from './run-import';

export interface CatalogImportDeps {
  db: Db;
  /** services.audit: the import's summary row commits with its products. */
  audit: Pick<Audit, 'record'>;
  /**
   * After a committed import that changed something (services.catalog.invalidate): every
   * process serving the database drops its cached pages and tree.
   */
  changed: (change: CatalogChange) => void | Promise<void>;
  log?: (message: string, error: unknown) => void;
}

export type ImportOutcome = { report: ImportReport } | { job: string };

/** Above this many changed products, fresh planner statistics are worth a moment. */
const ANALYZE_AFTER = 1_000;

/**
 * Products CSV import and export (docs/back-office/csv.md, docs/decisions/016-csv-import.md).
 * A short file is imported during the request; a long one in the background of this process,
 * with its progress in `import_jobs`.
 */
export function createCatalogImportService({
  db,
  audit,
  changed,
  log = (message, error) => console.error(message, error),
}: CatalogImportDeps) {
  const jobs = createJobStore(db);
  const running = new Set<string>();
  // One writing import per process at a time; between processes, versions and unique keys
  // refuse whichever import reaches a product second. Released as soon as the import's
  // transaction has ended, before the work after it: whoever saw the job done may start the next.
  let writing = false;
  const claim = (dryRun: boolean) => {
    if (dryRun) return () => {};
    if (writing)
      throw conflict('import_running', 'Another import is running; wait for it to finish');
    writing = true;
    let held = true;
    return () => {
      if (held) writing = held = false;
    };
  };

  const audited = (actor: Actor) => async (tx: Executor, report: ImportReport, plan: Plan) => {
    await audit.record(tx, actor, {
      action: 'import',
      entity: 'product',
      entityId: null,
      before: null,
      after: {
        created: report.created,
        updated: report.updated,
        created_skus: plan.creates.map((c) => c.sku),
        updated_skus: plan.updates.map((u) => u.sku),
      },
    });
  };

  /** After an import's transaction: `products` is empty for a dry run or a file with errors. */
  const afterCommit = async (products: readonly number[]) => {
    if (products.length === 0) return;
    // A product's siblings show its label, stock and publication (docs/rules.md#product-groups).
    await changed({ products: await withGroupSiblings(db, products), reason: 'product.import' });
    if (products.length >= ANALYZE_AFTER) {
      await db
        .execute(
          sql`analyze products, product_translations, product_attribute_values, product_search_docs`,
        )
        .catch((error: unknown) => log('import: analyze failed', error));
    }
  };

  const runJob = async (
    id: string,
    body: Buffer,
    options: { dryRun: boolean; actor: Actor; release: () => void },
  ) => {
    const { dryRun, actor, release } = options;
    const progress = jobs.tracker(id, log);
    let rows = 0;
    try {
      const { report, products } = await runImport(db, body, {
        dryRun,
        // Checking and writing are each half of the work: `done` reaches `total` when the
        // last change is written.
        onProgress: ({ checked, written, rows: known }) => {
          if (known !== undefined) rows = known;
          progress.set(Math.floor((checked + written) / 2), known);
        },
        onWritten: async (tx, report, plan) => {
          await audited(actor)(tx, report, plan);
          if (!(await jobs.finish(tx, id, 'done', report, rows)))
            throw conflict('import_job_gone', 'The import job was stopped');
        },
      });
      release();
      await progress.stop();
      const written = !dryRun && report.errors.length === 0;
      if (written) await afterCommit(products);
      else await jobs.finish(db, id, 'done', report, rows);
    } catch (error) {
      release();
      await progress.stop();
      if (!isDomainError(error)) log(`import: job ${id} failed`, error);
      const message = isDomainError(error)
        ? error.message
        : 'The import failed unexpectedly; nothing was written';
      await jobs
        .finish(db, id, 'failed', {
          created: 0,
          updated: 0,
          errors: [{ row: 1, column: null, message }],
        })
        .catch((e: unknown) => log(`import: could not mark job ${id} failed`, e));
    } finally {
      running.delete(id);
    }
  };

  return {
    /** `{ report }` for a short file, `{ job }` (its path) for a long one. */
    async importCsv(
      body: Buffer,
      options: { dryRun: boolean; actor: Actor },
    ): Promise<ImportOutcome> {
      const { dryRun, actor } = options;
      const release = claim(dryRun);
      const rowsEstimate = Math.max(0, countLines(body) - 1);
      const long = body.length > CSV_LIMITS.syncMaxBytes || rowsEstimate > CSV_LIMITS.syncMaxRows;
      if (!long) {
        let result: ImportResult;
        try {
          result = await runImport(db, body, { dryRun, onWritten: audited(actor) });
        } finally {
          release();
        }
        await afterCommit(result.products);
        return { report: result.report };
      }
      let id: string;
      try {
        id = await jobs.create(actor.id, dryRun, rowsEstimate);
      } catch (error) {
        release();
        throw error;
      }
      running.add(id);
      void runJob(id, body, { dryRun, actor, release });
      return { job: `${IMPORT_JOB_PATH}/${id}` };
    },

    async job(id: string): Promise<ImportJob> {
      const job = await jobs.get(id, (jobId) => running.has(jobId));
      if (!job) throw notFound('import_job_not_found', 'No such import job');
      return job;
    },

    exportCsv(): Readable {
      return exportCsv(db);
    },
  };
}

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
