-- Vendor analytics (issue 16): how often each listing was shown in a page of search results,
-- per India day. Each server sums its own in memory and adds them in batches (decision 0035).
ALTER TABLE listing_daily_stats
  ADD COLUMN appearances integer NOT NULL DEFAULT 0 CHECK (appearances >= 0);
