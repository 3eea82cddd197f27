-- Each account's language (issue 32, decision 0083): what its e-mails are written in, and what
-- the server answers a signed-in person in when no language cookie chose one. Set by the
-- language switch and the account page (PUT /api/account/language), and at sign-up from the
-- request's language. packages/shared/src/messages/languages.ts lists the same languages.
ALTER TABLE vendors
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
ALTER TABLE users
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));

-- The language a grievance was sent in (its request's: the account's, a cookie's or the
-- browser's): its acknowledgement and the officer's replies are e-mailed in it, also to a
-- visitor without an account.
ALTER TABLE grievances
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
