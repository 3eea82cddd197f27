-- The grievance console (issue 28, decision 0064): each grievance carries a version that every
-- operator action moves (acknowledge, reply, close), so that of two operators acting on the same
-- sight one wins and the other is told (409); and the outcome's code from the close form's fixed
-- list beside its words. Numbered 0026: 0024 and 0025 belong to other branches (a gap is no error).
ALTER TABLE grievances ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE grievances ADD COLUMN outcome_code text
  CHECK (outcome_code IS NULL OR outcome_code ~ '^[a-z_]{1,40}$');
-- The console's closed list: the most recently closed first.
CREATE INDEX grievances_closed_idx ON grievances (closed_at DESC, id DESC) WHERE status = 'closed';
