CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"amount_minor" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"bank_account" text,
	"idempotency_key" text NOT NULL,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('stripe', 'bank')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"count" integer NOT NULL,
	"restocked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_count_positive" CHECK ("return_lines"."count" > 0),
	CONSTRAINT "return_lines_restocked_range" CHECK ("return_lines"."restocked" >= 0 and "return_lines"."restocked" <= "return_lines"."count")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"reason" text,
	"description" text,
	"demand" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_account" text,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"due_by" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_kind" CHECK ("returns"."kind" in ('withdrawal', 'complaint')),
	CONSTRAINT "returns_status" CHECK ("returns"."status" in ('unconfirmed', 'received', 'goods_received', 'refunded', 'accepted', 'rejected', 'resolved', 'closed')),
	CONSTRAINT "returns_demand" CHECK ("returns"."demand" is null or "returns"."demand" in ('repair', 'replace', 'price_reduction', 'withdraw')),
	CONSTRAINT "returns_locale" CHECK ("returns"."locale" in ('pl', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_uq" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_line_uq" ON "return_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_received_idx" ON "returns" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_open_due_idx" ON "returns" USING btree ("due_by") WHERE "returns"."status" in ('received', 'goods_received');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'paid', 'on_delivery', 'failed', 'partially_refunded', 'refunded'));