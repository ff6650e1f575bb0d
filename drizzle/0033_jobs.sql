CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text,
	"key" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('waiting', 'running', 'failed', 'done')),
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_topic_key_unique" ON "jobs" USING btree ("topic","key") WHERE "jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_waiting_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Every worker wakes at the commit of a transaction that wrote a job or moved its time
-- (PostgreSQL delivers notifications at commit, to every process listening; PGlite to its own
-- listener), so no job waits for a polling round. One notification a statement: a thousand jobs
-- wake their workers once.
CREATE FUNCTION jobs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sf_jobs', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_notify AFTER INSERT OR UPDATE OF run_after ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION jobs_notify();
