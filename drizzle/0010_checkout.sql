CREATE TABLE "delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"free_from_minor" integer,
	"cod" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_methods_code_uq" UNIQUE("code"),
	CONSTRAINT "delivery_methods_kind" CHECK ("delivery_methods"."kind" in ('courier', 'locker', 'pickup')),
	CONSTRAINT "delivery_methods_price_nonnegative" CHECK ("delivery_methods"."price_minor" >= 0),
	CONSTRAINT "delivery_methods_free_from_nonnegative" CHECK ("delivery_methods"."free_from_minor" is null or "delivery_methods"."free_from_minor" >= 0),
	CONSTRAINT "delivery_methods_code" CHECK ("delivery_methods"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "delivery_points" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_points_id" CHECK ("delivery_points"."id" ~ '^[A-Z0-9-]{2,20}$')
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" integer,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"redirect_url" text,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_uq" UNIQUE("order_id"),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('online', 'transfer', 'cod')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'paid', 'on_delivery', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_pages_slug" CHECK ("shop_pages"."slug" in ('terms', 'privacy', 'returns', 'delivery-payment')),
	CONSTRAINT "shop_pages_version_positive" CHECK ("shop_pages"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer DEFAULT 23 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fits_locker" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer DEFAULT 23 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "net_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "withdrawal_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "surname" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_point" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_response" jsonb;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_methods_active_position_idx" ON "delivery_methods" USING btree ("active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_pending_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending' and "payments"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_uq" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" in (23, 8, 5, 0));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vat_rate" CHECK ("order_lines"."vat_rate" in (23, 8, 5, 0));--> statement-breakpoint
-- Orders placed before the checkout were sold at 23% and paid on delivery: give their lines a
-- VAT split and each order its payment, so every order reads the same way.
UPDATE "order_lines" SET "net_minor" = round(("unit_price_minor" * "count") * 100.0 / 123), "vat_minor" = ("unit_price_minor" * "count") - round(("unit_price_minor" * "count") * 100.0 / 123);--> statement-breakpoint
INSERT INTO "payments" ("order_id", "method", "status", "provider", "amount_minor", "currency") SELECT "id", 'cod', CASE WHEN "status" = 'delivered' THEN 'paid' ELSE 'on_delivery' END, 'cod', "total_minor", 'PLN' FROM "orders";
