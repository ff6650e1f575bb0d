-- Two text indexes of product_translations that duplicate the search documents' (the same titles
-- and vectors, copied by triggers), paid for on every text written: the seed at 1,000,000
-- products spent ~108 s building them, and every import or edit of a text kept them up.
-- - product_translations_search_idx (full text): read by no query; searches read
--   product_search_docs, whose per-locale indexes (product_search_docs_search_{pl,en,ru}_idx)
--   hold the same vectors.
-- - product_translations_title_trgm_idx (trigrams): the back office's product search reads the
--   documents' titles instead (product_search_docs_title_trgm_{pl,en,ru}_idx, one query branch per
--   locale; product-list.ts). The documents have a row for every product and locale, published
--   or not (migrations 0003, 0029). docs/decisions/065-a-start-that-fits.md.
DROP INDEX "product_translations_search_idx";--> statement-breakpoint
DROP INDEX "product_translations_title_trgm_idx";