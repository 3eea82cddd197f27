-- Notification e-mails are jobs now (issue 18, decision 0047): a job may run again (a retry after
-- a send whose outcome was lost, a server that died under it), so each notification records
-- when its e-mail went and is never e-mailed twice. Older notifications keep NULL: no job will
-- ever ask about them.
ALTER TABLE notifications ADD COLUMN emailed_at timestamptz;
