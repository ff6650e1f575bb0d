CREATE SEQUENCE "public"."orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Orders placed before numbers existed are numbered in the order they were placed (a default
-- would number them in the table's physical order), and the sequence goes on after them.
UPDATE "orders" SET "number" = "numbered"."n"
  FROM (SELECT "id", 10000 + row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "orders") AS "numbered"
  WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('orders_number_seq', GREATEST(10000, (SELECT max("number") FROM "orders")));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('orders_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "public"."orders_number_seq" OWNED BY "orders"."number";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders delivered before the column: the time of their move to `delivered`.
UPDATE "orders" SET "delivered_at" = (
  SELECT max("h"."created_at") FROM "order_status_history" AS "h"
  WHERE "h"."order_id" = "orders"."id" AND "h"."to_status" = 'delivered'
) WHERE "status" = 'delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_uq" UNIQUE("number");
