-- The audit trail (issue 28, decision 0060): who did what to which object, when, from which
-- (keyed-hashed) address. Append-only: ids run 1, 2, 3… without gaps, each row carries the hash
-- of the row before it (prev_hash) and its own (hash, over its contents and prev_hash), so
-- `npm run audit -- verify` finds a changed or missing row. No foreign keys: a deleted account
-- or listing keeps its history.
CREATE TABLE audit_log (
  id bigint PRIMARY KEY CHECK (id > 0),
  at timestamptz NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('vendor', 'user', 'operator', 'system')),
  actor_id bigint,
  actor_role text NOT NULL,
  action text NOT NULL,
  object_type text NOT NULL,
  object_id text,
  before jsonb,
  after jsonb,
  reason text,
  request_id text,
  address_hash text,
  prev_hash text NOT NULL,
  hash text NOT NULL UNIQUE
);

CREATE INDEX audit_log_object_idx ON audit_log (object_type, object_id, id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_kind, actor_id, id);

-- Refuses every UPDATE, DELETE and TRUNCATE, whoever asks, even one that would touch no row. Only
-- the table's owner (or a superuser) can take the triggers away: see decision 0060 for what a
-- DBA does with a separate role for the app.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Nobody but the owner is granted these by default; said out loud, for a role granted ALL later.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;
