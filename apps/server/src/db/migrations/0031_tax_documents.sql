-- Tax invoices, credit notes and commission statements (issue 30, decision 0073; docs/billing.md).

-- A vendor's billing details: who Mandap's invoices are made out to. The state decides the place
-- of supply (CGST + SGST inside Mandap's state, IGST across states); the GSTIN is optional (an
-- unregistered vendor gets a B2C invoice) and, when given, checked (shape, state, check character).
CREATE TABLE vendor_billing_details (
  vendor_id bigint PRIMARY KEY REFERENCES vendors (id) ON DELETE CASCADE,
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 2 AND 200),
  address text NOT NULL CHECK (length(address) BETWEEN 10 AND 500),
  state_code text NOT NULL CHECK (state_code ~ '^[0-9]{2}$'),
  gstin text CHECK (gstin ~ '^[0-9]{2}[0-9A-Z]{13}$' AND substr(gstin, 1, 2) = state_code),
  updated_at timestamptz NOT NULL
);

-- The last number of each document series in each financial year (fy_start: the year its April
-- falls in). A document takes its number with one UPDATE of this row inside the transaction that
-- issues it (the payment's own): the row stays locked until that transaction ends, so numbers
-- run without a gap (a rolled-back payment gives its number back) and without a repeat, however
-- many servers verify payments at once.
CREATE TABLE document_counters (
  series text NOT NULL CHECK (series IN ('invoice', 'credit_note')),
  fy_start smallint NOT NULL,
  last_number integer NOT NULL CHECK (last_number >= 0),
  PRIMARY KEY (series, fy_start)
);

-- A vendor's monthly commission statement (issue 30): the commissionable bookings they marked in
-- one calendar month (India time). Open for disputes until dispute_until; then a commission
-- invoice (a tax_documents row with statement_id) is issued for what stands.
CREATE TABLE commission_statements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vendor_id bigint NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  -- The first day of the month the statement covers.
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  issued_at timestamptz NOT NULL,
  dispute_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'invoiced', 'nothing_due')),
  UNIQUE (vendor_id, month)
);
CREATE INDEX commission_statements_open_idx ON commission_statements (dispute_until)
  WHERE status = 'open';

-- One booking on a statement. value_paise: the booking's value as the vendor marked it;
-- commission_paise: the commission on it (7%). A dispute: its reason, the vendor's words, for a
-- wrong value the right one; an operator's decision 'accepted' (the vendor is right: the line
-- is dropped, or its value corrected) or 'rejected' (the line stands as it was).
CREATE TABLE commission_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  statement_id bigint NOT NULL REFERENCES commission_statements (id) ON DELETE CASCADE,
  enquiry_id bigint NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
  couple_first_name text NOT NULL,
  event_date date NOT NULL,
  booked_at timestamptz NOT NULL,
  value_paise bigint NOT NULL CHECK (value_paise > 0),
  commission_basis_points integer NOT NULL CHECK (commission_basis_points BETWEEN 0 AND 10000),
  commission_paise bigint NOT NULL CHECK (commission_paise >= 0),
  dispute_reason text CHECK (dispute_reason IN ('cancelled', 'not_genuine', 'wrong_value')),
  dispute_note text CHECK (length(dispute_note) <= 1000),
  claimed_value_paise bigint CHECK (claimed_value_paise > 0),
  disputed_at timestamptz,
  decision text CHECK (decision IN ('accepted', 'rejected')),
  decision_note text CHECK (length(decision_note) <= 1000),
  decided_by bigint REFERENCES operators (id) ON DELETE SET NULL,
  decided_at timestamptz,
  CHECK ((dispute_reason IS NULL) = (disputed_at IS NULL)),
  CHECK (dispute_reason = 'wrong_value' OR claimed_value_paise IS NULL),
  CHECK (decision IS NULL OR disputed_at IS NOT NULL),
  CHECK ((decision IS NULL) = (decided_at IS NULL))
);
CREATE INDEX commission_lines_statement_idx ON commission_lines (statement_id);
CREATE INDEX commission_lines_open_disputes_idx ON commission_lines (disputed_at)
  WHERE disputed_at IS NOT NULL AND decision IS NULL;

