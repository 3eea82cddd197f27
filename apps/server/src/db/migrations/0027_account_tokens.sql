-- Links sent by e-mail (issue 29, decision 0067): a password reset, the verification of an
-- account's address, the confirmation of a new address. The link carries a random 256-bit token;
-- the table keeps only its SHA-256. One live token per account and purpose: issuing one deletes
-- the earlier ones ("the newest only"). A token is used once (used_at) and runs out at expires_at.
CREATE TABLE account_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification', 'email_change')),
  role text NOT NULL CHECK (role IN ('vendor', 'user')),
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- The address the link was sent to: a verification proves this address only, and an e-mail
  -- change moves the account to it.
  email text NOT NULL CHECK (email = lower(email)),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((role = 'vendor') = (vendor_id IS NOT NULL) AND (role = 'user') = (user_id IS NOT NULL))
);
CREATE INDEX account_tokens_vendor_idx ON account_tokens (vendor_id, purpose) WHERE vendor_id IS NOT NULL;
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose) WHERE user_id IS NOT NULL;
CREATE INDEX account_tokens_expires_idx ON account_tokens (expires_at);

-- When the account's current address was proved to be the person's (a verification link
-- followed); NULL: not verified. Accounts made before this have not verified theirs.
ALTER TABLE vendors ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
