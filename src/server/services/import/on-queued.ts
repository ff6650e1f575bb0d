import type { JobQueue } from '../jobs/queue';
import { IMPORT_TOPIC, type ImportJobPayload } from './jobs';

/**
 * A long CSV import, in whichever process claims its job. Safe to run twice: the import writes
 * in one transaction that also ends its `import_jobs` row, only if that row is still running,
 * and a second run finds the row ended (its file gone) and does nothing; a run whose process
 * died rolled back, so the next one imports the whole file again. The import's own failures
 * (a bad file, a database error) end the row with their report instead of retrying.
 */
export function registerImportJobs(
  jobs: Pick<JobQueue, 'handle'>,
  runJob: (payload: ImportJobPayload) => Promise<void>,
) {
  jobs.handle<ImportJobPayload>(IMPORT_TOPIC, (job) => runJob(job.payload), { maxAttempts: 3 });
}
