-- Hand-written: a product's change reaches its search documents through the documents' key.
-- The key is (locale, product_id); asked by product_id alone, PostgreSQL read the whole key index
-- for each changed product (~150 ms for one price edit at 1,000,000 products: 3,000,000
-- entries). Naming the locales (LOCALES in src/server/db/schema/common.ts, as the tables'
-- checks list them) makes it three lookups in that index: 2-10 ms.
CREATE OR REPLACE FUNCTION product_search_docs_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search_docs d
  SET published = n.published, category_id = n.category_id, price_effective_minor = n.price_effective_minor,
      price_minor = n.price_minor, created_at = n.created_at, value_ids = n.value_ids
  FROM new_rows n
  WHERE d.locale = ANY (ARRAY['pl', 'en', 'ru']) AND d.product_id = n.id
    AND (d.published, d.category_id, d.price_effective_minor, d.price_minor, d.created_at, d.value_ids)
        IS DISTINCT FROM (n.published, n.category_id, n.price_effective_minor, n.price_minor, n.created_at, n.value_ids);
  RETURN NULL;
END
$$;
