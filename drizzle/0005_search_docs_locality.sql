-- Hand-written (docs/decisions/012-search-page-speed.md): search documents are stored grouped by
-- locale and category. A broad search ("lampa": 14% of the catalogue, mostly one category) reads
-- every matched document for its rank, facets and total; documents of one locale and category
-- side by side take a few hundred pages to read instead of one page per document.
--
-- Bulk writes (the seed, an import: thousands of texts in one statement) insert their documents
-- in that order; a document written alone goes wherever there is room. Only the order changes.
CREATE OR REPLACE FUNCTION product_search_docs_put() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search_docs d USING old_rows o
    WHERE d.product_id = o.product_id AND d.locale = o.locale
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.product_id = o.product_id AND n.locale = o.locale);
  END IF;
  INSERT INTO product_search_docs AS d
    (product_id, locale, title, search, published, category_id, price_effective_minor, price_minor, created_at, value_ids)
  SELECT n.product_id, n.locale, n.title, n.search, p.published, p.category_id, p.price_effective_minor, p.price_minor, p.created_at, p.value_ids
  FROM new_rows n JOIN products p ON p.id = n.product_id
  ORDER BY n.locale, p.category_id, n.product_id
  ON CONFLICT (locale, product_id) DO UPDATE SET title = excluded.title, search = excluded.search
    WHERE d.title IS DISTINCT FROM excluded.title OR d.search IS DISTINCT FROM excluded.search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The documents written so far, rewritten once in that order (the table is derived: same rows).
TRUNCATE product_search_docs;
--> statement-breakpoint
INSERT INTO product_search_docs
  (product_id, locale, title, search, published, category_id, price_effective_minor, price_minor, created_at, value_ids)
SELECT t.product_id, t.locale, t.title, t.search, p.published, p.category_id, p.price_effective_minor, p.price_minor, p.created_at, p.value_ids
FROM product_translations t JOIN products p ON p.id = t.product_id
ORDER BY t.locale, p.category_id, t.product_id;
--> statement-breakpoint
ANALYZE product_search_docs;
