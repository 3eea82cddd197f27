-- Storefront views for vendor analytics (R13, issue 12) and the demo marketplace's marker.

-- One row per listing and day (Indian Standard Time). Issue 16 adds its counters here as
-- columns (search_appearances, enquiries, shortlists), each `integer NOT NULL DEFAULT 0`, so a
-- day's figures are one row and the analytics chart one range scan.
CREATE TABLE listing_daily_stats (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, day)
);

-- Who has already been counted today: a keyed hash of (day, address, user agent) per listing,
-- never the address itself. Only today's and yesterday's rows are kept (decision 0022).
CREATE TABLE storefront_views (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (listing_id, day, visitor)
);
CREATE INDEX storefront_views_day_idx ON storefront_views (day);

-- The key of each day's visitor hashes, shared by every app server through the database and
-- deleted with that day's rows, after which no hash can be tied to an address again.
CREATE TABLE storefront_view_salts (
  day date PRIMARY KEY,
  salt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Demo vendors made by `npm run seed`; `npm run seed -- --remove` deletes these and nothing else
-- (their listings, prices, features and media rows go with them by cascade).
ALTER TABLE vendors ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
CREATE INDEX vendors_demo_idx ON vendors (id) WHERE is_demo;
