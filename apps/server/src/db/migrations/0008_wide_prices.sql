-- Prices up to LIMITS.maxPricePaise (₹10 crore = 10,000,000,000 paise; issue 14, decision 0028):
-- a 32-bit integer holds at most 2,147,483,647 paise (about ₹2.1 crore), and a larger price failed
-- inside the database. The listing's own prices and the copies search keeps of them become bigint;
-- their checks and the price index carry over. Plan amounts (listings.amount_paise, payments) stay
-- integer: the server computes them from the plan table, far below the limit.
ALTER TABLE listing_prices
  ALTER COLUMN mrp_paise TYPE bigint,
  ALTER COLUMN offer_paise TYPE bigint;

ALTER TABLE search_documents
  ALTER COLUMN from_price_paise TYPE bigint,
  ALTER COLUMN mrp_paise TYPE bigint;
