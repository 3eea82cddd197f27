-- Uploads under way, per vendor and per user (issue 18, decision 0048): a row for each, so that
-- every server sharing the database counts the same uploads. A server renews its leases while their
-- uploads run and deletes each when its upload ends; a crashed server's leases run out by
-- themselves at expires_at. No foreign key to a listing: the upload may be creating it.
CREATE TABLE upload_leases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('vendor', 'user')),
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role = 'vendor') = (vendor_id IS NOT NULL) AND (role = 'user') = (user_id IS NOT NULL))
);
CREATE INDEX upload_leases_vendor_idx ON upload_leases (vendor_id) WHERE vendor_id IS NOT NULL;
CREATE INDEX upload_leases_user_idx ON upload_leases (user_id) WHERE user_id IS NOT NULL;
