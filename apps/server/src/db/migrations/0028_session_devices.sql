-- "Where you are signed in" (issue 29, decision 0070): what the account page shows of each session.
-- - public_id: the session's name towards its owner (listing it, signing it out). The token hash
--   stays inside the server: it is what the cookie's token proves, and must never be shown.
--   Random (gen_random_uuid, PostgreSQL 13 and PGlite alike), so existing rows get one too.
-- - user_agent: the browser's User-Agent at sign-in, cut to 512 characters; the device words
--   ("Chrome on Android") are read from it when shown, so a better reading needs no migration.
--   Null for the sessions open before this migration: shown as an unknown device.
-- - place: the approximate place of the sign-in. Nothing fills it yet (no GeoIP data, and no
--   proxy header is trusted for it: decision 0070); the page shows it only when set.
-- Numbered 0028: 0027 belongs to another branch of issue 29 (a gap is no error).
ALTER TABLE sessions ADD COLUMN public_id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512);
ALTER TABLE sessions ADD COLUMN place text CHECK (char_length(place) <= 120);
CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);
-- An account's sessions: listed on its account page, ended together (password change, suspension).
CREATE INDEX sessions_vendor_idx ON sessions (vendor_id) WHERE vendor_id IS NOT NULL;
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE user_id IS NOT NULL;
