-- Searches per client address and minute (issue 27, decision 0058), so that every server counts
-- a client's searches together. Each server counts in memory and adds its counts here in batches
-- about once a second (modules/search/rate-limit.ts); a row lives two minutes, so it has no
-- created_at or updated_at: window_start is its time. UNLOGGED: counts lost in a crash only let a
-- client search a little more in that minute, and no search waits on the write-ahead log.
CREATE UNLOGGED TABLE search_rate_counts (
  window_start timestamptz NOT NULL,
  client text NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (window_start, client)
);
