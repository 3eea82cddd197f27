-- Collecting the commission (issue 30, decision 0076): commission invoices paid through the same
-- payment paths as plans, reminders, and listings hidden from search while one is overdue.

-- A payment pays one thing: a listing's plan (listing_id, as before) or a commission invoice
-- (document_id, a tax_documents row of kind 'commission_invoice'; the service checks the kind).
ALTER TABLE payments
  ALTER COLUMN listing_id DROP NOT NULL,
  ADD COLUMN document_id bigint REFERENCES tax_documents (id),
  ADD CONSTRAINT payments_pays_one_thing CHECK ((listing_id IS NULL) <> (document_id IS NULL));
-- At most one open order per invoice: asking again reuses it (payments_open_order_idx's rule).
CREATE UNIQUE INDEX payments_open_document_idx ON payments (document_id) WHERE status = 'created';
-- At most one settled payment per invoice.
CREATE UNIQUE INDEX payments_paid_document_idx ON payments (document_id)
  WHERE status IN ('paid', 'refunded');

-- What collecting a commission invoice needs beside the document, which never changes: when it is
-- due, which reminders went, when the vendor's listings were hidden for it, and when (and by
-- which payment) it was paid. One row per commission invoice, written in the transaction that
-- issues it.
CREATE TABLE commission_invoices (
  document_id bigint PRIMARY KEY REFERENCES tax_documents (id),
  vendor_id bigint NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  statement_id bigint UNIQUE REFERENCES commission_statements (id) ON DELETE SET NULL,
  -- The month of the statement (its first day) and the bookings billed, as the invoice says.
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  bookings integer NOT NULL CHECK (bookings > 0),
  total_paise bigint NOT NULL CHECK (total_paise > 0),
  -- India's calendar days: issued, and the last day to pay (30 days on).
  issued_on date NOT NULL,
  due_on date NOT NULL CHECK (due_on > issued_on),
  first_reminder_at timestamptz,
  second_reminder_at timestamptz,
  -- When it went overdue and the vendor's active listings left search for it.
  hidden_at timestamptz,
  paid_at timestamptz,
  payment_id bigint REFERENCES payments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (payment_id IS NULL OR paid_at IS NOT NULL)
);
CREATE INDEX commission_invoices_vendor_idx ON commission_invoices (vendor_id, issued_on DESC);
-- The daily job's question: which invoices are not paid yet.
CREATE INDEX commission_invoices_unpaid_idx ON commission_invoices (issued_on) WHERE paid_at IS NULL;

-- A listing that was active when an invoice of its vendor went overdue: hidden ('suspended', out
-- of search) and shown again in the transaction that pays the last overdue invoice, as
-- suspended_with_account (0025) and closed_with_account (0030) do for their causes.
ALTER TABLE listings ADD COLUMN hidden_for_dues boolean NOT NULL DEFAULT false;
CREATE INDEX listings_hidden_for_dues_idx ON listings (vendor_id) WHERE hidden_for_dues;
