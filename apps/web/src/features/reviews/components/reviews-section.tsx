import * as r from '@mandap/shared/messages/en/public-ratings';
import * as t from '@mandap/shared/messages/en/public-reviews';
import type { ReviewSort } from '@mandap/shared/reviews';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import type { Review } from '@mandap/shared/schemas/reviews';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock, PenLine } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { SortMenu } from '@/components/ui/sort-menu';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import {
  eligibilityQueryOptions,
  listingReviewsKey,
  listingReviewsQueryOptions,
} from '@/features/reviews/api/reviews';
import { useContactQuery, viewer } from '@/hooks/use-listing-contact';
import { useSession } from '@/hooks/use-session';
import { averageText, ratingAlternative, reviewCountText, starsText } from '@/lib/ratings';
import { withRedirectTo } from '@/lib/safe-redirect';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

// Loaded when a review is written: it brings the form library and the government-ID check of
// photos, which a storefront's first view does not need.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/** The storefront's anchor for its reviews: signing in to write one comes back here. */
export const REVIEWS_ANCHOR = 'reviews';

type ReviewsListing = Pick<
  Storefront,
  'listingId' | 'firmName' | 'url' | 'rating' | 'reviews' | 'contact'
>;

interface ReviewsSectionProps {
  listing: ReviewsListing;
  headingClassName: string;
}

const SORT_LABELS: Record<ReviewSort, string> = { newest: t.sortNewest, highest: t.sortHighest };

/**
 * 'Reviews' on a storefront: the average, the count and the distribution by stars, the reviews
 * (newest first as the storefront came, or highest rated, a page more at a time), writing or
 * editing one's own, the vendor's public reply and reporting. The server's render, and the
 * browser's first, show what the storefront reply holds; what depends on who is signed in comes
 * once the browser knows.
 */
export function ReviewsSection({ listing, headingClassName }: ReviewsSectionProps) {
  const headingId = useId();
  const session = useSession();
  const who = viewer(session);
  const contact = useContactQuery(listing.listingId, who, listing.contact);
  const isOwner = session.status === 'vendor' && contact.isSuccess && contact.data !== null;
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();

  const [sort, setSort] = useState<ReviewSort>('newest');
  // The storefront carries the newest few; past them, or in another order, pages are asked for.
  const [expanded, setExpanded] = useState(false);
  const fetched = sort !== 'newest' || expanded;
  const pages = useInfiniteQuery({
    ...listingReviewsQueryOptions(listing.listingId, sort),
    enabled: fetched,
  });
  // Written or changed on this page: shown at once, whatever the lists say.
  const [mine, setMine] = useState<Review | null>(null);
  const [changed, setChanged] = useState<Readonly<Record<number, Review>>>({});
  // The same request WriteReview makes: the user's own review has no 'Report'.
  const eligibility = useQuery({
    ...eligibilityQueryOptions(listing.listingId, who ?? ''),
    enabled: session.status === 'user',
  });
  const ownId = eligibility.data?.review?.id ?? null;

  const fetchedReviews = pages.data?.pages.flatMap((page) => page.reviews);
  const base = fetched
    ? (fetchedReviews ?? (sort === 'newest' ? listing.reviews : []))
    : listing.reviews;
  const shown = [...(mine ? [mine] : []), ...base.filter((review) => review.id !== mine?.id)].map(
    (review) => changed[review.id] ?? review,
  );
  const hasMore = fetched
    ? pages.hasNextPage || (pages.isPending && sort === 'newest')
    : listing.rating.count > listing.reviews.length;

  const onSaved = (review: Review) => {
    setMine(review);
    setChanged((all) => ({ ...all, [review.id]: review }));
    void queryClient.invalidateQueries({ queryKey: listingReviewsKey(listing.listingId) });
    // The average, the count and the distribution come again with the storefront.
    void revalidator.revalidate();
  };

  const { rating } = listing;
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className={headingClassName}>
        {t.reviews}
      </h2>
      {rating.count > 0 && rating.average !== null ? (
        <RatingSummary
          average={rating.average}
          count={rating.count}
          distribution={rating.distribution}
        />
      ) : (
        <p className="mt-3 text-stone-700">{t.noReviewsYet}</p>
      )}

      <div className="mt-5">
        {session.status === 'user' && who ? (
          <WriteReview listing={listing} who={who} onSaved={onSaved} />
        ) : session.status === 'signed-out' ? (
          <div className="rounded-2xl bg-ivory p-4 ring-1 ring-maroon-100">
            <p className="text-sm text-stone-700">{t.onlyCouplesWhoEnquired(listing.firmName)}</p>
            <Link
              to={withRedirectTo(paths.userLogin, `${listing.url}#${REVIEWS_ANCHOR}`)}
              className={`${secondaryButtonClass} mt-3 py-2 text-sm`}
            >
              <Lock aria-hidden="true" className="size-4" />
              {t.signInToWrite}
            </Link>
          </div>
        ) : null}
      </div>

      {rating.count > 1 || fetched ? (
        <SortMenu
          label={t.sortReviews}
          labels={SORT_LABELS}
          value={sort}
          onChange={setSort}
          className="mt-5 flex items-center gap-2"
        />
      ) : null}

      {shown.length > 0 ? (
        <ul aria-label={t.reviewsOf(listing.firmName)} className="mt-4 flex flex-col gap-5">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                firmName={listing.firmName}
                canReport={session.signedIn && review.id !== ownId && review.id !== mine?.id}
                canReply={isOwner}
                onChange={(next) => setChanged((all) => ({ ...all, [next.id]: next }))}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {fetched && pages.isPending && shown.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-stone-600">
          {t.loadingReviews}
        </p>
      ) : null}
      {fetched && pages.isError ? (
        <div role="alert" className="mt-4 text-sm text-stone-700">
          <p>{t.reviewsNotLoaded}</p>
          <button
            type="button"
            onClick={() => pages.refetch()}
            className={`${secondaryButtonClass} mt-2 py-2 text-sm`}
          >
            {t.tryAgain}
          </button>
        </div>
      ) : null}
      {hasMore && !pages.isError ? (
        <button
          type="button"
          disabled={pages.isFetching}
          onClick={() => {
            if (!fetched) setExpanded(true);
            else void pages.fetchNextPage();
          }}
          className={`${secondaryButtonClass} mt-5 w-full sm:w-auto`}
        >
          {pages.isFetching ? t.loadingReviews : t.showMore}
        </button>
      ) : null}
    </section>
  );
}

