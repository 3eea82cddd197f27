import { dayInWords } from '@mandap/shared/dates';
import { EVENT_TYPE_LABELS } from '@mandap/shared/enquiries';
import { language } from '@mandap/shared/messages/en/locale';
import * as T from '@mandap/shared/messages/en/vendor-home';
import { shownName } from '@mandap/shared/names';
import type { ListingNeed, ListingNeeds, VendorHome } from '@mandap/shared/schemas/vendor-home';
import {
  RESPONSE_MIN_ENQUIRIES,
  usuallyRepliesText,
  waitingWords,
} from '@mandap/shared/vendor-home';
import { ArrowRight, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { categoryLabel } from '@/lib/categories';

// The sections of the vendor's home (issue 31): each item a link straight to where it is
// handled. Links to other features' screens come from the page (`HomeLinks`), which joins them.

/** Where each kind of item is handled. */
export interface HomeLinks {
  enquiry: (enquiryId: number) => string;
  reviews: (reviewId: number) => string;
  need: (listing: ListingNeeds, need: ListingNeed) => string;
  addService: string;
  analytics: string;
  enquiries: string;
}

const itemLink =
  'flex min-w-0 items-center justify-between gap-3 rounded-2xl border border-maroon-100 px-4 py-3 text-stone-800 transition hover:border-maroon-300 hover:bg-marigold-50';
const smallLink =
  'inline-flex items-center gap-1 rounded-full border border-maroon-200 bg-white px-3 py-1.5 text-sm font-medium text-maroon-800 transition hover:bg-maroon-50';

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-600">{children}</p>;
}

/**
 * How long an enquiry has waited: the server's words in English; in another language the same
 * measure, worded here from when it came (the server speaks English only).
 */
function waitingText(e: VendorHome['waitingEnquiries'][number]): string {
  return language === 'en' ? e.waiting : waitingWords(new Date(e.receivedAt), new Date());
}

