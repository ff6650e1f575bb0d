CREATE TABLE "search_postings" (
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"ids" "bytea" NOT NULL,
	"ranks" "bytea",
	CONSTRAINT "search_postings_locale_kind_word_pk" PRIMARY KEY("locale","kind","word"),
	CONSTRAINT "search_postings_locale" CHECK ("search_postings"."locale" in ('pl', 'en', 'ru')),
	CONSTRAINT "search_postings_kind" CHECK ("search_postings"."kind" in ('a', 'b', 't'))
);
--> statement-breakpoint
CREATE TABLE "search_postings_held" (
	"locale" text NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"rank" real,
	CONSTRAINT "search_postings_held_locale_product_id_kind_word_pk" PRIMARY KEY("locale","product_id","kind","word")
);
--> statement-breakpoint
CREATE TABLE "search_postings_stale" (
	"locale" text NOT NULL,
	"product_id" integer NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "search_postings_stale_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE INDEX "search_postings_title_word_trgm_idx" ON "search_postings" USING gin ("word" gin_trgm_ops) WHERE "search_postings"."kind" = 't';