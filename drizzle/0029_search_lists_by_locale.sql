-- Hand-written (docs/decisions/065-a-start-that-fits.md): the seed's bulk rebuild of the
-- search documents and their word lists in parts, so that the seed's lanes run them side by
-- side. Built whole in one statement, the lists of 1,000,000 products (~92 million entries, each
-- a ts_rank) kept one core busy for 5-8 minutes while the other had nothing left to do.
--
-- - product_search_docs_clear(), then product_search_docs_write_locale(locale) for each locale:
--   the documents emptied with their lists, then written one locale at a time (side by side);
--   the lists must then be rebuilt, one locale at a time (search_postings_rebuild_locale) or
--   whole. product_search_docs_write() is the three at once.
-- - search_postings_rebuild_locale(locale): one locale's lists written whole.
-- - search_postings_rebuild() and product_search_docs_rebuild() keep their meaning (migration
--   0027) and are now made of these parts.

-- The bulk setting keeps the lists' triggers (migration 0027) from marking anything: the lists
-- are rebuilt whole afterwards.
CREATE FUNCTION product_search_docs_clear() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('search.postings_bulk', 'on', true);
  TRUNCATE product_search_docs;
  TRUNCATE search_postings, search_postings_stale, search_postings_held;
  PERFORM set_config('search.postings_bulk', 'off', true);
END
$$;
--> statement-breakpoint
-- One locale's documents, in category order (migration 0005: a category's documents together).
CREATE FUNCTION product_search_docs_write_locale(p_locale text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('search.postings_bulk', 'on', true);
  INSERT INTO product_search_docs
    (product_id, locale, title, search, published, category_id, price_effective_minor, price_minor, created_at, value_ids)
  SELECT t.product_id, t.locale, t.title, t.search, p.published, p.category_id, p.price_effective_minor, p.price_minor, p.created_at, p.value_ids
  FROM product_translations t JOIN products p ON p.id = t.product_id
  WHERE t.locale = p_locale
  ORDER BY p.category_id, t.product_id;
  PERFORM set_config('search.postings_bulk', 'off', true);
END
$$;
--> statement-breakpoint
-- The shop's locales (LOCALES in src/server/db/schema/common.ts, as the tables' checks list them).
CREATE FUNCTION product_search_docs_write() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l text;
BEGIN
  PERFORM product_search_docs_clear();
  FOREACH l IN ARRAY ARRAY['pl', 'en', 'ru'] LOOP
    PERFORM product_search_docs_write_locale(l);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Packed as migration 0027 describes (ids unordered, a hash aggregate); one locale's groups
-- are a third of the whole, so 256 MB holds them without spilling.
CREATE FUNCTION search_postings_rebuild_locale(p_locale text) RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
BEGIN
  DELETE FROM search_postings WHERE locale = p_locale;
  DELETE FROM search_postings_stale WHERE locale = p_locale;
  DELETE FROM search_postings_held WHERE locale = p_locale;
  INSERT INTO search_postings (locale, kind, word, ids, ranks)
  SELECT locale, kind, word, string_agg(int4send(product_id), ''::bytea),
    string_agg(float4send(rank), ''::bytea)
  FROM search_posting_rows
  WHERE locale = p_locale
  GROUP BY locale, kind, word;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_postings_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l text;
BEGIN
  TRUNCATE search_postings, search_postings_stale, search_postings_held;
  FOREACH l IN ARRAY ARRAY['pl', 'en', 'ru'] LOOP
    PERFORM search_postings_rebuild_locale(l);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_docs_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_docs_write();
  PERFORM search_postings_rebuild();
END
$$;
