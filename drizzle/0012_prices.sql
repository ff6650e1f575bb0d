CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"offered_minor" integer NOT NULL,
	"regular_minor" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "price_history_source" CHECK ("price_history"."source" in ('editor', 'bulk', 'import', 'schedule', 'seed')),
	CONSTRAINT "price_history_prices_nonnegative" CHECK ("price_history"."offered_minor" >= 0 and "price_history"."regular_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_planned_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_lowest_30d_minor" integer;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_product_valid_idx" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "products_sale_window_idx" ON "products" USING btree ("sale_starts_at","sale_ends_at") WHERE "products"."sale_starts_at" is not null or "products"."sale_ends_at" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_planned_nonnegative" CHECK ("products"."sale_planned_minor" is null or "products"."sale_planned_minor" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_window_order" CHECK ("products"."sale_starts_at" is null or "products"."sale_ends_at" is null or "products"."sale_ends_at" > "products"."sale_starts_at");--> statement-breakpoint
-- Hand-written backfill: the owner's sale price is the one in force today, and each product's
-- history starts with its state at creation (what the shop offers today; earlier prices were not
-- kept). A product on sale without earlier history shows no 30-day price until its next change.
UPDATE "products" SET "sale_planned_minor" = "price_sale_minor" WHERE "price_sale_minor" IS NOT NULL;--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "offered_minor", "regular_minor", "on_sale", "valid_from", "source")
SELECT "id", "price_effective_minor", "price_minor", "price_effective_minor" < "price_minor", "created_at", 'seed'
FROM "products" ORDER BY "id";
