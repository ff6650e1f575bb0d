-- Hand-written (docs/decisions/052-search-at-scale.md): the search tables derived from product
-- texts, rebuilt whole from their sources in one statement each. A bulk load (the seed at
-- 1,000,000 products) switches the per-statement triggers of migration 0003 off, writes the
-- sources, and calls these once: the documents then lie in locale and category order across the
-- whole catalogue (decision 012), not only within each statement's batch.

CREATE FUNCTION product_search_docs_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search_docs;
  INSERT INTO product_search_docs
    (product_id, locale, title, search, published, category_id, price_effective_minor, price_minor, created_at, value_ids)
  SELECT t.product_id, t.locale, t.title, t.search, p.published, p.category_id, p.price_effective_minor, p.price_minor, p.created_at, p.value_ids
  FROM product_translations t JOIN products p ON p.id = t.product_id
  ORDER BY t.locale, p.category_id, t.product_id;
END
$$;
--> statement-breakpoint
-- Title words per locale, as search_words_collect() (migration 0003) takes them; each distinct
-- title is split once (a large catalogue repeats its titles).
CREATE FUNCTION search_words_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  INSERT INTO search_words (locale, word)
  SELECT DISTINCT t.locale, w
  FROM (SELECT DISTINCT locale, title FROM product_translations) t,
    unnest(tsvector_to_array(to_tsvector('simple', t.title))) AS w
  WHERE length(w) BETWEEN 2 AND 60;
END
$$;
