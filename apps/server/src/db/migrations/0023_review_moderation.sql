-- The first moderation loop (issue 28, decision 0063): operators dismiss reports of a review, hide
-- it ('removed', which leaves the rating and search at once through 0012's triggers) or restore it.
--
-- A review's moderation version: raised by every decision, every new report and every edit by
-- its author, so an operator's decision names the version they saw and a second decision made on
-- the same sight (another operator's, or one made before a new report or edit) is refused.
ALTER TABLE reviews ADD COLUMN moderation_version integer NOT NULL DEFAULT 0;

-- A report is open until decided: the decision that closed it (dismissed: the review stays;
-- hidden: the review was hidden), by which operator and when. Reports arriving after a decision
-- open the review again.
ALTER TABLE review_reports
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN outcome text CHECK (outcome IN ('dismissed', 'hidden')),
  ADD COLUMN decided_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  ADD CHECK ((decided_at IS NULL) = (outcome IS NULL));

-- The queue: open reports, oldest first.
CREATE INDEX review_reports_open_idx ON review_reports (created_at, id) WHERE decided_at IS NULL;
-- A reporter's history.
CREATE INDEX review_reports_user_history_idx ON review_reports (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX review_reports_vendor_history_idx ON review_reports (vendor_id)
  WHERE vendor_id IS NOT NULL;

-- Why a hidden review was hidden (the reason code from the fixed list), and when: the author's
-- own view and the queue of hidden reviews show it; the audit log keeps who and the details.
ALTER TABLE reviews
  ADD COLUMN moderation_reason text,
  ADD COLUMN moderated_at timestamptz;
CREATE INDEX reviews_hidden_idx ON reviews (moderated_at DESC, id DESC) WHERE status = 'removed';
