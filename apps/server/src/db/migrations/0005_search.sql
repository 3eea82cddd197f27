-- Public search (issue 12, decision 0021): PostgreSQL full-text search and pg_trgm, the same on
-- PGlite and PostgreSQL. Everything here is kept right by triggers, so every code path that
-- writes a listing (registration, edits, prices, media, payments, refunds, operators' SQL) keeps
-- search right without knowing about it.
--
-- Tests on PostgreSQL create both extensions in `public` before migrating (CREATE EXTENSION is
-- database-wide, and a test's own schema is dropped after it), so IF NOT EXISTS finds them there.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Text as search compares it: canonical Unicode, no accents, lower case. The query side does the
-- same in packages/shared/src/search/normalise.ts.
CREATE FUNCTION search_normalise(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT lower(unaccent(normalize(coalesce(input, ''), NFC))) $$;

-- A city as a key: normalised, single spaces, no spaces at the ends ('  JAIPUR ' = 'jaipur').
CREATE FUNCTION search_city_key(city text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(search_normalise(city), '\s+', ' ', 'g')) $$;

-- The words a category is known by in the documents: its directory card title and its directory
-- category (packages/shared/src/catalogue/categories.ts; a test keeps the two in step). Synonyms
-- (halwai, shamiana, मेहंदी...) are expanded on the query side from the shared synonym table, so
-- changing them needs no migration.
CREATE FUNCTION search_category_terms(category text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE category
    WHEN 'hotel' THEN 'Hotel Accommodation'
    WHEN 'photo-video' THEN 'Photo Video Photography'
    WHEN 'decoration' THEN 'Decoration Decor'
    WHEN 'tours-travel' THEN 'Tours & Travels Travel'
    WHEN 'catering' THEN 'Catering Food'
    WHEN 'varmala' THEN 'VarMala Entry Ceremony'
    WHEN 'tent-house' THEN 'Tent Houses Venue'
    WHEN 'makeup-artist' THEN 'Makeup Artist Beauty'
    WHEN 'pandit' THEN 'Pandit Ceremony'
    WHEN 'dress-rental' THEN 'Dress on rent Attire'
    WHEN 'entertainment' THEN 'Entertainment Performance'
    WHEN 'venue' THEN 'Venue Venue'
    WHEN 'dhol' THEN 'Dhol Music'
    WHEN 'dj' THEN 'DJ Music'
    WHEN 'band' THEN 'Band Music'
    WHEN 'mehndi' THEN 'mehndi Beauty'
    WHEN 'corporate' THEN 'Corporate Event corporate'
    ELSE ''
  END
$$;

-- One row per ACTIVE listing (R4) holding everything search filters, sorts and shows, so a search
-- reads one narrow table and never has to ask about status. Rows appear when a listing becomes
-- active and go when it stops being active.
CREATE TABLE search_documents (
  listing_id bigint PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  category text NOT NULL,
  firm_name text NOT NULL,
  city text NOT NULL,
  city_key text NOT NULL,
  district text NOT NULL,
  state text NOT NULL,
  star_rating smallint,
  -- The lowest offer price among the listing's price rows, and that row's MRP; null: no prices.
  from_price_paise integer,
  mrp_paise integer,
  features text[] NOT NULL,
  -- Thumbnail of the first image by position.
  cover_thumb_key text,
  -- When it was listed: paid_at, else created_at. 'Newest' sorts on it.
  listed_at timestamptz NOT NULL,
  -- Firm name A; category title and directory category B; city, district, state, nearby C;
  -- features, highlights and description D. 'simple' config over search_normalise()d text.
  doc tsvector NOT NULL,
  -- The A, B and C parts alone: where a very common word is looked for first (decision 0021).
  head_doc tsvector NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_documents_doc_idx ON search_documents USING gin (doc);
CREATE INDEX search_documents_head_doc_idx ON search_documents USING gin (head_doc);
CREATE INDEX search_documents_features_idx ON search_documents USING gin (features);
CREATE INDEX search_documents_listed_idx ON search_documents (listed_at DESC, listing_id DESC);
CREATE INDEX search_documents_category_idx
  ON search_documents (category, listed_at DESC, listing_id DESC);
CREATE INDEX search_documents_city_idx
  ON search_documents (city_key, listed_at DESC, listing_id DESC);
CREATE INDEX search_documents_price_idx ON search_documents (from_price_paise, listing_id);
CREATE INDEX search_documents_stars_idx ON search_documents (star_rating)
  WHERE star_rating IS NOT NULL;
-- Facet counts of a search without text are read from this index alone.
CREATE INDEX search_documents_facets_idx ON search_documents (category, city_key);

-- How many active listings each category has in each city: the facets and totals of a search
-- that filters only by category and city (the home page, a category's tiles, 'photographer
-- jaipur') are read from here instead of counting documents. `city` is a spelling vendors used,
-- shown in the city facet. Rows at zero stay (there are at most categories x cities).
CREATE TABLE search_facets (
  category text NOT NULL,
  city_key text NOT NULL,
  city text NOT NULL,
  listings integer NOT NULL CHECK (listings >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (category, city_key)
);
CREATE INDEX search_facets_city_idx ON search_facets (city_key);

CREATE FUNCTION search_facets_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Keys in a fixed order, so two transactions never take the same rows in opposite orders.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_facets AS f (category, city_key, city, listings)
    SELECT category, city_key, min(btrim(city)), count(*) FROM new_rows
    GROUP BY category, city_key ORDER BY category, city_key
    ON CONFLICT (category, city_key) DO UPDATE
      SET listings = f.listings + excluded.listings, updated_at = now();
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_facets AS f SET listings = greatest(f.listings - o.n, 0), updated_at = now()
    FROM (SELECT category, city_key, count(*) AS n FROM old_rows GROUP BY category, city_key) o
    WHERE f.category = o.category AND f.city_key = o.city_key;
  ELSE
    -- Only a listing whose category or city changed moves between rows.
    UPDATE search_facets AS f SET listings = greatest(f.listings - m.n, 0), updated_at = now()
    FROM (
      SELECT o.category, o.city_key, count(*) AS n
      FROM old_rows o JOIN new_rows n ON n.listing_id = o.listing_id
      WHERE (o.category, o.city_key) IS DISTINCT FROM (n.category, n.city_key)
      GROUP BY o.category, o.city_key
    ) m
    WHERE f.category = m.category AND f.city_key = m.city_key;
    INSERT INTO search_facets AS f (category, city_key, city, listings)
    SELECT n.category, n.city_key, min(btrim(n.city)), count(*)
    FROM new_rows n JOIN old_rows o ON o.listing_id = n.listing_id
    WHERE (o.category, o.city_key) IS DISTINCT FROM (n.category, n.city_key)
    GROUP BY n.category, n.city_key ORDER BY n.category, n.city_key
    ON CONFLICT (category, city_key) DO UPDATE
      SET listings = f.listings + excluded.listings, updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_facets_inserted AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_facets_changed();
CREATE TRIGGER search_facets_updated AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_facets_changed();
CREATE TRIGGER search_facets_deleted AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_facets_changed();

-- The Latin words that occur in active listings: the vocabulary typos are corrected against
-- (trigram index), small next to the listings. Only ever added to here; a word no active listing
-- uses any more is never suggested because a suggestion must also match a document.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- GiST rather than GIN: it orders by trigram distance (word <-> 'typo'), so the nearest words come
-- out of the index without a similarity threshold to tune.
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);

-- Rebuilds the search rows of these listings from the listing tables.
CREATE FUNCTION search_refresh(ids bigint[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_documents d
  WHERE d.listing_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = d.listing_id AND l.status = 'active');

  INSERT INTO search_documents AS d (
    listing_id, category, firm_name, city, city_key, district, state, star_rating,
    from_price_paise, mrp_paise, features, cover_thumb_key, listed_at, doc, head_doc
  )
  SELECT
    x.id, x.category, x.firm_name, x.city, search_city_key(x.city), x.district, x.state,
    x.star_rating, x.offer_paise, x.mrp_paise, x.features, x.thumb_key, x.listed_at,
    x.head || x.body, x.head
  FROM (
    SELECT
      l.id, l.category, l.firm_name, l.city, l.district, l.state, l.star_rating,
      p.offer_paise, p.mrp_paise, coalesce(f.features, '{}') AS features, m.thumb_key,
      coalesce(l.paid_at, l.created_at) AS listed_at,
      setweight(to_tsvector('simple', search_normalise(l.firm_name)), 'A')
        -- A hotel's stars as words too, so '5 star hotel' finds five-star hotels.
        || setweight(to_tsvector('simple', search_normalise(concat_ws(' ',
             search_category_terms(l.category), l.star_rating || ' star'))), 'B')
        || setweight(to_tsvector('simple', search_normalise(
             concat_ws(' ', l.city, l.district, l.state, l.near_by))), 'C') AS head,
      setweight(to_tsvector('simple', search_normalise(concat_ws(' ',
        array_to_string(f.features, ' '), array_to_string(l.highlights, ' '), l.description))), 'D')
        AS body
    FROM listings l
    LEFT JOIN LATERAL (
      SELECT array_agg(lf.feature ORDER BY lf.position) AS features
      FROM listing_features lf WHERE lf.listing_id = l.id
    ) f ON true
    LEFT JOIN LATERAL (
      SELECT lp.offer_paise, lp.mrp_paise
      FROM listing_prices lp WHERE lp.listing_id = l.id
      ORDER BY lp.offer_paise, lp.mrp_paise DESC, lp.position
      LIMIT 1
    ) p ON true
    LEFT JOIN LATERAL (
      SELECT lm.thumb_key
      FROM listing_media lm WHERE lm.listing_id = l.id AND lm.kind = 'image'
      ORDER BY lm.position, lm.id
      LIMIT 1
    ) m ON true
    WHERE l.id = ANY (ids) AND l.status = 'active'
  ) x
  ON CONFLICT (listing_id) DO UPDATE SET
    category = excluded.category,
    firm_name = excluded.firm_name,
    city = excluded.city,
    city_key = excluded.city_key,
    district = excluded.district,
    state = excluded.state,
    star_rating = excluded.star_rating,
    from_price_paise = excluded.from_price_paise,
    mrp_paise = excluded.mrp_paise,
    features = excluded.features,
    cover_thumb_key = excluded.cover_thumb_key,
    listed_at = excluded.listed_at,
    doc = excluded.doc,
    head_doc = excluded.head_doc,
    updated_at = now()
  -- Unchanged rows are not rewritten (a status-only edit, a price row saved as it was).
  WHERE (d.category, d.firm_name, d.city, d.district, d.state, d.star_rating, d.from_price_paise,
         d.mrp_paise, d.features, d.cover_thumb_key, d.listed_at, d.doc)
    IS DISTINCT FROM
        (excluded.category, excluded.firm_name, excluded.city, excluded.district, excluded.state,
         excluded.star_rating, excluded.from_price_paise, excluded.mrp_paise, excluded.features,
         excluded.cover_thumb_key, excluded.listed_at, excluded.doc);

  -- ON CONFLICT DO NOTHING takes no lock on a word that is already there, so listings being
  -- activated at the same time do not queue behind each other on common words.
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
  FROM search_documents d, unnest(tsvector_to_array(d.doc)) AS w (word)
  WHERE d.listing_id = ANY (ids) AND w.word ~ '^[a-z]{3,30}$'
  ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
END
$$;

-- Statement-level triggers with transition tables: a statement that touches many rows (a seed, a
-- price table saved at once) refreshes each listing once.
CREATE FUNCTION search_listings_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT id FROM new_rows WHERE status = 'active'));
  ELSE
    -- Only listings that are or were active can change what search shows.
    PERFORM search_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'active' OR o.status = 'active'
    ));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_listings_inserted AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listings_changed();
CREATE TRIGGER search_listings_updated AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_listings_changed();
-- A deleted listing's row goes by ON DELETE CASCADE.

-- Features, prices and media: refresh the listings whose rows changed (search_refresh ignores
-- listings that are not active and were not).
CREATE FUNCTION search_parts_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT listing_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT listing_id FROM old_rows));
  ELSE
    PERFORM search_refresh(ARRAY(
      SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows
    ));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_features_inserted AFTER INSERT ON listing_features
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_features_updated AFTER UPDATE ON listing_features
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_features_deleted AFTER DELETE ON listing_features
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_prices_inserted AFTER INSERT ON listing_prices
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_prices_updated AFTER UPDATE ON listing_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_prices_deleted AFTER DELETE ON listing_prices
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_media_inserted AFTER INSERT ON listing_media
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_media_updated AFTER UPDATE ON listing_media
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();
CREATE TRIGGER search_media_deleted AFTER DELETE ON listing_media
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_parts_changed();

-- A counter of changes to listings and their parts: caches (search results, storefront pages)
-- keep the version they were filled at and drop entries when it moves, so every server sees a
-- change at once. A row, not a sequence: a sequence moves before the change commits, and a
-- reader could then cache the old data under the new number.
CREATE TABLE listings_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO listings_version (version) VALUES (1);

-- Bumped at commit (a deferred constraint trigger), once per transaction: the counter row is the
-- last lock a writing transaction takes and is held only while it commits, so writers cannot
-- deadlock over it, and a transaction that rolls back never bumps it.
CREATE FUNCTION listings_version_bump() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF coalesce(current_setting('mandap.listings_version_bumped', true), '') = '' THEN
    UPDATE listings_version SET version = version + 1, updated_at = now();
    PERFORM set_config('mandap.listings_version_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER listings_version_listings AFTER INSERT OR UPDATE OR DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();
CREATE CONSTRAINT TRIGGER listings_version_features
  AFTER INSERT OR UPDATE OR DELETE ON listing_features
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();
CREATE CONSTRAINT TRIGGER listings_version_prices
  AFTER INSERT OR UPDATE OR DELETE ON listing_prices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();
CREATE CONSTRAINT TRIGGER listings_version_media AFTER INSERT OR UPDATE OR DELETE ON listing_media
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();

-- Listings that were active before this migration.
SELECT search_refresh(ARRAY(SELECT id FROM listings WHERE status = 'active'));
