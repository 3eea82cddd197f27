-- Chat that holds (issue 27, decision 0055): each person may send so many chat messages a minute
-- and a day, counted from the messages themselves in the database every server shares. A chat
-- message records its sender's id (the user's or the vendor's, as `sender` says); an enquiry's
-- own message keeps NULL, since the enquiry limit counts it.
ALTER TABLE enquiry_messages ADD COLUMN sender_id bigint;

-- The last day's chat messages (all but each enquiry's first) are counted from the start.
UPDATE enquiry_messages m
SET sender_id = CASE WHEN m.sender = 'user' THEN e.user_id ELSE e.vendor_id END
FROM enquiries e
WHERE e.id = m.enquiry_id
  AND m.created_at > now() - interval '1 day'
  AND m.id > (SELECT min(f.id) FROM enquiry_messages f WHERE f.enquiry_id = m.enquiry_id);

-- One person's chat messages of the last day, newest first: the limit's count.
CREATE INDEX enquiry_messages_sender_idx ON enquiry_messages (sender, sender_id, created_at)
  WHERE sender_id IS NOT NULL;
