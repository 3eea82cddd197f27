-- Idle timeout (decision 0027): a session not used for 2 days ends, even within its 10 days.
-- The server records a use at most once an hour, so a busy session does not write on every request.
-- Sessions open at the upgrade get the upgrade time as their last use: nobody is signed out by the
-- upgrade itself, and a session nobody uses any more ends 2 days later.
-- No index: the hourly sweep may scan the table (one row per signed-in browser, cheap), and an
-- indexed column that changes every hour would keep PostgreSQL from updating rows in place (HOT).
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
