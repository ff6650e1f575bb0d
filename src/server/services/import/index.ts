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
import type { JobQueue } from '../jobs/queue';
import { createJobStore, type ImportJobPayload } from './jobs';
import { registerImportJobs } from './on-queued';
import { countLines } from './parse';
import type { Plan } from './plan';
import { runImport, type ImportResult } from './run-import';

export interface CatalogImportDeps {
  db: Db;
  /** services.jobs: a long import is a job, run by whichever process claims it. */
  jobs: Pick<JobQueue, 'enqueue' | 'handle'>;
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
 * A short file is imported during the request; a long one is a job on the queue (./on-queued.ts),
 * with its progress in `import_jobs`.
 */
export function createCatalogImportService({
  db,
  jobs: queue,
  audit,
  changed,
  log = (message, error) => console.error(message, error),
}: CatalogImportDeps) {
  const jobs = createJobStore(db, queue);
  // Writing imports this process runs now. One writing import at a time: this count answers at
  // once (on PGlite a query would wait for the running import's transaction); the running rows
  // of `import_jobs` answer for the other processes and for jobs not yet claimed. Between two
  // short imports of two processes, versions and unique keys refuse whichever reaches a product
  // second.
  let writingHere = 0;
  const claim = async (dryRun: boolean) => {
    if (dryRun) return () => {};
    writingHere += 1;
    let held = true;
    const release = () => {
      if (held) writingHere -= 1;
      held = false;
    };
    if (writingHere > 1 || (await jobs.writing().catch(() => false))) {
      release();
      throw conflict('import_running', 'Another import is running; wait for it to finish');
    }
    return release;
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

  /** A queued import, in whichever process claimed it (the queue's handler, ./on-queued.ts). */
  const runJob = async ({ id, dryRun, actor }: ImportJobPayload) => {
    const body = await jobs.body(id);
    // Ended already: this is a second run after the first committed (see on-queued.ts).
    if (!body) return;
    if (!dryRun) writingHere += 1;
    let held = !dryRun;
    const release = () => {
      if (held) writingHere -= 1;
      held = false;
    };
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
      // The import's own failure is its report, not the queue's: it is not tried again.
      await jobs.finish(db, id, 'failed', {
        created: 0,
        updated: 0,
        errors: [{ row: 1, column: null, message }],
      });
    }
  };
  registerImportJobs(queue, runJob);

  return {
    /** `{ report }` for a short file, `{ job }` (its path) for a long one. */
    async importCsv(
      body: Buffer,
      options: { dryRun: boolean; actor: Actor },
    ): Promise<ImportOutcome> {
      const { dryRun, actor } = options;
      const rowsEstimate = Math.max(0, countLines(body) - 1);
      const long = body.length > CSV_LIMITS.syncMaxBytes || rowsEstimate > CSV_LIMITS.syncMaxRows;
      const release = await claim(dryRun);
      if (long) {
        // Queued, not run here: the lock is the job's running row from now on.
        release();
        const id = await jobs.create(actor, dryRun, rowsEstimate, body);
        return { job: `${IMPORT_JOB_PATH}/${id}` };
      }
      let result: ImportResult;
      try {
        result = await runImport(db, body, { dryRun, onWritten: audited(actor) });
      } finally {
        release();
      }
      await afterCommit(result.products);
      return { report: result.report };
    },

    async job(id: string): Promise<ImportJob> {
      const job = await jobs.get(id);
      if (!job) throw notFound('import_job_not_found', 'No such import job');
      return job;
    },

    exportCsv(): Readable {
      return exportCsv(db);
    },
  };
}

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
