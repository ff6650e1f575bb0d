-- Hand-written: the triggers that keep the listing's derived data in step with its sources
-- (docs/decisions/008-listing-speed.md): products.value_ids, product_search_docs, search_words;
-- and their backfill. Statement-level triggers with transition tables: a bulk insert (the seed, an
-- import) costs one statement per table, not one per row. Rows that would not change are not
-- rewritten.

-- products.value_ids mirrors product_attribute_values.
CREATE FUNCTION products_sync_value_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET value_ids = s.ids
  FROM (
    SELECT c.product_id,
           coalesce(array_agg(pav.value_id ORDER BY pav.value_id) FILTER (WHERE pav.value_id IS NOT NULL), '{}'::integer[]) AS ids
    FROM (SELECT DISTINCT product_id FROM changed_rows) c
    LEFT JOIN product_attribute_values pav ON pav.product_id = c.product_id
    GROUP BY c.product_id
  ) s
  WHERE p.id = s.product_id AND p.value_ids IS DISTINCT FROM s.ids;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_insert_sync AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_value_ids();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_delete_sync AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_value_ids();
--> statement-breakpoint
-- An update may move a row from one product to another: both the old and the new product change.
CREATE TRIGGER product_attribute_values_update_new_sync AFTER UPDATE ON product_attribute_values
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_value_ids();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_update_old_sync AFTER UPDATE ON product_attribute_values
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_value_ids();
--> statement-breakpoint
CREATE FUNCTION products_clear_value_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET value_ids = '{}'::integer[] WHERE value_ids <> '{}'::integer[];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_truncate_sync AFTER TRUNCATE ON product_attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION products_clear_value_ids();
--> statement-breakpoint
UPDATE products p SET value_ids = s.ids
FROM (SELECT product_id, array_agg(value_id ORDER BY value_id) AS ids FROM product_attribute_values GROUP BY product_id) s
WHERE s.product_id = p.id AND p.value_ids IS DISTINCT FROM s.ids;
--> statement-breakpoint
-- product_search_docs: a product text's row, with the product's listing columns.
CREATE FUNCTION product_search_docs_put() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ON CONFLICT (locale, product_id) DO UPDATE SET title = excluded.title, search = excluded.search
    WHERE d.title IS DISTINCT FROM excluded.title OR d.search IS DISTINCT FROM excluded.search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_translations_insert_docs AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_docs_put();
--> statement-breakpoint
CREATE TRIGGER product_translations_update_docs AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_docs_put();
--> statement-breakpoint
CREATE FUNCTION product_search_docs_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_docs d USING old_rows o WHERE d.product_id = o.product_id AND d.locale = o.locale;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_translations_delete_docs AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_docs_drop();
--> statement-breakpoint
CREATE FUNCTION product_search_docs_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search_docs d
  SET published = n.published, category_id = n.category_id, price_effective_minor = n.price_effective_minor,
      price_minor = n.price_minor, created_at = n.created_at, value_ids = n.value_ids
  FROM new_rows n
  WHERE d.product_id = n.id
    AND (d.published, d.category_id, d.price_effective_minor, d.price_minor, d.created_at, d.value_ids)
        IS DISTINCT FROM (n.published, n.category_id, n.price_effective_minor, n.price_minor, n.created_at, n.value_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_update_docs AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_docs_follow_product();
--> statement-breakpoint
INSERT INTO product_search_docs
  (product_id, locale, title, search, published, category_id, price_effective_minor, price_minor, created_at, value_ids)
SELECT t.product_id, t.locale, t.title, t.search, p.published, p.category_id, p.price_effective_minor, p.price_minor, p.created_at, p.value_ids
FROM product_translations t JOIN products p ON p.id = t.product_id
ORDER BY t.locale, t.product_id;
--> statement-breakpoint
-- Title words per locale, as the `simple` parser splits and lowercases them (no stemming).
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (locale, word)
  SELECT DISTINCT n.locale, w
  FROM new_rows n, unnest(tsvector_to_array(to_tsvector('simple', n.title))) AS w
  WHERE length(w) BETWEEN 2 AND 60
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_translations_insert_words AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER product_translations_update_words AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (locale, word)
SELECT DISTINCT t.locale, w
FROM product_translations t, unnest(tsvector_to_array(to_tsvector('simple', t.title))) AS w
WHERE length(w) BETWEEN 2 AND 60
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE products;
--> statement-breakpoint
ANALYZE product_search_docs;
--> statement-breakpoint
ANALYZE search_words;
