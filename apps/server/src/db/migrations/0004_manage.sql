-- Per-specification prices of a listing (spec 2.9, R9): saved together, one row per specification.
CREATE TABLE listing_prices (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  specification text NOT NULL,
  mrp_paise integer NOT NULL CHECK (mrp_paise >= 0),
  offer_paise integer NOT NULL CHECK (offer_paise >= 0 AND offer_paise <= mrp_paise),
  position smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, specification)
);

-- The four highlights of the Edit Services screen (R10).
ALTER TABLE listings ADD COLUMN highlights text[] NOT NULL DEFAULT '{}';
