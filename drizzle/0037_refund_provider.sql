ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method";--> statement-breakpoint
DROP INDEX "refunds_provider_refund_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_uq" ON "refunds" USING btree ("method","provider_refund_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method" CHECK ("refunds"."method" ~ '^[a-z][a-z0-9]{1,15}$');