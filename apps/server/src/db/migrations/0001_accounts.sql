-- Vendors and users are separate roles with separate accounts (R5): an email may hold one of each.
CREATE TABLE vendors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  unique_id text NOT NULL UNIQUE CHECK (unique_id ~ '^VND-[0-9A-HJKMNP-TV-Z]{8}$'),
  name text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vendors_email_key ON vendors (email);

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- Server-side sessions: the cookie holds a random token, the table only its SHA-256.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('vendor', 'user')),
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CHECK ((role = 'vendor') = (vendor_id IS NOT NULL) AND (role = 'user') = (user_id IS NOT NULL))
);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Failed logins, counted per account and per address for the rate limit; swept with sessions.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_idx ON login_failures (account_key, created_at);
CREATE INDEX login_failures_address_idx ON login_failures (address, created_at);
