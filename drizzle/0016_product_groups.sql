CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"axis" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_groups_axis" CHECK ("product_groups"."axis" in ('color', 'size', 'material'))
);
--> statement-breakpoint
CREATE TABLE "product_group_members" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	"swatch" text,
	CONSTRAINT "product_group_members_swatch" CHECK ("product_group_members"."swatch" is null or "product_group_members"."swatch" ~ '^#[0-9a-f]{6}$' or "product_group_members"."swatch" ~ '^/media/[A-Za-z0-9._/-]+$')
);
--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_group_members_product_uq" ON "product_group_members" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_group_members_group_idx" ON "product_group_members" USING btree ("group_id","position");
