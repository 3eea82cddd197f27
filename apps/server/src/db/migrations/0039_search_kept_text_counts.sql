-- Search at 100,000 listings (issue 33, decision 0087): the counts per category and city of a
-- text that matches very many listings ('wedding' and its synonyms match 70,000 of 100,000) are
-- kept by triggers once a search has found it that common, instead of counted on every search
-- that is not cached (130-180 ms for 'wedding' at 100,000 listings; read kept, under a
-- millisecond). Only a text matched with no filter but category and city reads them.

-- The texts whose counts are kept, each a tsquery exactly as search sends it. `asked_at` moves
-- (at most once a day) while searches read the counts; a text nobody asked for 30 days makes
-- room for another when the table is full (search_keep_text).
CREATE TABLE search_kept_texts (
  query tsquery PRIMARY KEY,
  asked_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- How many active listings of each category and city match each kept text. Rows at zero stay,
-- as in search_facets.
CREATE TABLE search_text_counts (
  query tsquery NOT NULL REFERENCES search_kept_texts ON DELETE CASCADE,
  category text NOT NULL,
  city_key text NOT NULL,
  listings integer NOT NULL CHECK (listings >= 0),
  PRIMARY KEY (query, category, city_key)
);

CREATE FUNCTION search_text_counts_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Most databases keep no text: nothing to match then.
  IF NOT EXISTS (SELECT 1 FROM search_kept_texts) THEN
    RETURN NULL;
  END IF;
  -- Keys in a fixed order, so two transactions never take the same rows in opposite orders.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_text_counts AS c (query, category, city_key, listings)
    SELECT k.query, n.category, n.city_key, count(*)
    FROM new_rows n JOIN search_kept_texts k ON n.doc @@ k.query
    GROUP BY k.query, n.category, n.city_key ORDER BY k.query, n.category, n.city_key
    ON CONFLICT (query, category, city_key) DO UPDATE SET listings = c.listings + excluded.listings;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_text_counts AS c SET listings = greatest(c.listings - o.n, 0)
    FROM (
      SELECT k.query, o.category, o.city_key, count(*) AS n
      FROM old_rows o JOIN search_kept_texts k ON o.doc @@ k.query
      GROUP BY k.query, o.category, o.city_key
    ) o
    WHERE c.query = o.query AND c.category = o.category AND c.city_key = o.city_key;
  ELSE
    -- Only a listing whose category, city or words changed can move between rows.
    UPDATE search_text_counts AS c SET listings = greatest(c.listings - m.n, 0)
    FROM (
      SELECT k.query, o.category, o.city_key, count(*) AS n
      FROM old_rows o JOIN new_rows n ON n.listing_id = o.listing_id
      JOIN search_kept_texts k ON o.doc @@ k.query
      WHERE (o.category, o.city_key, o.doc) IS DISTINCT FROM (n.category, n.city_key, n.doc)
      GROUP BY k.query, o.category, o.city_key
    ) m
    WHERE c.query = m.query AND c.category = m.category AND c.city_key = m.city_key;
    INSERT INTO search_text_counts AS c (query, category, city_key, listings)
    SELECT k.query, n.category, n.city_key, count(*)
    FROM new_rows n JOIN old_rows o ON o.listing_id = n.listing_id
    JOIN search_kept_texts k ON n.doc @@ k.query
    WHERE (o.category, o.city_key, o.doc) IS DISTINCT FROM (n.category, n.city_key, n.doc)
    GROUP BY k.query, n.category, n.city_key ORDER BY k.query, n.category, n.city_key
    ON CONFLICT (query, category, city_key) DO UPDATE SET listings = c.listings + excluded.listings;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_text_counts_inserted AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_text_counts_changed();
CREATE TRIGGER search_text_counts_updated AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_text_counts_changed();
CREATE TRIGGER search_text_counts_deleted AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_text_counts_changed();

-- Starts keeping the counts of text `q`, unless they are kept already or `max_texts` texts are
-- kept (after those nobody asked for 30 days are let go). Writers of search_documents wait while
-- the text is counted (SHARE ROW EXCLUSIVE, also taken by another call), so that no listing
-- written meanwhile is counted twice or missed: a writer that came first is counted once it has
-- committed; one that comes after finds the text kept. At most a second's wait for the lock:
-- a search is not held up behind a long write (it then counts the text itself, as before).
CREATE FUNCTION search_keep_text(q tsquery, max_texts integer) RETURNS boolean
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM set_config('lock_timeout', '1s', true);
  LOCK TABLE search_documents IN SHARE ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM search_kept_texts WHERE query = q) THEN
    RETURN true;
  END IF;
  DELETE FROM search_kept_texts WHERE asked_at < now() - interval '30 days';
  IF (SELECT count(*) FROM search_kept_texts) >= max_texts THEN
    RETURN false;
  END IF;
  INSERT INTO search_kept_texts (query) VALUES (q);
  INSERT INTO search_text_counts (query, category, city_key, listings)
  SELECT q, d.category, d.city_key, count(*)
  FROM search_documents d WHERE d.doc @@ q
  GROUP BY d.category, d.city_key;
  RETURN true;
END
$$;
