-- Searches by price (decision 0021). Their counts per category and city are read from this
-- index alone (an index-only scan of the price range instead of every document: 124 ms down to
-- 25-37 ms at 100,000 listings on PostgreSQL).
CREATE INDEX IF NOT EXISTS search_documents_price_facets_idx
  ON search_documents (from_price_paise) INCLUDE (category, city_key);
-- A category's listings in a price range, in price order or few enough to sort (40 ms to 0.3 ms);
-- cheapest first and dearest first, each with listings without a price last.
CREATE INDEX IF NOT EXISTS search_documents_category_price_idx
  ON search_documents (category, from_price_paise);
CREATE INDEX IF NOT EXISTS search_documents_category_price_desc_idx
  ON search_documents (category, from_price_paise DESC NULLS LAST);
-- Prices depend on the category (a mehndi artist is not priced like a venue): without these
-- statistics the planner took 27 mehndi listings at 10,000 to 40,000 rupees for 2,400 and read
-- the category's 7,000 listings newest first to find them (70 ms instead of 0.1 ms). Categories
-- times distinct prices are a few thousand pairs, all of which the list holds.
CREATE STATISTICS IF NOT EXISTS search_documents_category_price (mcv)
  ON category, from_price_paise FROM search_documents;
ALTER STATISTICS search_documents_category_price SET STATISTICS 5000;
