DROP INDEX "product_search_docs_title_trgm_pl_idx";--> statement-breakpoint
DROP INDEX "product_search_docs_title_trgm_en_idx";--> statement-breakpoint
DROP INDEX "product_search_docs_title_trgm_ru_idx";--> statement-breakpoint
DROP INDEX "search_postings_title_word_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_search_docs_title_fold_pl_idx" ON "product_search_docs" USING gin (translate(lower(title), 'ąćęłńóśźżёäöüéèêëàâáíìîïúùûçñ', 'acelnoszzеaoueeeeaaaiiiiuuucn') gin_trgm_ops) WHERE "product_search_docs"."locale" = 'pl';--> statement-breakpoint
CREATE INDEX "product_search_docs_title_fold_en_idx" ON "product_search_docs" USING gin (translate(lower(title), 'ąćęłńóśźżёäöüéèêëàâáíìîïúùûçñ', 'acelnoszzеaoueeeeaaaiiiiuuucn') gin_trgm_ops) WHERE "product_search_docs"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "product_search_docs_title_fold_ru_idx" ON "product_search_docs" USING gin (translate(lower(title), 'ąćęłńóśźżёäöüéèêëàâáíìîïúùûçñ', 'acelnoszzеaoueeeeaaaiiiiuuucn') gin_trgm_ops) WHERE "product_search_docs"."locale" = 'ru';--> statement-breakpoint
CREATE INDEX "search_postings_title_word_fold_idx" ON "search_postings" USING gin (translate(lower(word), 'ąćęłńóśźżёäöüéèêëàâáíìîïúùûçñ', 'acelnoszzеaoueeeeaaaiiiiuuucn') gin_trgm_ops) WHERE "search_postings"."kind" = 't';