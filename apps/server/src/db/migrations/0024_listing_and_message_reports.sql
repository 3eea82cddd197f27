-- Reports of listings and chat messages (issue 28, decision 0065), beside review_reports (0012,
-- 0023): a couple or a vendor reports a listing, or a chat message the other side of their
-- conversation sent, with a reason from a fixed list and details. One report per person and
-- thing; a report is open until an operator dismisses it, or the listing's or the author's
-- suspension closes it as 'actioned'.

CREATE TABLE listing_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  reason text NOT NULL
    CHECK (reason IN ('fake_or_scam', 'offensive', 'wrong_category', 'government_id', 'other')),
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  outcome text CHECK (outcome IN ('dismissed', 'actioned')),
  decided_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  CHECK ((user_id IS NULL) <> (vendor_id IS NULL)),
  CHECK ((decided_at IS NULL) = (outcome IS NULL)),
  CHECK (reason <> 'other' OR details <> '')
);
CREATE UNIQUE INDEX listing_reports_user_idx ON listing_reports (listing_id, user_id)
  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX listing_reports_vendor_idx ON listing_reports (listing_id, vendor_id)
  WHERE vendor_id IS NOT NULL;
-- The queue: open reports, oldest first.
CREATE INDEX listing_reports_open_idx ON listing_reports (created_at, id) WHERE decided_at IS NULL;
-- A reporter's history and the hourly limit's count.
CREATE INDEX listing_reports_by_user_idx ON listing_reports (user_id, created_at)
  WHERE user_id IS NOT NULL;
CREATE INDEX listing_reports_by_vendor_idx ON listing_reports (vendor_id, created_at)
  WHERE vendor_id IS NOT NULL;

-- A chat message's report. The message's author is the other side of its conversation (the
-- service refuses one's own message), kept here so histories and suspensions find it at once.
CREATE TABLE message_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES enquiry_messages (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  author_vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'payment_outside', 'other')),
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  outcome text CHECK (outcome IN ('dismissed', 'actioned')),
  decided_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  CHECK ((user_id IS NULL) <> (vendor_id IS NULL)),
  CHECK ((author_user_id IS NULL) <> (author_vendor_id IS NULL)),
  CHECK ((decided_at IS NULL) = (outcome IS NULL)),
  CHECK (reason <> 'other' OR details <> '')
);
CREATE UNIQUE INDEX message_reports_user_idx ON message_reports (message_id, user_id)
  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX message_reports_vendor_idx ON message_reports (message_id, vendor_id)
  WHERE vendor_id IS NOT NULL;
CREATE INDEX message_reports_open_idx ON message_reports (created_at, id) WHERE decided_at IS NULL;
CREATE INDEX message_reports_by_user_idx ON message_reports (user_id, created_at)
  WHERE user_id IS NOT NULL;
CREATE INDEX message_reports_by_vendor_idx ON message_reports (vendor_id, created_at)
  WHERE vendor_id IS NOT NULL;
-- An author's reports received, and the suspension's closing of them.
CREATE INDEX message_reports_author_user_idx ON message_reports (author_user_id)
  WHERE author_user_id IS NOT NULL;
CREATE INDEX message_reports_author_vendor_idx ON message_reports (author_vendor_id)
  WHERE author_vendor_id IS NOT NULL;

-- The hourly limit counts review reports too (0012 has no index by reporter and time).
CREATE INDEX review_reports_by_user_time_idx ON review_reports (user_id, created_at)
  WHERE user_id IS NOT NULL;
CREATE INDEX review_reports_by_vendor_time_idx ON review_reports (vendor_id, created_at)
  WHERE vendor_id IS NOT NULL;
