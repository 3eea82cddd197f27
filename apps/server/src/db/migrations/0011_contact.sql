-- Couples contact vendors (issue 15): enquiries and their messages, notifications, the shortlist
-- and the dates a vendor is booked. An enquiry is a conversation: one user, one listing (and that
-- listing's vendor), its messages oldest first, the enquiry's own message the first of them.
CREATE TABLE enquiries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  vendor_id bigint NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  event_date date NOT NULL,
  event_type text NOT NULL CHECK (
    event_type IN ('wedding', 'engagement', 'reception', 'mehndi', 'haldi', 'sangeet', 'birthday',
      'corporate', 'other')
  ),
  city text NOT NULL,
  guests integer NOT NULL CHECK (guests > 0),
  budget_rupees bigint CHECK (budget_rupees > 0),
  message text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'booked', 'declined')),
  -- The newest message's time: the Chat list's order.
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- The last message each side has read (0: none); unread = the other side's messages above it.
  user_read_message_id bigint NOT NULL DEFAULT 0,
  vendor_read_message_id bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A user's Chat list, and their enquiries of the last day (the rate limit).
CREATE INDEX enquiries_user_idx ON enquiries (user_id, last_message_at DESC);
CREATE INDEX enquiries_user_created_idx ON enquiries (user_id, created_at);
-- A vendor's Enquiries page (newest first) and Chat list.
CREATE INDEX enquiries_vendor_idx ON enquiries (vendor_id, created_at DESC);
CREATE INDEX enquiries_vendor_last_idx ON enquiries (vendor_id, last_message_at DESC);
CREATE INDEX enquiries_listing_idx ON enquiries (listing_id);

CREATE TABLE enquiry_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id bigint NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('user', 'vendor')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiry_messages_enquiry_idx ON enquiry_messages (enquiry_id, id);

-- The notification centre: each row is for one user or one vendor.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('enquiry', 'message', 'status')),
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (vendor_id IS NULL))
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX notifications_vendor_idx ON notifications (vendor_id, id DESC)
  WHERE vendor_id IS NOT NULL;
-- The unread badge is polled: its count reads only the unread rows, however many piled up.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id)
  WHERE user_id IS NOT NULL AND read_at IS NULL;
CREATE INDEX notifications_vendor_unread_idx ON notifications (vendor_id)
  WHERE vendor_id IS NOT NULL AND read_at IS NULL;

CREATE TABLE shortlists (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX shortlists_listing_idx ON shortlists (listing_id);

-- Days a vendor has marked a listing booked, by hand or by marking an enquiry Booked.
CREATE TABLE listing_booked_dates (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  day date NOT NULL,
  enquiry_id bigint REFERENCES enquiries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, day)
);
-- The search's event-date filter: the listings booked on one day.
CREATE INDEX listing_booked_dates_day_idx ON listing_booked_dates (day, listing_id);
-- Storefronts show booked dates and search filters on them: both are cached per listings version.
CREATE CONSTRAINT TRIGGER listings_version_booked_dates
  AFTER INSERT OR UPDATE OR DELETE ON listing_booked_dates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();

-- Per listing and day, for analytics (issue 16): enquiries received and shortlist additions.
ALTER TABLE listing_daily_stats
  ADD COLUMN enquiries integer NOT NULL DEFAULT 0 CHECK (enquiries >= 0),
  ADD COLUMN shortlists integer NOT NULL DEFAULT 0 CHECK (shortlists >= 0);
