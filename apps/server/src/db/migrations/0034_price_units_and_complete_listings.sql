-- Price units and complete listings (issue 31, decision 0079).

-- How a price row is quoted: per event (every row before this), per day, per plate (veg or
-- non-veg; caterers only, checked by the pricing module), per hour or per person.
-- packages/shared/src/price-units.ts lists the same units.
ALTER TABLE listing_prices
  ADD COLUMN unit text NOT NULL DEFAULT 'event'
    CHECK (unit IN ('event', 'day', 'plate_veg', 'plate_non_veg', 'hour', 'person'));

-- The unit of the row that gives from_price_paise ('from ₹650 per plate'); null without prices.
ALTER TABLE search_documents ADD COLUMN from_price_unit text;
UPDATE search_documents SET from_price_unit = 'event' WHERE from_price_paise IS NOT NULL;

-- A listing with a photo and a price is complete: it ranks above incomplete ones for the same
-- match and is the only kind the home's "Newly listed" shows. Generated from the two columns
-- search_refresh already keeps right (the cheapest price row, the first image), so every change
-- of media or prices keeps it right, and a search reads it like any column: no subquery.
ALTER TABLE search_documents
  ADD COLUMN complete boolean
    GENERATED ALWAYS AS (from_price_paise IS NOT NULL AND cover_thumb_key IS NOT NULL) STORED;

-- Browsing without text (the default order: complete first, then newest), alone and within a
-- category or a city, read in index order as the newest-first indexes of 0005 are.
CREATE INDEX search_documents_complete_listed_idx
  ON search_documents (complete DESC, listed_at DESC, listing_id DESC);
CREATE INDEX search_documents_category_complete_idx
  ON search_documents (category, complete DESC, listed_at DESC, listing_id DESC);
CREATE INDEX search_documents_city_complete_idx
  ON search_documents (city_key, complete DESC, listed_at DESC, listing_id DESC);

-- search_refresh of 0005, copying the cheapest row's unit too.
-- Rebuilds the search rows of these listings from the listing tables.
CREATE OR REPLACE FUNCTION search_refresh(ids bigint[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_documents d
  WHERE d.listing_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = d.listing_id AND l.status = 'active');

  INSERT INTO search_documents AS d (
    listing_id, category, firm_name, city, city_key, district, state, star_rating,
    from_price_paise, mrp_paise, from_price_unit, features, cover_thumb_key, listed_at, doc,
    head_doc
  )
  SELECT
    x.id, x.category, x.firm_name, x.city, search_city_key(x.city), x.district, x.state,
    x.star_rating, x.offer_paise, x.mrp_paise, x.unit, x.features, x.thumb_key, x.listed_at,
    x.head || x.body, x.head
  FROM (
    SELECT
      l.id, l.category, l.firm_name, l.city, l.district, l.state, l.star_rating,
      p.offer_paise, p.mrp_paise, p.unit, coalesce(f.features, '{}') AS features, m.thumb_key,
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
      SELECT lp.offer_paise, lp.mrp_paise, lp.unit
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
    from_price_unit = excluded.from_price_unit,
    features = excluded.features,
    cover_thumb_key = excluded.cover_thumb_key,
    listed_at = excluded.listed_at,
    doc = excluded.doc,
    head_doc = excluded.head_doc,
    updated_at = now()
  -- Unchanged rows are not rewritten (a status-only edit, a price row saved as it was).
  WHERE (d.category, d.firm_name, d.city, d.district, d.state, d.star_rating, d.from_price_paise,
         d.mrp_paise, d.from_price_unit, d.features, d.cover_thumb_key, d.listed_at, d.doc)
    IS DISTINCT FROM
        (excluded.category, excluded.firm_name, excluded.city, excluded.district, excluded.state,
         excluded.star_rating, excluded.from_price_paise, excluded.mrp_paise,
         excluded.from_price_unit, excluded.features, excluded.cover_thumb_key, excluded.listed_at,
         excluded.doc);

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
