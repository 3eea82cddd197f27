-- "Download my data" and "Delete my account" (issue 29, decision 0072).

-- Closing an account: closed_at when its owner asked (password confirmed), erase_after 7 days on;
-- a sign-in before then cancels (both back to NULL). The erasure job replaces the account's
-- personal data and sets erased_at; the row itself stays (a tombstone named 'Deleted user'), as
-- the other party's chat threads, reviews and the payments kept for tax law still point at it.
ALTER TABLE vendors
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN erase_after timestamptz,
  ADD COLUMN erased_at timestamptz,
  ADD CHECK ((closed_at IS NULL) = (erase_after IS NULL));
ALTER TABLE users
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN erase_after timestamptz,
  ADD COLUMN erased_at timestamptz,
  ADD CHECK ((closed_at IS NULL) = (erase_after IS NULL));
-- The erasure job's question: which closed accounts are due.
CREATE INDEX vendors_erase_due_idx ON vendors (erase_after) WHERE erased_at IS NULL AND erase_after IS NOT NULL;
CREATE INDEX users_erase_due_idx ON users (erase_after) WHERE erased_at IS NULL AND erase_after IS NOT NULL;

-- A listing that was active when its vendor closed the account: hidden ('suspended', out of
-- search; its storefront answers 410) and shown again when a sign-in cancels the deletion, as
-- suspended_with_account does for a suspension (0025). After the erasure it stays hidden for good.
ALTER TABLE listings ADD COLUMN closed_with_account boolean NOT NULL DEFAULT false;
CREATE INDEX listings_closed_with_account_idx ON listings (vendor_id) WHERE closed_with_account;

-- "Download my data": one row per request. id is the public, unguessable id (128 random bits);
-- storage_key the ZIP's key in the media storage's private area, never served as media.
CREATE TABLE data_exports (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  -- The order of requests made in the same instant (a test's clock stands still).
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  role text NOT NULL CHECK (role IN ('vendor', 'user')),
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'preparing'
    CHECK (status IN ('preparing', 'ready', 'expired', 'failed')),
  storage_key text UNIQUE,
  bytes integer CHECK (bytes > 0),
  requested_at timestamptz NOT NULL,
  ready_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role = 'vendor') = (vendor_id IS NOT NULL) AND (role = 'user') = (user_id IS NOT NULL)),
  CHECK (status <> 'ready' OR (storage_key IS NOT NULL AND expires_at IS NOT NULL))
);
-- An account's exports, newest first: the current one, and the requests of the last day.
CREATE INDEX data_exports_vendor_idx ON data_exports (vendor_id, requested_at DESC, seq DESC)
  WHERE vendor_id IS NOT NULL;
CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC, seq DESC)
  WHERE user_id IS NOT NULL;
-- The sweep: ready exports past their 7 days.
CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at) WHERE status = 'ready';

-- What the law requires to be kept of an erased vendor's payments (tax records), apart from the
-- profile: who was billed, for what, and where (the place of supply), copied at the erasure.
-- The payment row itself stays as it is (amounts, dates, the provider's ids).
CREATE TABLE retained_billing_records (
  payment_id bigint PRIMARY KEY REFERENCES payments (id) ON DELETE RESTRICT,
  billed_name text NOT NULL,
  firm_name text NOT NULL,
  category text NOT NULL,
  plan text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  pincode text NOT NULL,
  -- Kept until then (decision 0072: 8 years, India's tax laws).
  keep_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
