-- The consent ledger (issue 29, decision 0071): which version of the privacy notice each account
-- accepted and when, and each time it turned marketing e-mails on or off. One row per act, never
-- changed afterwards: the current choice is an account's newest row of a purpose. No client
-- address is kept (decision 0071): the row belongs to an account the person signed in to or just
-- created, which is the proof; an address would add personal data without adding to it.
-- Numbered 0029 although 0027 and 0028 belong to other branches (a gap is no error).
CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Erased with the account (the export gives the person their history first).
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('notice', 'marketing')),
  -- The notice version shown when the consent was given or withdrawn: '2026-11-27'.
  notice_version text NOT NULL CHECK (notice_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  given boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('sign_up', 'account_page', 'notice_prompt')),
  at timestamptz NOT NULL,
  CHECK ((vendor_id IS NULL) <> (user_id IS NULL)),
  -- The notice is accepted, never "withdrawn" here: that is deleting the account.
  CHECK (purpose = 'marketing' OR given)
);
CREATE INDEX consents_vendor_idx ON consents (vendor_id, purpose, at DESC, id DESC)
  WHERE vendor_id IS NOT NULL;
CREATE INDEX consents_user_idx ON consents (user_id, purpose, at DESC, id DESC)
  WHERE user_id IS NOT NULL;

-- A ledger is written once: rows are never changed (a new choice is a new row). Deleting stays
-- possible, for the account's erasure (ON DELETE CASCADE).
CREATE FUNCTION consents_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents are append-only: record a new row instead of changing one';
END;
$$;
CREATE TRIGGER consents_no_update BEFORE UPDATE ON consents
  FOR EACH STATEMENT EXECUTE FUNCTION consents_refuse_update();
