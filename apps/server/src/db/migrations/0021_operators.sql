-- Operators (issue 28, decision 0061): a third kind of account, made only by `npm run operator`,
-- never from the web. Their sessions, set-up links and recovery codes are tables of their own, so
-- nothing of theirs can pass for a vendor's or a user's, nor the reverse.
CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('moderator', 'admin')),
  -- Null until the set-up link is used.
  password_hash text,
  -- The authenticator's secret (base32): pending until a code from it is confirmed.
  totp_pending_secret text,
  totp_secret text,
  -- The last 30-second step a code was accepted for: a code is never taken twice.
  totp_last_step bigint,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_email_key ON operators (email);

-- One-time set-up links printed by the command: only the token's SHA-256 is kept.
CREATE TABLE operator_setup_links (
  token_hash text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX operator_setup_links_operator_idx ON operator_setup_links (operator_id);

-- Ten per operator, SHA-256 of 80 random bits each; a used one keeps its row, marked used.
CREATE TABLE operator_recovery_codes (
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  PRIMARY KEY (operator_id, code_hash)
);

-- An operator's session: its own cookie and table. `stage` is how far the sign-in got: 'enrol'
-- (password set, authenticator not yet confirmed), 'second_factor' (password right, code
-- awaited) or 'signed_in'; only the last opens the console.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('enrol', 'second_factor', 'signed_in')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);
