-- Imports run on the job queue (docs/decisions/068-one-job-queue.md). Imports left running by the
-- old in-process runner died with their process: they are failed, as their readers showed them.
UPDATE "import_jobs" SET "state" = 'failed', "finished_at" = now(),
  "report" = '{"created":0,"updated":0,"errors":[{"row":1,"column":null,"message":"The import was interrupted (the server stopped); nothing was written. Run it again."}]}'::jsonb
  WHERE "state" = 'running';--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "body" "bytea";--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_writing" ON "import_jobs" USING btree ((true)) WHERE "import_jobs"."state" = 'running' and not "import_jobs"."dry_run";