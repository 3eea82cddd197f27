-- A vendor's service listing (spec 3 'Service listing', R3, R4). The category is the slug the
-- server took from the form's route; the amount is what the server computed.
CREATE TABLE listings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_id bigint NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  category text NOT NULL,
  firm_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  house_no text NOT NULL,
  city text NOT NULL,
  near_by text NOT NULL,
  district text NOT NULL,
  state text NOT NULL,
  pincode text NOT NULL CHECK (pincode ~ '^[0-9]{6}$'),
  description text NOT NULL,
  plan text NOT NULL CHECK (plan IN ('basic', 'normal', 'premium')),
  star_rating smallint CHECK (star_rating IN (2, 3, 4, 5)),
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  status text NOT NULL DEFAULT 'pending_payment'
    CHECK (status IN ('pending_payment', 'active', 'suspended', 'expired')),
  paid_at timestamptz,
  free_until timestamptz,
  commission_basis_points integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((category = 'hotel') = (star_rating IS NOT NULL))
);
CREATE INDEX listings_vendor_idx ON listings (vendor_id, created_at DESC);
CREATE INDEX listings_active_idx ON listings (category, created_at DESC) WHERE status = 'active';

-- The features (specifications) a vendor ticked, in the catalogue's order.
CREATE TABLE listing_features (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  feature text NOT NULL,
  position smallint NOT NULL,
  PRIMARY KEY (listing_id, feature)
);

-- Images and videos. Images are stored only as processed WebP variants (EXIF gone); videos as
-- uploaded, after their type was checked from their bytes. Keys are random storage names.
CREATE TABLE listing_media (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'video')),
  storage_key text NOT NULL UNIQUE,
  thumb_key text UNIQUE,
  content_type text NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  width integer,
  height integer,
  original_name text NOT NULL,
  position smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_media_listing_idx ON listing_media (listing_id, kind, position);
