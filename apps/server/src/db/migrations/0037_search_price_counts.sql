-- Search at 100,000 listings (issue 33, decision 0084): the counts of a search by price without
-- text are read from indexes alone and from a table of counts per category and price, instead of
-- every document in the price range.

-- How many active listings of each category start at each price (search_documents.from_price_paise;
-- listings without a price are not counted): the category facet of a search by category and price
-- sums the prices in its range here (a few thousand rows) instead of counting tens of thousands
-- of documents. Rows at zero stay, as in search_facets.
CREATE TABLE search_category_prices (
  category text NOT NULL,
  from_price_paise bigint NOT NULL,
  listings integer NOT NULL CHECK (listings >= 0),
  PRIMARY KEY (category, from_price_paise)
);
CREATE INDEX search_category_prices_price_idx
  ON search_category_prices (from_price_paise) INCLUDE (category, listings);

CREATE FUNCTION search_category_prices_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Keys in a fixed order, so two transactions never take the same rows in opposite orders.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_category_prices AS p (category, from_price_paise, listings)
    SELECT category, from_price_paise, count(*) FROM new_rows
    WHERE from_price_paise IS NOT NULL
    GROUP BY category, from_price_paise ORDER BY category, from_price_paise
    ON CONFLICT (category, from_price_paise) DO UPDATE SET listings = p.listings + excluded.listings;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_category_prices AS p SET listings = greatest(p.listings - o.n, 0)
    FROM (
      SELECT category, from_price_paise, count(*) AS n FROM old_rows
      WHERE from_price_paise IS NOT NULL GROUP BY category, from_price_paise
    ) o
    WHERE p.category = o.category AND p.from_price_paise = o.from_price_paise;
  ELSE
    -- Only a listing whose category or starting price changed moves between rows.
    UPDATE search_category_prices AS p SET listings = greatest(p.listings - m.n, 0)
    FROM (
      SELECT o.category, o.from_price_paise, count(*) AS n
      FROM old_rows o JOIN new_rows n ON n.listing_id = o.listing_id
      WHERE o.from_price_paise IS NOT NULL
        AND (o.category, o.from_price_paise) IS DISTINCT FROM (n.category, n.from_price_paise)
      GROUP BY o.category, o.from_price_paise
    ) m
    WHERE p.category = m.category AND p.from_price_paise = m.from_price_paise;
    INSERT INTO search_category_prices AS p (category, from_price_paise, listings)
    SELECT n.category, n.from_price_paise, count(*)
    FROM new_rows n JOIN old_rows o ON o.listing_id = n.listing_id
    WHERE n.from_price_paise IS NOT NULL
      AND (o.category, o.from_price_paise) IS DISTINCT FROM (n.category, n.from_price_paise)
    GROUP BY n.category, n.from_price_paise ORDER BY n.category, n.from_price_paise
    ON CONFLICT (category, from_price_paise) DO UPDATE SET listings = p.listings + excluded.listings;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_category_prices_inserted AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_category_prices_changed();
CREATE TRIGGER search_category_prices_updated AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_category_prices_changed();
CREATE TRIGGER search_category_prices_deleted AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_category_prices_changed();

INSERT INTO search_category_prices (category, from_price_paise, listings)
SELECT category, from_price_paise, count(*)
FROM search_documents WHERE from_price_paise IS NOT NULL
GROUP BY category, from_price_paise;

-- A category's listings in a price range, with their cities; a city's, with their categories:
-- the two halves of the counts of a search by category, city and price, each read from its index
-- alone (10 ms down to about 1 at 100,000 listings). The first also keeps the price order of a
-- category's listings that search_documents_category_price_idx (0010) gave.
CREATE INDEX search_documents_category_price_city_idx
  ON search_documents (category, from_price_paise) INCLUDE (city_key);
DROP INDEX search_documents_category_price_idx;
CREATE INDEX search_documents_city_price_idx
  ON search_documents (city_key, from_price_paise) INCLUDE (category);

-- 0010's statistics of prices per category cost 1 to 5 ms of planning on every search by category
-- and price (the planner walks their 5,000 pairs for each), more than most such searches take to
-- run. Search now picks the plan of such a page itself from the count it already has
-- (repository.resultPage), which is what the statistics were for.
DROP STATISTICS IF EXISTS search_documents_category_price;
