-- Grievances (issue 28, decision 0062): anyone, signed in or not, may send one to the grievance
-- officer; it gets a reference at once, an acknowledgement e-mail, and deadlines (48 hours to
-- acknowledge, one month to resolve: Consumer Protection (E-Commerce) Rules 2020, rule 4(5)).
-- Numbered 0022 although 0018-0021 belong to other branches: the migrator applies every version
-- not yet applied, in order, so a gap is no error.
CREATE TABLE grievances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'GRV-' + India's date + 6 random Crockford base32 characters: what the sender quotes.
  reference text NOT NULL UNIQUE CHECK (reference ~ '^GRV-[0-9]{8}-[0-9A-HJKMNP-TV-Z]{6}$'),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL
    CHECK (subject IN ('listing', 'review', 'vendor', 'payment', 'account', 'other')),
  details text NOT NULL,
  -- A storefront or review path on this site, '/Vendors/12/dj-sonu#review-40'.
  link text,
  -- The sender's account when signed in; kept as NULL if the account is deleted.
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  vendor_id bigint REFERENCES vendors (id) ON DELETE SET NULL,
  -- The client address it was sent from: the per-address limit counts these.
  sent_from text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged', 'closed')),
  acknowledged_at timestamptz,
  closed_at timestamptz,
  outcome text,
  -- When the acknowledgement e-mail went out (sent at most once).
  receipt_emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NULL OR vendor_id IS NULL),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL AND outcome IS NOT NULL)),
  CHECK (status = 'open' OR acknowledged_at IS NOT NULL)
);
-- The console's list: what is not closed, oldest first.
CREATE INDEX grievances_open_idx ON grievances (created_at) WHERE status <> 'closed';
-- The per-address limit.
CREATE INDEX grievances_sent_from_idx ON grievances (sent_from, created_at);

-- The grievance officer's replies, each e-mailed to the sender.
CREATE TABLE grievance_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  grievance_id bigint NOT NULL REFERENCES grievances (id) ON DELETE CASCADE,
  body text NOT NULL,
  -- Who replied, as the console names them (operators are another module's).
  author text NOT NULL,
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX grievance_replies_grievance_idx ON grievance_replies (grievance_id, created_at);
