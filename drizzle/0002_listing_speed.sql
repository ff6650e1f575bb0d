CREATE TABLE "product_search_docs" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"published" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"price_effective_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"value_ids" integer[] NOT NULL,
	CONSTRAINT "product_search_docs_locale_product_id_pk" PRIMARY KEY("locale","product_id"),
	CONSTRAINT "product_search_docs_locale" CHECK ("product_search_docs"."locale" in ('pl', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_locale_word_pk" PRIMARY KEY("locale","word"),
	CONSTRAINT "search_words_locale" CHECK ("search_words"."locale" in ('pl', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "value_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search_docs" ADD CONSTRAINT "product_search_docs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_docs_search_pl_idx" ON "product_search_docs" USING gin ("search") WHERE "product_search_docs"."locale" = 'pl';--> statement-breakpoint
CREATE INDEX "product_search_docs_search_en_idx" ON "product_search_docs" USING gin ("search") WHERE "product_search_docs"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_docs_search_ru_idx" ON "product_search_docs" USING gin ("search") WHERE "product_search_docs"."locale" = 'ru';--> statement-breakpoint
CREATE INDEX "product_search_docs_title_trgm_pl_idx" ON "product_search_docs" USING gin ("title" gin_trgm_ops) WHERE "product_search_docs"."locale" = 'pl';--> statement-breakpoint
CREATE INDEX "product_search_docs_title_trgm_en_idx" ON "product_search_docs" USING gin ("title" gin_trgm_ops) WHERE "product_search_docs"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_docs_title_trgm_ru_idx" ON "product_search_docs" USING gin ("title" gin_trgm_ops) WHERE "product_search_docs"."locale" = 'ru';--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("category_id","created_at","id","price_effective_minor","price_minor","value_ids") WHERE "products"."published";