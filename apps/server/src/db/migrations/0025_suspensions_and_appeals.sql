-- Suspensions, restores and appeals (issue 28, decision 0066). An operator suspends a listing, a
-- vendor's account or a user's account with a reason; the vendor may appeal a suspension once;
-- another operator upholds it or restores.
--
-- Every suspension is a row here: who, when, why (a code of the fixed list and the operator's
-- words), and for a listing the status it had, so a restore gives back exactly that. The row
-- stays when the suspension ends (restored_at), so the console shows earlier actions and an
-- appeal names the suspension it is about.
CREATE TABLE suspensions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  object_type text NOT NULL CHECK (object_type IN ('listing', 'vendor', 'user')),
  listing_id bigint REFERENCES listings (id) ON DELETE CASCADE,
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  suspended_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  suspended_at timestamptz NOT NULL,
  -- A listing's status when it was suspended ('active', 'pending_payment', 'expired').
  status_before text CHECK (status_before IN ('pending_payment', 'active', 'expired')),
  restored_at timestamptz,
  restored_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  restore_reason text,
  CHECK (
    (object_type = 'listing' AND listing_id IS NOT NULL AND status_before IS NOT NULL)
    OR (object_type = 'vendor' AND vendor_id IS NOT NULL AND listing_id IS NULL)
    OR (object_type = 'user' AND user_id IS NOT NULL AND listing_id IS NULL AND vendor_id IS NULL)
  )
);
CREATE INDEX suspensions_listing_idx ON suspensions (listing_id, suspended_at) WHERE listing_id IS NOT NULL;
CREATE INDEX suspensions_vendor_idx ON suspensions (vendor_id, suspended_at) WHERE vendor_id IS NOT NULL;
CREATE INDEX suspensions_user_idx ON suspensions (user_id, suspended_at) WHERE user_id IS NOT NULL;

-- listings.status 'suspended' is also a refund's (payments). suspension_id says Mandap suspended
-- it (an operator, open suspension): the storefront answers 410 and only a restore undoes it.
-- suspended_with_account: the listing was active when its vendor's account was suspended, and
-- comes back when the account is restored. moderation_version: raised by every operator action
-- on the listing, so a second action on the same sight is refused (409).
ALTER TABLE listings
  ADD COLUMN suspension_id bigint REFERENCES suspensions (id) ON DELETE SET NULL,
  ADD COLUMN suspended_with_account boolean NOT NULL DEFAULT false,
  ADD COLUMN moderation_version integer NOT NULL DEFAULT 0;
CREATE INDEX listings_suspended_with_account_idx ON listings (vendor_id) WHERE suspended_with_account;

-- An account's open suspension: sign-in refused, sessions ended, and (vendor) listings hidden.
ALTER TABLE vendors
  ADD COLUMN suspension_id bigint REFERENCES suspensions (id) ON DELETE SET NULL,
  ADD COLUMN moderation_version integer NOT NULL DEFAULT 0;
ALTER TABLE users
  ADD COLUMN suspension_id bigint REFERENCES suspensions (id) ON DELETE SET NULL,
  ADD COLUMN moderation_version integer NOT NULL DEFAULT 0;

-- A vendor's appeal of a suspension (of a listing of theirs or of their account): one per
-- suspension (the primary key), decided by an operator other than the one who suspended.
CREATE TABLE appeals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  suspension_id bigint NOT NULL UNIQUE REFERENCES suspensions (id) ON DELETE CASCADE,
  vendor_id bigint NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  outcome text CHECK (outcome IN ('upheld', 'restored')),
  decided_at timestamptz,
  decided_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  decision_reason text,
  version integer NOT NULL DEFAULT 0,
  CHECK ((decided_at IS NULL) = (outcome IS NULL))
);
-- The console's queue: open appeals, oldest first.
CREATE INDEX appeals_open_idx ON appeals (created_at, id) WHERE decided_at IS NULL;
