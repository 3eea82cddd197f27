-- Search at 100,000 listings (issue 33, decision 0084): a page of a category in one city is read
-- in its browse order from an index, only as far as the page goes, instead of every listing of
-- the pair read and sorted. The index's first two columns are 0005's search_documents_facets_idx,
-- which it replaces.
CREATE INDEX search_documents_category_city_complete_idx
  ON search_documents (category, city_key, complete DESC, listed_at DESC, listing_id DESC);
DROP INDEX search_documents_facets_idx;
