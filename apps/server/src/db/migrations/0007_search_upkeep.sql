-- Search reads its GIN indexes on every request; listings are written a few at a time. With
-- fastupdate (the default) new entries wait in a pending list that every search scans in full
-- until a vacuum merges it, and PGlite never vacuums on its own: 10,000 seeded listings made a
-- word lookup 4 ms instead of 1. Entries now go straight into the index (decision 0021).
ALTER INDEX search_documents_doc_idx SET (fastupdate = off);
ALTER INDEX search_documents_head_doc_idx SET (fastupdate = off);
ALTER INDEX search_documents_features_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('search_documents_doc_idx'::regclass);
SELECT gin_clean_pending_list('search_documents_head_doc_idx'::regclass);
SELECT gin_clean_pending_list('search_documents_features_idx'::regclass);
