-- Counting that a script cannot move (issue 27, decision 0056): who has been counted, per
-- listing, India day and kind (a storefront view, a search appearance, a shortlist), as a keyed
-- hash of the person (the account when signed in, else the address or its IPv6 /64, never the
-- user agent) with the day's salt of storefront_view_salts. A person counts once per listing,
-- kind and day, on every server alike. Kept for today and yesterday only, like the salts, by the
-- prune-view-visitors job.
CREATE TABLE counted_visitors (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'appearance', 'shortlist')),
  visitor text NOT NULL,
  PRIMARY KEY (listing_id, day, kind, visitor)
);
CREATE INDEX counted_visitors_day_idx ON counted_visitors (day);

-- Its visitors hashed the user agent in (decision 0022), so no new hash could match them: the
-- views they counted stay in listing_daily_stats; who was counted today starts afresh.
DROP TABLE storefront_views;
