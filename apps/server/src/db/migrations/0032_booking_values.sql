-- Booking values and the couple's answer (issue 30, decision 0075; docs/billing.md).

-- Marking an enquiry Booked records the booking's value (paise, as the vendor typed it in
-- rupees), when it was marked, and the commission it carries in basis points: 0 when marked
-- within the listing's free period (booked_at not after listings.free_until), the listing's rate
-- after. The three go together. A later Declined leaves them as they were (the history the
-- statement line already copied); a new Booked replaces them and asks the couple again.
ALTER TABLE enquiries
  ADD COLUMN booking_value_paise bigint CHECK (booking_value_paise > 0),
  ADD COLUMN booked_at timestamptz,
  ADD COLUMN commission_basis_points integer CHECK (commission_basis_points BETWEEN 0 AND 10000),
  ADD CONSTRAINT enquiries_booking_together CHECK (
    (booking_value_paise IS NULL) = (booked_at IS NULL)
    AND (booked_at IS NULL) = (commission_basis_points IS NULL)
  );

-- The couple's answer to "Did you book <vendor> for <date>?", in the app or from the e-mailed
-- links, shown on the statement line. The links carry a random 256-bit token; only its SHA-256
-- is kept, with when the links stop working (one token per booking: a new Booked replaces it).
ALTER TABLE enquiries
  ADD COLUMN couple_answer text CHECK (couple_answer IN ('yes', 'no')),
  ADD COLUMN couple_answered_at timestamptz,
  ADD COLUMN couple_answered_via text CHECK (couple_answered_via IN ('app', 'email')),
  ADD COLUMN answer_token_hash text UNIQUE,
  ADD COLUMN answer_token_expires_at timestamptz,
  ADD CONSTRAINT enquiries_answer_together CHECK (
    (couple_answer IS NULL) = (couple_answered_at IS NULL)
    AND (couple_answer IS NULL) = (couple_answered_via IS NULL)
  ),
  ADD CONSTRAINT enquiries_answer_token_together CHECK (
    (answer_token_hash IS NULL) = (answer_token_expires_at IS NULL)
  );

-- The monthly statement job: the commissionable bookings marked in one month (India time).
CREATE INDEX enquiries_commissionable_idx ON enquiries (booked_at, vendor_id)
  WHERE commission_basis_points > 0;