-- Issued tax documents: plan invoices, commission invoices and credit notes. Each holds what it
-- says as issued (supplier and recipient as they were, the lines and the split), so it never
-- changes when a setting or the vendor's details do; a trigger refuses any change to them.
-- vendor_id and the links may become NULL when what they point at is deleted; the document stays
-- (tax law keeps invoices for six years).
CREATE TABLE tax_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('plan_invoice', 'commission_invoice', 'credit_note')),
  series text NOT NULL CHECK (series IN ('invoice', 'credit_note')),
  fy_start smallint NOT NULL,
  sequence integer NOT NULL CHECK (sequence > 0),
  number text NOT NULL UNIQUE CHECK (length(number) <= 16),
  issued_at timestamptz NOT NULL,
  vendor_id bigint REFERENCES vendors (id) ON DELETE SET NULL,
  -- { name, address, stateCode, gstin }: Mandap's details when it was issued.
  supplier jsonb NOT NULL,
  -- { name, address, stateCode, gstin (or null) }: the vendor's billing details then.
  recipient jsonb NOT NULL,
  place_of_supply text NOT NULL CHECK (place_of_supply ~ '^[0-9]{2}$'),
  tax_kind text NOT NULL CHECK (tax_kind IN ('intra', 'inter')),
  -- [{ description, sac, taxablePaise }]: what was supplied.
  lines jsonb NOT NULL,
  taxable_paise bigint NOT NULL CHECK (taxable_paise >= 0),
  cgst_paise bigint NOT NULL CHECK (cgst_paise >= 0),
  sgst_paise bigint NOT NULL CHECK (sgst_paise >= 0),
  igst_paise bigint NOT NULL CHECK (igst_paise >= 0),
  total_paise bigint NOT NULL,
  -- Issued with development placeholders for Mandap's details: printed SPECIMEN.
  specimen boolean NOT NULL,
  -- A plan invoice: the payment it is for. A credit note for a refund: the refunded payment.
  payment_id bigint REFERENCES payments (id) ON DELETE SET NULL,
  -- A commission invoice: its statement.
  statement_id bigint UNIQUE REFERENCES commission_statements (id) ON DELETE SET NULL,
  -- A credit note: the invoice it corrects.
  refers_to bigint REFERENCES tax_documents (id),
  CHECK (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise),
  CHECK ((tax_kind = 'intra' AND igst_paise = 0) OR (tax_kind = 'inter' AND cgst_paise = 0 AND sgst_paise = 0)),
  CHECK ((kind = 'credit_note') = (series = 'credit_note')),
  CHECK ((kind = 'credit_note') = (refers_to IS NOT NULL)),
  UNIQUE (series, fy_start, sequence)
);
CREATE INDEX tax_documents_vendor_idx ON tax_documents (vendor_id, issued_at DESC, id DESC);
CREATE UNIQUE INDEX tax_documents_plan_invoice_idx ON tax_documents (payment_id)
  WHERE kind = 'plan_invoice';
CREATE UNIQUE INDEX tax_documents_refund_idx ON tax_documents (payment_id)
  WHERE kind = 'credit_note' AND payment_id IS NOT NULL;
CREATE INDEX tax_documents_refers_to_idx ON tax_documents (refers_to) WHERE refers_to IS NOT NULL;

CREATE FUNCTION tax_documents_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued tax document is never deleted (%)', OLD.number;
  END IF;
  -- Only the links may change, and only to NULL (what they pointed at was deleted).
  IF (to_jsonb(NEW) - 'vendor_id' - 'payment_id' - 'statement_id')
       IS DISTINCT FROM (to_jsonb(OLD) - 'vendor_id' - 'payment_id' - 'statement_id')
     OR (NEW.vendor_id IS NOT NULL AND NEW.vendor_id IS DISTINCT FROM OLD.vendor_id)
     OR (NEW.payment_id IS NOT NULL AND NEW.payment_id IS DISTINCT FROM OLD.payment_id)
     OR (NEW.statement_id IS NOT NULL AND NEW.statement_id IS DISTINCT FROM OLD.statement_id) THEN
    RAISE EXCEPTION 'an issued tax document is never changed (%); issue a credit note', OLD.number;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER tax_documents_unchanged BEFORE UPDATE OR DELETE ON tax_documents
  FOR EACH ROW EXECUTE FUNCTION tax_documents_unchanged();
