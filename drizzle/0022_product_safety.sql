CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_country" CHECK ("manufacturers"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "manufacturers_name_not_blank" CHECK (length(btrim("manufacturers"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "responsible_person_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "safety" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_uq" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_responsible_person_id_manufacturers_id_fk" FOREIGN KEY ("responsible_person_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_responsible_person_idx" ON "products" USING btree ("responsible_person_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_digits" CHECK ("products"."gtin" is null or "products"."gtin" ~ '^([0-9]{8}|[0-9]{12,14})$');