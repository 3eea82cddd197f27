-- Verified reviews (issue 16, decision 0034). A user reviews a listing after an enquiry to it
-- whose event date has passed or that the vendor marked Booked: the server checks that, and the
-- enquiry is kept as what makes the review verified. One review per user and listing.
CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A review lasts as long as the enquiry that verifies it.
  enquiry_id bigint NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL,
  body text NOT NULL,
  -- The first day of the month of that enquiry's event ('Verified enquiry, March 2026').
  event_month date NOT NULL CHECK (extract(day FROM event_month) = 1),
  -- Reported reviews stay visible until moderated; removed ones are never shown or counted.
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'reported', 'removed')),
  vendor_reply text,
  vendor_replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, listing_id),
  CHECK ((vendor_reply IS NULL) = (vendor_replied_at IS NULL))
);
-- A listing's reviews, newest first and highest first, removed ones left out.
CREATE INDEX reviews_listing_newest_idx ON reviews (listing_id, created_at DESC, id DESC)
  WHERE status <> 'removed';
CREATE INDEX reviews_listing_highest_idx
  ON reviews (listing_id, rating DESC, created_at DESC, id DESC) WHERE status <> 'removed';
CREATE INDEX reviews_enquiry_idx ON reviews (enquiry_id);

-- Photos are stored as listing images are (migration 0002): a large WebP and a thumbnail, EXIF
-- gone, under random keys; the orphan sweep keeps the files these rows name.
CREATE TABLE review_photos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  storage_key text NOT NULL UNIQUE,
  thumb_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  width integer NOT NULL,
  height integer NOT NULL,
  original_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_photos_review_idx ON review_photos (review_id, position, id);

-- Reports by anyone signed in, user or vendor; one per person and review (a second is ignored).
CREATE TABLE review_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  vendor_id bigint REFERENCES vendors (id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (vendor_id IS NULL))
);
CREATE UNIQUE INDEX review_reports_user_idx ON review_reports (review_id, user_id)
  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX review_reports_vendor_idx ON review_reports (review_id, vendor_id)
  WHERE vendor_id IS NOT NULL;

-- Each listing's rating: how many reviews count (published and reported, not removed), the sum
-- of their stars and how many gave each star. Kept by the trigger below, so summaries, search
-- and storefronts read one row instead of counting reviews.
CREATE TABLE listing_ratings (
  listing_id bigint PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  stars_1 integer NOT NULL DEFAULT 0 CHECK (stars_1 >= 0),
  stars_2 integer NOT NULL DEFAULT 0 CHECK (stars_2 >= 0),
  stars_3 integer NOT NULL DEFAULT 0 CHECK (stars_3 >= 0),
  stars_4 integer NOT NULL DEFAULT 0 CHECK (stars_4 >= 0),
  stars_5 integer NOT NULL DEFAULT 0 CHECK (stars_5 >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Search shows, filters and sorts on the rating: the average rounded to one decimal, as shown
-- (so 'minRating=4' keeps every card that reads 4.0 or more), null without reviews.
ALTER TABLE search_documents
  ADD COLUMN rating_avg numeric(2, 1),
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0;
-- sort=rating: average, then count, then newest; listings without reviews last.
CREATE INDEX search_documents_rating_idx ON search_documents
  (rating_avg DESC NULLS LAST, rating_count DESC, listed_at DESC, listing_id DESC);
CREATE INDEX search_documents_category_rating_idx ON search_documents
  (category, rating_avg DESC NULLS LAST, rating_count DESC, listed_at DESC, listing_id DESC);

-- The average as search and the API show it.
CREATE FUNCTION rating_average(total integer, n integer) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN n > 0 THEN round(total::numeric / n, 1) END $$;

-- Adds (delta 1) or takes away (delta -1) one review of `stars` from a listing's rating, and
-- copies the result to its search document (if it is active: others have none).
CREATE FUNCTION listing_ratings_add(listing bigint, stars smallint, delta integer) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO listing_ratings AS r
    (listing_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
  VALUES (
    listing, greatest(delta, 0), greatest(delta, 0) * stars,
    CASE WHEN stars = 1 THEN greatest(delta, 0) ELSE 0 END,
    CASE WHEN stars = 2 THEN greatest(delta, 0) ELSE 0 END,
    CASE WHEN stars = 3 THEN greatest(delta, 0) ELSE 0 END,
    CASE WHEN stars = 4 THEN greatest(delta, 0) ELSE 0 END,
    CASE WHEN stars = 5 THEN greatest(delta, 0) ELSE 0 END
  )
  ON CONFLICT (listing_id) DO UPDATE SET
    review_count = r.review_count + delta,
    rating_sum = r.rating_sum + delta * stars,
    stars_1 = r.stars_1 + CASE WHEN stars = 1 THEN delta ELSE 0 END,
    stars_2 = r.stars_2 + CASE WHEN stars = 2 THEN delta ELSE 0 END,
    stars_3 = r.stars_3 + CASE WHEN stars = 3 THEN delta ELSE 0 END,
    stars_4 = r.stars_4 + CASE WHEN stars = 4 THEN delta ELSE 0 END,
    stars_5 = r.stars_5 + CASE WHEN stars = 5 THEN delta ELSE 0 END,
    updated_at = now();
  UPDATE search_documents d
  SET rating_avg = rating_average(r.rating_sum, r.review_count),
      rating_count = r.review_count,
      updated_at = now()
  FROM listing_ratings r
  WHERE r.listing_id = listing AND d.listing_id = listing;
END
$$;

CREATE FUNCTION reviews_rating_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.listing_id = NEW.listing_id AND OLD.rating = NEW.rating
       AND (OLD.status = 'removed') = (NEW.status = 'removed') THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.status <> 'removed' THEN
      PERFORM listing_ratings_add(OLD.listing_id, OLD.rating, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.status <> 'removed' THEN
      PERFORM listing_ratings_add(NEW.listing_id, NEW.rating, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER reviews_rating AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_changed();

-- search_refresh (0005) deletes a document when its listing stops being active and inserts a
-- fresh one when it is active again: the new row takes the rating from listing_ratings here, so
-- no refresh, whichever way it comes, loses it. (Its updates leave the two columns alone.)
CREATE FUNCTION search_documents_rating() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  SELECT rating_average(r.rating_sum, r.review_count), r.review_count
  INTO NEW.rating_avg, NEW.rating_count
  FROM listing_ratings r WHERE r.listing_id = NEW.listing_id;
  NEW.rating_count := coalesce(NEW.rating_count, 0);
  RETURN NEW;
END
$$;
CREATE TRIGGER search_documents_rating BEFORE INSERT ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_documents_rating();

-- Search answers and rendered storefronts are cached per listings version (0005): a review, a
-- reply, a report (it changes the status) or a photo shows at once.
CREATE CONSTRAINT TRIGGER listings_version_reviews AFTER INSERT OR UPDATE OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();
CREATE CONSTRAINT TRIGGER listings_version_review_photos
  AFTER INSERT OR UPDATE OR DELETE ON review_photos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_version_bump();
