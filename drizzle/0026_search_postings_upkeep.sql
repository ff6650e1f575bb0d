-- Hand-written (docs/decisions/063-search-postings.md): the upkeep of `search_postings`, the
-- per-word lists of published search documents that a first-time one-word search reads instead
-- of every matched document.
--
-- - search_posting_rows: what the lists hold, per document: its lexemes (kind 'a' when one of the
--   lexeme's positions is in the title, weight A; 'b' otherwise) with ts_rank(search, lexeme),
--   and its title's words as to_tsvector('simple', title) splits them (kind 't').
-- - search_postings_rebuild(): every list written whole, after a bulk load.
-- - A trigger marks documents whose title, vector or publication changed (and added or removed
--   ones) as stale, with the words they had; searches read stale documents from SQL.
-- - search_postings_fold(): patches the lists of those words and the stale documents' new words,
--   then forgets them; one process at a time (an advisory lock), in the background.

-- A lexeme as a tsquery of that one lexeme, as websearch_to_tsquery writes it ('' doubles a
-- quote, a backslash escapes).
CREATE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;
--> statement-breakpoint
CREATE VIEW search_posting_rows AS
  SELECT d.locale, CASE WHEN 'A' = ANY (u.weights) THEN 'a' ELSE 'b' END AS kind, u.lexeme AS word,
    d.product_id, ts_rank(d.search, search_lexeme_query(u.lexeme)) AS rank
  FROM product_search_docs d CROSS JOIN LATERAL unnest(d.search) u
  WHERE d.published
  UNION ALL
  SELECT d.locale, 't', w.word, d.product_id, NULL::real
  FROM product_search_docs d
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', d.title))) AS w(word)
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
  TRUNCATE search_postings, search_postings_stale, search_postings_dirty;
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
  CREATE TEMP TABLE fold_dirty ON COMMIT DROP AS
    SELECT locale, kind, word, at FROM search_postings_dirty;
  ANALYZE fold_stale;
  CREATE TEMP TABLE fold_fresh ON COMMIT DROP AS
    SELECT r.locale, r.kind, r.word, r.product_id, float4send(r.rank) AS rank
    FROM fold_stale f JOIN search_posting_rows r ON r.locale = f.locale AND r.product_id = f.product_id;
  CREATE TEMP TABLE fold_words ON COMMIT DROP AS
    SELECT locale, kind, word FROM fold_dirty UNION SELECT locale, kind, word FROM fold_fresh;
  -- Each list: its entries but the stale documents', plus the stale documents' current ones.
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
        SELECT f.product_id, f.rank FROM fold_fresh f
        WHERE f.locale = w.locale AND f.kind = w.kind AND f.word = w.word
      ) x
    ) l;
  DELETE FROM search_postings p USING fold_lists l
    WHERE p.locale = l.locale AND p.kind = l.kind AND p.word = l.word AND l.ids IS NULL;
  INSERT INTO search_postings AS p (locale, kind, word, ids, ranks)
    SELECT locale, kind, word, ids, ranks FROM fold_lists WHERE ids IS NOT NULL
    ON CONFLICT (locale, kind, word) DO UPDATE SET ids = excluded.ids, ranks = excluded.ranks;
  -- Forgotten only if not marked again meanwhile (a later change stays stale for the next fold).
  DELETE FROM search_postings_stale s USING fold_stale f
    WHERE s.locale = f.locale AND s.product_id = f.product_id AND s.at = f.at;
  DELETE FROM search_postings_dirty d USING fold_dirty f
    WHERE d.locale = f.locale AND d.kind = f.kind AND d.word = f.word AND d.at = f.at;
  DROP TABLE fold_stale, fold_dirty, fold_fresh, fold_words, fold_lists;
  RETURN folded;
END
$$;
--> statement-breakpoint
-- Documents whose search-relevant columns changed: stale, with the words they had (a document's
-- old words are only known here). `at` is the marking transaction: a fold running meanwhile
-- forgets a row only if nobody marked it again since it read it. A bulk load
-- (product_search_docs_rebuild) sets search.postings_bulk and rebuilds the lists itself.
CREATE FUNCTION search_postings_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := txid_current();
BEGIN
  IF current_setting('search.postings_bulk', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings_stale (locale, product_id, at)
      SELECT locale, product_id, tx FROM new_rows
      ON CONFLICT (locale, product_id) DO UPDATE SET at = excluded.at;
  ELSIF TG_OP = 'DELETE' THEN
    WITH gone AS (SELECT locale, product_id, title, search, published FROM old_rows),
    stale AS (
      INSERT INTO search_postings_stale (locale, product_id, at)
        SELECT locale, product_id, tx FROM gone
        ON CONFLICT (locale, product_id) DO UPDATE SET at = excluded.at)
    INSERT INTO search_postings_dirty (locale, kind, word, at)
      SELECT DISTINCT g.locale, k.kind, u.lexeme, tx
      FROM gone g CROSS JOIN LATERAL unnest(g.search) u CROSS JOIN (VALUES ('a'), ('b')) k(kind)
      WHERE g.published
      UNION
      SELECT DISTINCT g.locale, 't', w, tx
      FROM gone g CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', g.title))) w
      WHERE g.published
      ON CONFLICT (locale, kind, word) DO UPDATE SET at = excluded.at;
  ELSE
    -- Only documents whose title, vector or publication changed (a price edit changes none);
    -- an update that moves a document to another key makes both keys stale.
    WITH gone AS (
      SELECT o.locale, o.product_id, o.title, o.search, o.published FROM old_rows o
      WHERE NOT EXISTS (
        SELECT 1 FROM new_rows n
        WHERE n.locale = o.locale AND n.product_id = o.product_id AND n.title = o.title
          AND n.search = o.search AND n.published = o.published)),
    came AS (
      SELECT n.locale, n.product_id FROM new_rows n
      WHERE NOT EXISTS (
        SELECT 1 FROM old_rows o
        WHERE n.locale = o.locale AND n.product_id = o.product_id AND n.title = o.title
          AND n.search = o.search AND n.published = o.published)),
    stale AS (
      INSERT INTO search_postings_stale (locale, product_id, at)
        SELECT locale, product_id, tx FROM gone UNION SELECT locale, product_id, tx FROM came
        ON CONFLICT (locale, product_id) DO UPDATE SET at = excluded.at)
    INSERT INTO search_postings_dirty (locale, kind, word, at)
      SELECT DISTINCT g.locale, k.kind, u.lexeme, tx
      FROM gone g CROSS JOIN LATERAL unnest(g.search) u CROSS JOIN (VALUES ('a'), ('b')) k(kind)
      WHERE g.published
      UNION
      SELECT DISTINCT g.locale, 't', w, tx
      FROM gone g CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', g.title))) w
      WHERE g.published
      ON CONFLICT (locale, kind, word) DO UPDATE SET at = excluded.at;
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
