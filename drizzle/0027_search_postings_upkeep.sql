-- Hand-written (docs/decisions/063-search-postings.md): the upkeep of `search_postings`, the
-- per-word lists of published search documents that a first-time one-word search reads instead
-- of every matched document.
--
-- - search_posting_rows: what the lists hold, per document: its lexemes (kind 'a' when one of the
--   lexeme's positions is in the title, weight A; 'b' otherwise) with ts_rank(search, lexeme),
--   and its title's words as to_tsvector('simple', title) splits them (kind 't').
-- - search_postings_rebuild(): every list written whole, after a bulk load.
-- - A trigger marks documents whose title, vector or publication changed (and added or removed
--   ones) as stale, with the entries the lists hold for them (search_postings_held); searches
--   read stale documents from SQL.
-- - search_postings_fold(): rewrites the lists whose entry for a stale document differs from the
--   document's current one, then forgets them; one process at a time (an advisory lock), in the
--   background.

-- A lexeme as a tsquery of that one lexeme, as websearch_to_tsquery writes it ('' doubles a
-- quote, a backslash escapes).
CREATE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
-- A document's entries: its lexemes (kind a with a title position, weight A, else b) with
-- ts_rank(search, lexeme), and its title's words as to_tsvector('simple', title) splits them.
CREATE FUNCTION search_doc_entries(search tsvector, title text)
  RETURNS TABLE (kind text, word text, rank real) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN 'A' = ANY (u.weights) THEN 'a' ELSE 'b' END, u.lexeme,
    ts_rank(search, search_lexeme_query(u.lexeme))
  FROM unnest(search) u
  UNION ALL
  SELECT 't', w, NULL::real FROM unnest(tsvector_to_array(to_tsvector('simple', title))) w
$$;
--> statement-breakpoint
CREATE VIEW search_posting_rows AS
  SELECT d.locale, e.kind, e.word, d.product_id, e.rank
  FROM product_search_docs d CROSS JOIN LATERAL search_doc_entries(d.search, d.title) e
  WHERE d.published;
--> statement-breakpoint
-- A list is packed bytes: ids (int4send) in no particular order (a search marks them in a
-- bitmap) and, for kinds a and b, each id's rank (float4send) in the same order, as both
-- aggregates see a group's rows in one sequence. Bytes go out as they are stored: an int[] went
-- through array_send, element by element (10-25 ms for 100,000 ids on the loaded machine).
-- Unordered, the build is a hash aggregate; ordered, it sorted ~95 million rows at 1,000,000
-- products through gigabytes of temporary files (4 MB of work_mem).
CREATE FUNCTION search_postings_rebuild() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
BEGIN
  TRUNCATE search_postings, search_postings_stale, search_postings_held;
  INSERT INTO search_postings (locale, kind, word, ids, ranks)
  SELECT locale, kind, word, string_agg(int4send(product_id), ''::bytea),
    string_agg(float4send(rank), ''::bytea)
  FROM search_posting_rows
  GROUP BY locale, kind, word;
END
$$;
--> statement-breakpoint
-- A list's entries: each id and its 4 rank bytes (null for kind t). The bytes are copied once
-- (`|| ''`), so that get_byte does not decompress the stored value again for every entry.
CREATE FUNCTION search_postings_entries(ids bytea, ranks bytea)
  RETURNS TABLE (id integer, rank bytea) LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  i_plain bytea := ids || ''::bytea;
  r_plain bytea := ranks || ''::bytea;
BEGIN
  RETURN QUERY
    SELECT (get_byte(i_plain, k * 4) << 24) | (get_byte(i_plain, k * 4 + 1) << 16)
        | (get_byte(i_plain, k * 4 + 2) << 8) | get_byte(i_plain, k * 4 + 3),
      substring(r_plain FROM k * 4 + 1 FOR 4)
    FROM generate_series(0, length(i_plain) / 4 - 1) AS k;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_postings_fold() RETURNS integer LANGUAGE plpgsql SET work_mem = '64MB' AS $$
DECLARE
  folded integer;
BEGIN
  -- One fold at a time across processes; a second caller has nothing to do meanwhile.
  IF NOT pg_try_advisory_xact_lock(hashtext('search_postings_fold')) THEN
    RETURN -1;
  END IF;
  CREATE TEMP TABLE fold_stale ON COMMIT DROP AS
    SELECT locale, product_id, at FROM search_postings_stale;
  SELECT count(*) INTO folded FROM fold_stale;
  IF folded = 0 THEN
    DROP TABLE fold_stale;
    RETURN 0;
  END IF;
  ANALYZE fold_stale;
  CREATE TEMP TABLE fold_held ON COMMIT DROP AS
    SELECT h.locale, h.product_id, h.kind, h.word, h.rank
    FROM fold_stale f JOIN search_postings_held h ON h.locale = f.locale AND h.product_id = f.product_id;
  CREATE TEMP TABLE fold_fresh ON COMMIT DROP AS
    SELECT r.locale, r.kind, r.word, r.product_id, r.rank
    FROM fold_stale f JOIN search_posting_rows r ON r.locale = f.locale AND r.product_id = f.product_id;
  -- The lists to rewrite: those whose entry for a stale document is not its current one.
  CREATE TEMP TABLE fold_words ON COMMIT DROP AS
    SELECT DISTINCT coalesce(h.locale, n.locale) AS locale, coalesce(h.kind, n.kind) AS kind,
      coalesce(h.word, n.word) AS word
    FROM fold_held h FULL JOIN fold_fresh n
      ON h.locale = n.locale AND h.product_id = n.product_id AND h.kind = n.kind AND h.word = n.word
    WHERE h.word IS NULL OR n.word IS NULL OR h.rank IS DISTINCT FROM n.rank;
  -- Each: its entries but the stale documents', plus the stale documents' current ones.
  CREATE TEMP TABLE fold_lists ON COMMIT DROP AS
    SELECT w.locale, w.kind, w.word, l.ids, l.ranks
    FROM fold_words w CROSS JOIN LATERAL (
      SELECT string_agg(int4send(x.id), ''::bytea) AS ids, string_agg(x.rank, ''::bytea) AS ranks
      FROM (
        SELECT e.id, e.rank
        FROM search_postings p CROSS JOIN LATERAL search_postings_entries(p.ids, p.ranks) e
        WHERE p.locale = w.locale AND p.kind = w.kind AND p.word = w.word
          AND NOT EXISTS (SELECT 1 FROM fold_stale s WHERE s.locale = w.locale AND s.product_id = e.id)
        UNION ALL
        SELECT n.product_id, float4send(n.rank) FROM fold_fresh n
        WHERE n.locale = w.locale AND n.kind = w.kind AND n.word = w.word
      ) x
    ) l;
  DELETE FROM search_postings p USING fold_lists l
    WHERE p.locale = l.locale AND p.kind = l.kind AND p.word = l.word AND l.ids IS NULL;
  INSERT INTO search_postings AS p (locale, kind, word, ids, ranks)
    SELECT locale, kind, word, ids, ranks FROM fold_lists WHERE ids IS NOT NULL
    ON CONFLICT (locale, kind, word) DO UPDATE SET ids = excluded.ids, ranks = excluded.ranks;
  -- Folded documents are forgotten unless marked again meanwhile: those stay stale, and the
  -- lists now hold what this fold read of them.
  DELETE FROM search_postings_stale s USING fold_stale f
    WHERE s.locale = f.locale AND s.product_id = f.product_id AND s.at = f.at;
  DELETE FROM search_postings_held h USING fold_stale f
    WHERE h.locale = f.locale AND h.product_id = f.product_id;
  INSERT INTO search_postings_held (locale, product_id, kind, word, rank)
    SELECT n.locale, n.product_id, n.kind, n.word, n.rank
    FROM fold_fresh n JOIN search_postings_stale s ON s.locale = n.locale AND s.product_id = n.product_id
    ON CONFLICT DO NOTHING;
  DROP TABLE fold_stale, fold_held, fold_fresh, fold_words, fold_lists;
  RETURN folded;
END
$$;
--> statement-breakpoint
-- Documents whose search-relevant columns changed: stale. A document going stale for the first
-- time since its last fold records the entries the lists hold for it (its old row's entries:
-- only known here). `at` is the marking transaction: a fold running meanwhile forgets a
-- document only if nobody marked it again since it read it. A bulk load
-- (product_search_docs_rebuild) sets search.postings_bulk and rebuilds the lists itself.
CREATE FUNCTION search_postings_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := txid_current();
  gone_locales text[];
  gone_ids integer[];
BEGIN
  IF current_setting('search.postings_bulk', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings_stale (locale, product_id, at)
      SELECT locale, product_id, tx FROM new_rows
      ON CONFLICT (locale, product_id) DO UPDATE SET at = excluded.at;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(locale), array_agg(product_id) INTO gone_locales, gone_ids FROM old_rows;
  ELSE
    -- Only documents whose title, vector or publication changed (a price edit changes none).
    SELECT array_agg(o.locale), array_agg(o.product_id) INTO gone_locales, gone_ids
    FROM old_rows o
    WHERE NOT EXISTS (
      SELECT 1 FROM new_rows n
      WHERE n.locale = o.locale AND n.product_id = o.product_id AND n.title = o.title
        AND n.search = o.search AND n.published = o.published);
  END IF;
  IF gone_ids IS NOT NULL THEN
    WITH gone AS (
      SELECT o.locale, o.product_id, o.title, o.search, o.published
      FROM old_rows o JOIN unnest(gone_locales, gone_ids) AS g(locale, product_id)
        ON g.locale = o.locale AND g.product_id = o.product_id),
    marked AS (
      INSERT INTO search_postings_stale (locale, product_id, at)
        SELECT locale, product_id, tx FROM gone
        ON CONFLICT (locale, product_id) DO UPDATE SET at = excluded.at
        RETURNING locale, product_id, xmax = 0 AS first)
    INSERT INTO search_postings_held (locale, product_id, kind, word, rank)
      SELECT g.locale, g.product_id, e.kind, e.word, e.rank
      FROM gone g
        JOIN marked m ON m.locale = g.locale AND m.product_id = g.product_id AND m.first
        CROSS JOIN LATERAL search_doc_entries(g.search, g.title) e
      WHERE g.published
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- An update that moves a document to another key makes the new key stale too.
    INSERT INTO search_postings_stale (locale, product_id, at)
      SELECT n.locale, n.product_id, tx FROM new_rows n
      WHERE NOT EXISTS (
        SELECT 1 FROM old_rows o
        WHERE n.locale = o.locale AND n.product_id = o.product_id AND n.title = o.title
          AND n.search = o.search AND n.published = o.published)
      ON CONFLICT (locale, product_id) DO UPDATE SET at = excluded.at;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_docs_insert_postings AFTER INSERT ON product_search_docs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_mark();
--> statement-breakpoint
CREATE TRIGGER product_search_docs_update_postings AFTER UPDATE ON product_search_docs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_mark();
--> statement-breakpoint
CREATE TRIGGER product_search_docs_delete_postings AFTER DELETE ON product_search_docs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_mark();
--> statement-breakpoint
-- TRUNCATE (a rebuild of the documents) leaves the lists to be rebuilt whole.
CREATE FUNCTION search_postings_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.postings_bulk', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM search_postings_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_docs_truncate_postings AFTER TRUNCATE ON product_search_docs
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_clear();
--> statement-breakpoint
-- The documents rebuilt whole (migration 0021, called by the seed's bulk load): the lists too.
CREATE OR REPLACE FUNCTION product_search_docs_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('search.postings_bulk', 'on', true);
  TRUNCATE product_search_docs;
  INSERT INTO product_search_docs
    (product_id, locale, title, search, published, category_id, price_effective_minor, price_minor, created_at, value_ids)
  SELECT t.product_id, t.locale, t.title, t.search, p.published, p.category_id, p.price_effective_minor, p.price_minor, p.created_at, p.value_ids
  FROM product_translations t JOIN products p ON p.id = t.product_id
  ORDER BY t.locale, p.category_id, t.product_id;
  PERFORM search_postings_rebuild();
  PERFORM set_config('search.postings_bulk', 'off', true);
END
$$;
--> statement-breakpoint
SELECT search_postings_rebuild();
