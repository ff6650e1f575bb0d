CREATE TABLE "promotion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_uses_order_uq" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal_minor" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "promotions_value" CHECK (("promotions"."kind" = 'percent' and "promotions"."value" between 1 and 100) or ("promotions"."kind" = 'fixed' and "promotions"."value" > 0) or ("promotions"."kind" = 'free_delivery' and "promotions"."value" = 0)),
	CONSTRAINT "promotions_min_subtotal_nonnegative" CHECK ("promotions"."min_subtotal_minor" is null or "promotions"."min_subtotal_minor" >= 0),
	CONSTRAINT "promotions_usage_limit_positive" CHECK ("promotions"."usage_limit" is null or "promotions"."usage_limit" >= 1),
	CONSTRAINT "promotions_per_customer_limit_positive" CHECK ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" >= 1),
	CONSTRAINT "promotions_used_nonnegative" CHECK ("promotions"."used" >= 0),
	CONSTRAINT "promotions_dates_ordered" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_customer_idx" ON "promotion_uses" USING btree ("promotion_id","customer_key") WHERE "promotion_uses"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_lower_uq" ON "promotions" USING btree (lower("code"));