-- Listing plan payments (R11): one row per provider order. Our order_ref is the receipt the
-- provider sees; the provider's ids are recorded as they become known.
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_ref text NOT NULL UNIQUE,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  vendor_id bigint NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('razorpay', 'sandbox')),
  provider_order_id text NOT NULL UNIQUE,
  provider_payment_id text UNIQUE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  currency text NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'refunded')),
  paid_at timestamptz,
  refunded_paise integer CHECK (refunded_paise >= 0),
  provider_refund_id text,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one open order per listing: asking again reuses it.
CREATE UNIQUE INDEX payments_open_order_idx ON payments (listing_id) WHERE status = 'created';
-- At most one settled payment per listing.
CREATE UNIQUE INDEX payments_paid_idx ON payments (listing_id) WHERE status IN ('paid', 'refunded');

-- Webhook events already handled, so a retried delivery changes nothing.
CREATE TABLE payment_webhook_events (
  event_id text PRIMARY KEY,
  event text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