interface RatingSummaryProps {
  average: number;
  count: number;
  distribution: Storefront['rating']['distribution'];
}

/** The average, its stars, the count, and one labelled bar per star from 5 to 1. */
function RatingSummary({ average, count, distribution }: RatingSummaryProps) {
  const rows = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: distribution.find((row) => row.stars === stars)?.count ?? 0,
  }));
  return (
    <div className="mt-3 grid gap-5 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="font-display text-4xl font-semibold text-maroon-900">
          {averageText(average)}
          <span className="ml-1 text-base font-normal text-stone-600">{r.outOf5}</span>
        </p>
        <Stars value={average} label={ratingAlternative(average, count)} size="md" />
        <p className="text-sm text-stone-600">{reviewCountText(count)}</p>
      </div>
      <ul aria-label={t.reviewsByStars} className="flex flex-col gap-1.5">
        {rows.map((row) => {
          const percent = count > 0 ? Math.round((row.count / count) * 100) : 0;
          return (
            <li
              key={row.stars}
              className="grid grid-cols-[4rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm"
            >
              <span className="text-stone-700">{starsText(row.stars)}</span>
              {/* An SVG bar: a width in a style attribute would be refused by the page's
                  Content-Security-Policy (style-src 'self') in the server-rendered HTML. */}
              <svg
                aria-hidden="true"
                className="h-2.5 w-full overflow-hidden rounded-full bg-stone-100 ring-1 ring-stone-200"
              >
                <rect width={`${percent}%`} height="100%" rx="5" className="fill-marigold-500" />
              </svg>
              <span className="text-right text-stone-700">
                {row.count}
                <span className="sr-only"> {r.reviewsWord(row.count)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface WriteReviewProps {
  listing: ReviewsListing;
  who: string;
  onSaved: (review: Review) => void;
}

/** A signed-in user's part: whether they may review, the form, or their own review to edit. */
function WriteReview({ listing, who, onSaved }: WriteReviewProps) {
  const queryClient = useQueryClient();
  const eligibility = useQuery(eligibilityQueryOptions(listing.listingId, who));
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const own = eligibility.data?.review ?? null;

  let body: ReactNode;
  if (eligibility.isPending) {
    body = (
      <p role="status" className="text-sm text-stone-600">
        {t.checkingEligibility(listing.firmName)}
      </p>
    );
  } else if (eligibility.isError) {
    body = (
      <div role="alert" className="text-sm text-stone-700">
        <p>{t.eligibilityNotChecked}</p>
        <button
          type="button"
          onClick={() => eligibility.refetch()}
          className={`${secondaryButtonClass} mt-2 py-2 text-sm`}
        >
          {t.tryAgain}
        </button>
      </div>
    );
  } else if (open && (own !== null || eligibility.data.canReview)) {
    body = (
      <>
        <h3 className="mb-4 font-display text-xl font-semibold text-maroon-900">
          {own ? t.editYourReview : t.writeReviewOf(listing.firmName)}
        </h3>
        <Suspense fallback={<p role="status">{t.loadingForm}</p>}>
          <ReviewForm
            listingId={listing.listingId}
            firmName={listing.firmName}
            review={own}
            onCancel={() => setOpen(false)}
            onSaved={(review) => {
              setOpen(false);
              setThanks(own ? t.changesSaved : t.published);
              queryClient.setQueryData(
                eligibilityQueryOptions(listing.listingId, who).queryKey,
                (old) => (old ? { ...old, canReview: false, review } : old),
              );
              void queryClient.invalidateQueries({
                queryKey: eligibilityQueryOptions(listing.listingId, who).queryKey,
              });
              onSaved(review);
            }}
          />
        </Suspense>
      </>
    );
  } else if (own) {
    const until = eligibility.data.editableUntil;
    const editable = until !== null && Date.now() < Date.parse(until);
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">
          {editable ? t.reviewedCanEdit : t.reviewedEditOver}
        </p>
        {editable ? (
          <button
            type="button"
            onClick={() => {
              setThanks(null);
              setOpen(true);
            }}
            className={`${secondaryButtonClass} py-2 text-sm`}
          >
            <PenLine aria-hidden="true" className="size-4" />
            {t.editYourReview}
          </button>
        ) : null}
      </div>
    );
  } else if (eligibility.data.canReview) {
    body = (
      <button
        type="button"
        onClick={() => {
          setThanks(null);
          setOpen(true);
        }}
        className={primaryButtonClass}
      >
        <PenLine aria-hidden="true" className="size-4" />
        {t.writeReview}
      </button>
    );
  } else {
    body = <p className="text-sm text-stone-700">{eligibility.data.reason ?? t.cannotReviewYet}</p>;
  }

  return (
    <div className="rounded-2xl bg-ivory p-4 ring-1 ring-maroon-100 sm:p-5">
      {thanks ? (
        <p role="status" className="mb-3 text-sm font-medium text-emerald-800">
          {thanks}
        </p>
      ) : null}
      {body}
    </div>
  );
}
