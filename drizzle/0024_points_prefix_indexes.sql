-- Hand-written: the parcel-locker search's prefix indexes (docs/decisions/057-parcels.md).
-- A word a shopper types is the start of a code, a post code, a city or a street: each is a
-- btree range with text_pattern_ops (LIKE 'abc%' under any collation), read only as far as the
-- 50 rows answered. Letters are folded as services/delivery/points.ts folds the query:
-- lower() and the Polish capitals spelled out, since lower() under the C locale keeps them.
CREATE INDEX "delivery_points_code_prefix_idx" ON "delivery_points" ("source", "id" text_pattern_ops) WHERE "active";
--> statement-breakpoint
CREATE INDEX "delivery_points_post_code_prefix_idx" ON "delivery_points" ("source", "post_code" text_pattern_ops) WHERE "active";
--> statement-breakpoint
CREATE INDEX "delivery_points_city_prefix_idx" ON "delivery_points" ("source", (translate(lower("city"), 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż')) text_pattern_ops) WHERE "active";
--> statement-breakpoint
CREATE INDEX "delivery_points_street_prefix_idx" ON "delivery_points" ("source", (translate(lower("street"), 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż')) text_pattern_ops) WHERE "active";
