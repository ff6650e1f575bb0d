import { z } from 'zod';
import { listPage } from './list-page';

/**
 * Wire shapes of the back office's background work (docs/back-office/jobs.md): the job queue's
 * rows as the owner reads them, and the two things the owner does with one (run it now, give it
 * up). Messages are keys.
 */

/** The queue's statuses, as `jobs.status` holds them (db/schema/jobs.ts). */
export const JOB_STATUSES = ['waiting', 'running', 'failed', 'done'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];

/** The statuses the screen lists unless one is asked for: the work not done yet. */
export const OPEN_JOB_STATUSES = ['waiting', 'running', 'failed'] as const;

export const JOBS_PAGE_SIZE = 50;

export const adminJobListQuery = z.strictObject({
  /** Without it: every job not done (waiting, running, failed). */
  status: z.enum(JOB_STATUSES, { error: 'status.invalid' }).optional(),
  /** A handler's topic, `noun.what` (e.g. `messaging.deliver`). */
  topic: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_.-]{0,79}$/, 'topic.invalid')
    .optional(),
  page: listPage,
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuery>;

/** A job's id in an address: plain digits within a safe integer (anything else names nothing: 404). */
export const adminJobParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number),
});

export const adminJobSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  /** What it is about, in words, as its writer named it ("Zamówienie 10091"); null when unnamed. */
  subject: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** The last try's error, kept while the job waits for its next try and after it failed. */
  last_error: z.string().nullable(),
  /** Not before: the due time, or the next try after a failure. */
  run_after: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListResponse = z.object({
  items: z.array(adminJobSchema),
  total: z.number().int(),
  limit: z.number().int(),
  /** The topics this shop has handlers for (the screen's topic filter). */
  topics: z.array(z.string()),
});
export type AdminJobList = z.infer<typeof adminJobListResponse>;