export function WaitingEnquiriesSection({ home, links }: { home: VendorHome; links: HomeLinks }) {
  const more = home.waitingCount - home.waitingEnquiries.length;
  return (
    <CardSection headingSize="text-xl sm:text-2xl" id="home-enquiries" heading={T.enquiriesHeading}>
      {home.waitingEnquiries.length === 0 ? (
        <Empty>{T.enquiriesEmpty}</Empty>
      ) : (
        <ul className="flex flex-col gap-2">
          {home.waitingEnquiries.map((e) => (
            <li key={e.enquiryId}>
              <Link to={links.enquiry(e.enquiryId)} className={itemLink}>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">
                    {`${shownName(e.coupleName)} · ${EVENT_TYPE_LABELS[e.eventType]}, ${dayInWords(e.eventDate, 'short')}`}
                  </span>
                  <span className="text-sm text-stone-600 break-words">
                    {`${e.firmName} · `}
                    <span className="font-medium text-maroon-800">{waitingText(e)}</span>
                  </span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-maroon-700" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link to={links.enquiries} className={`${smallLink} self-start`}>
          {T.enquiriesMore(more)}
        </Link>
      ) : null}
    </CardSection>
  );
}

export function BookingsSection({ home, links }: { home: VendorHome; links: HomeLinks }) {
  const groups = [
    { label: T.thisWeek, items: home.bookings.filter((b) => b.thisWeek) },
    { label: T.upcoming, items: home.bookings.filter((b) => !b.thisWeek) },
  ].filter((g) => g.items.length > 0);
  return (
    <CardSection headingSize="text-xl sm:text-2xl" id="home-bookings" heading={T.bookingsHeading}>
      {groups.length === 0 ? <Empty>{T.bookingsEmpty}</Empty> : null}
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {group.label}
          </h3>
          <ul className="flex flex-col gap-2">
            {group.items.map((b) => (
              <li key={b.enquiryId}>
                <Link to={links.enquiry(b.enquiryId)} className={itemLink}>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium break-words">
                      {`${dayInWords(b.eventDate, 'short')} · ${EVENT_TYPE_LABELS[b.eventType]}`}
                    </span>
                    <span className="text-sm text-stone-600 break-words">
                      {`${shownName(b.coupleName)} · ${b.firmName}`}
                    </span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-maroon-700" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </CardSection>
  );
}

export function ReviewsSection({ home, links }: { home: VendorHome; links: HomeLinks }) {
  return (
    <CardSection headingSize="text-xl sm:text-2xl" id="home-reviews" heading={T.reviewsHeading}>
      {home.reviews.length === 0 ? (
        <Empty>{T.reviewsEmpty}</Empty>
      ) : (
        <ul className="flex flex-col gap-2">
          {home.reviews.map((r) => (
            <li key={r.reviewId}>
              <Link to={links.reviews(r.reviewId)} className={itemLink}>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">{`“${r.title}”`}</span>
                  <span className="flex items-center gap-1 text-sm text-stone-600">
                    <Star
                      aria-hidden="true"
                      className="size-4 fill-marigold-400 text-marigold-500"
                    />
                    {`${T.ratingOutOf5(r.rating)} · ${r.firmName}`}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-maroon-800">
                  <span className="sr-only sm:not-sr-only">{T.reviewsLink}</span>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

function needLabel(listing: ListingNeeds, need: ListingNeed): string {
  return need === 'freeEnding'
    ? T.freeEnding(dayInWords(listing.freeUntilDay ?? '', 'short'))
    : T.needs[need];
}

export function ListingsSection({ home, links }: { home: VendorHome; links: HomeLinks }) {
  return (
    <CardSection headingSize="text-xl sm:text-2xl" id="home-listings" heading={T.listingsHeading}>
      {home.listingCount === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <Empty>{T.noListings}</Empty>
          <Link to={links.addService} className={smallLink}>
            {T.addService}
          </Link>
        </div>
      ) : home.listings.length === 0 ? (
        <Empty>{T.listingsEmpty}</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {home.listings.map((listing) => (
            <li
              key={listing.listingId}
              className="flex flex-col gap-2 rounded-2xl border border-maroon-100 px-4 py-3"
            >
              <p className="min-w-0 break-words">
                <span className="font-medium text-stone-900">{listing.firmName}</span>
                <span className="text-sm text-stone-600">
                  {` · ${categoryLabel(listing.category)}`}
                </span>
              </p>
              <ul className="flex flex-wrap gap-2">
                {listing.needs.map((need) => (
                  <li key={need}>
                    <Link
                      to={links.need(listing, need)}
                      aria-label={T.needLinkLabel(
                        T.needsAction[need],
                        listing.firmName,
                        needLabel(listing, need),
                      )}
                      className={smallLink}
                    >
                      <span className="text-stone-700">{needLabel(listing, need)}</span>
                      <span aria-hidden="true">·</span>
                      {T.needsAction[need]}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-2xl bg-ivory px-4 py-3">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-display text-2xl font-semibold text-maroon-900">{value}</dd>
      <dd className="text-sm text-stone-600">{note}</dd>
    </div>
  );
}

export function MonthSection({ home, links }: { home: VendorHome; links: HomeLinks }) {
  const { thisMonth, lastMonth } = home.month;
  return (
    <CardSection headingSize="text-xl sm:text-2xl" id="home-month" heading={T.monthHeading}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          label={T.monthViews}
          value={String(thisMonth.views)}
          note={T.lastMonth(lastMonth.views)}
        />
        <Figure
          label={T.monthEnquiries}
          value={String(thisMonth.enquiries)}
          note={T.lastMonth(lastMonth.enquiries)}
        />
      </dl>
      <Link to={links.analytics} className={`${smallLink} self-start`}>
        {T.analyticsLink}
      </Link>
    </CardSection>
  );
}

export function ResponseSection({ home }: { home: VendorHome }) {
  const r = home.response;
  return (
    <CardSection headingSize="text-xl sm:text-2xl" id="home-response" heading={T.responseHeading}>
      {r.received === 0 ? (
        <Empty>{T.noEnquiriesYet}</Empty>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure
              label={T.responseRate}
              value={`${r.ratePercent ?? 0}%`}
              note={T.answered(r.replied, r.received)}
            />
            <Figure
              label={T.replyTime}
              value={r.replyTimeText === null ? '—' : (usuallyRepliesText(r) ?? r.replyTimeText)}
              note={
                r.shownOnStorefront ? T.shownOnStorefront : T.notShownYet(RESPONSE_MIN_ENQUIRIES)
              }
            />
          </dl>
          {r.badges.length > 0 ? (
            <ul aria-label={T.badgesLabel} className="flex flex-wrap gap-2">
              {r.badges.map((badge) => (
                <li
                  key={badge}
                  className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
                >
                  {T.badgeNames[badge] ?? badge}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </CardSection>
  );
}
