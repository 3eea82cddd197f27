-- Enquiries limited per client address as well as per account (issue 27, decision 0054): each
-- enquiry records the address it was sent from, and the limit counts an address's enquiries of
-- the last 24 hours. Older enquiries keep NULL and count for no address.
ALTER TABLE enquiries ADD COLUMN sent_from text;
CREATE INDEX enquiries_sent_from_idx ON enquiries (sent_from, created_at) WHERE sent_from IS NOT NULL;
