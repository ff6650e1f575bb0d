CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_uq" UNIQUE("shipment_id","status")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"size" text NOT NULL,
	"provider_id" text,
	"tracking_number" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"attention_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_uq" UNIQUE("order_id"),
	CONSTRAINT "shipments_provider_uq" UNIQUE("provider_id"),
	CONSTRAINT "shipments_size" CHECK ("shipments"."size" in ('small', 'medium', 'large'))
);
--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "source" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(id || ' ' || name || ' ' || address || ' ' || coalesce(city, '') || ' ' || coalesce(post_code, '')), 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż')) STORED;--> statement-breakpoint
ALTER TABLE "delivery_points" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("id") WHERE "shipments"."final_at" is null and "shipments"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "delivery_points_search_trgm_idx" ON "delivery_points" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_points_location_idx" ON "delivery_points" USING btree ("source","latitude","longitude");--> statement-breakpoint
ALTER TABLE "delivery_points" ADD CONSTRAINT "delivery_points_source" CHECK ("delivery_points"."source" in ('shop', 'inpost'));