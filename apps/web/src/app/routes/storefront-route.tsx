import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import { indianDate } from '@mandap/shared/dates';
import * as t from '@mandap/shared/messages/en/public-storefront';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { CalendarDays, MapPin, Send, Star } from 'lucide-react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { ReportListing } from '@/components/reports/report-listing';
import { CategoryIcon } from '@/components/ui/category-icon';
import { DocumentTitle } from '@/components/ui/document-title';
import { FromPrice } from '@/components/ui/from-price';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/styles';
import { paths, searchPath } from '@/config/paths';
import { ENQUIRY_ANCHOR, EnquirySection } from '@/features/enquiry/components/enquiry-section';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';
import { ShortlistHeart } from '@/features/shortlist/components/shortlist-heart';
import { getStorefront } from '@/features/storefront/api/storefront';
import { Availability } from '@/features/storefront/components/availability';
import { ContactBox } from '@/features/storefront/components/contact-box';
import { Gallery } from '@/features/storefront/components/gallery';
import { PriceTable } from '@/features/storefront/components/price-table';
import { storefrontCard } from '@/features/storefront/lib/storefront-card';
import { useIndianToday } from '@/hooks/use-indian-today';
import { ApiError } from '@/lib/api-client';
import { categoryLabel } from '@/lib/categories';
import { featureLabels, labelOf } from '@/lib/feature-labels';
import { monthYear, placeLine } from '@/lib/format';
import { HydrateLater } from '@/lib/ssr/hydrate-later';
import { storefrontHead } from './head';
import { StorefrontNotFound } from './storefront-not-found';

const NOT_FOUND = 'This vendor is not available.';

/**
 * The storefront of one active listing. The slug is for people and search engines, the id finds
 * the listing: a missing or old slug (the firm was renamed) redirects for good to the canonical
 * URL, and a listing that is gone or not active answers 404. `today` is India's day as the data
 * was read: the availability calendars and the enquiry's date field start from it, the same in
 * the server's render and the browser's hydration of it.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const raw = params.listingId ?? '';
  const listingId = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(listingId)) {
    throw data({ message: NOT_FOUND }, { status: 404 });
  }
  let listing: Storefront;
  try {
    listing = await getStorefront(context, listingId, request.signal);
  } catch (error) {
    // 410: suspended by Mandap (decision 0066); the page says so, with the server's words.
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      throw data(
        { message: error.hasServerMessage ? error.message : NOT_FOUND },
        { status: error.status },
      );
    }
    throw error;
  }
  if (params.slug !== listing.slug) throw redirect(listing.url, 301);
  const labels = await featureLabels([
    ...listing.features,
    ...listing.highlights,
    ...listing.prices.map((row) => row.specification),
  ]);
  return { ...listing, today: indianDate(new Date()), featureLabels: labels };
}

export const handle = {
  head: (loaderData: unknown) => storefrontHead(loaderData as Storefront),
};

const sectionHeadingClass = 'font-display text-2xl font-semibold text-maroon-900';

/**
 * A vendor's page (R12): gallery, description, features, prices, place, availability, contact
 * and the enquiry form, with the shortlist heart beside the name.
 */
export function Component() {
  const listing = useLoaderData<typeof loader>();
  const today = useIndianToday(listing.today);
  const category = categoryBySlug(listing.category);
  const label = categoryLabel(listing.category);
  const images = listing.media.filter((m) => m.kind === 'image');
  const videos = listing.media.filter((m) => m.kind === 'video');
  const since = monthYear(listing.listedSince);

  return (
    <article className="mx-auto max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
      <nav aria-label={t.breadcrumb} className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <li>
            <Link to={paths.home} className="hover:text-maroon-800 hover:underline">
              {t.home}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={searchPath({ category: listing.category })}
              className="hover:text-maroon-800 hover:underline"
            >
              {label}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={searchPath({ category: listing.category, city: listing.city })}
              className="hover:text-maroon-800 hover:underline"
            >
              {listing.city}
            </Link>
          </li>
        </ol>
      </nav>

      <HydrateLater>
        <header className="relative mt-3 pr-14">
          <ShortlistHeart
            key={listing.listingId}
            listing={storefrontCard(listing)}
            variant="page"
            className="absolute top-0 right-0 z-10 w-64 max-w-[calc(100vw-2rem)]"
          />
          <p className="inline-flex items-center gap-1.5 rounded-full bg-maroon-50 px-2.5 py-0.5 text-sm font-medium text-maroon-800 ring-1 ring-maroon-100">
            {category ? <CategoryIcon icon={category.icon} className="size-4" /> : null}
            {label}
          </p>
          {/* What the vendor typed, as written: not for a translator (issue 32). */}
          <h1
            translate="no"
            className="mt-2 font-display text-3xl font-semibold text-balance text-maroon-900 sm:text-4xl"
          >
            {listing.firmName}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-700">
            <p translate="no" className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-marigold-700" />
              {placeLine(listing.city, listing.district, listing.state)}
            </p>
            {listing.starRating ? (
              <p className="flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-marigold-400 text-marigold-500" />
                {t.starHotel(listing.starRating)}
              </p>
            ) : null}
            {/* Earned by the vendor's replies, never bought (issue 31, decision 0077). */}
            {listing.responsiveness ? (
              <p className="flex flex-wrap items-center gap-2">
                {listing.responsiveness.replyTimeText}
                {listing.responsiveness.badges.map((badge) => (
                  <span
                    key={badge}
                    className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
                  >
                    {badge}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <FromPrice
            fromPricePaise={listing.fromPricePaise}
            mrpPaise={null}
            offPercent={null}
            unit={listing.fromPriceUnit}
            className="mt-2"
          />
          {listing.highlights.length > 0 ? (
            <ul aria-label={t.highlights} className="mt-3 flex flex-wrap gap-2">
              {listing.highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
                >
                  {labelOf(listing.featureLabels, highlight)}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
      </HydrateLater>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <HydrateLater>
          <div className="min-w-0">
            <Gallery images={images} firmName={listing.firmName} />
          </div>
        </HydrateLater>

        {/* Right after the photos on a phone, beside everything on a wide screen. */}
        <HydrateLater>
          <aside
            aria-label={t.contactAndDetails}
            className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <ContactBox
              listingId={listing.listingId}
              firmName={listing.firmName}
              returnPath={listing.url}
              initialContact={listing.contact}
            />
            {/* A plain link: it works before the page's script has loaded. */}
            <a href={`#${ENQUIRY_ANCHOR}`} className={`${primaryButtonClass} w-full`}>
              <Send aria-hidden="true" className="size-4" />
              {t.sendEnquiry}
            </a>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-2xl border border-maroon-100 bg-white p-5 text-sm shadow-sm">
              <dt className="text-stone-500">{t.category}</dt>
              <dd className="font-medium text-stone-900">{label}</dd>
              {since ? (
                <>
                  <dt className="flex items-center gap-1 text-stone-500">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {t.listedSince}
                  </dt>
                  <dd className="font-medium text-stone-900">{since}</dd>
                </>
              ) : null}
            </dl>
          </aside>
        </HydrateLater>

        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="storefront-about">
            <h2 id="storefront-about" className={sectionHeadingClass}>
              {t.about}
            </h2>
            <p translate="no" className="mt-3 leading-relaxed whitespace-pre-line text-stone-800">
              {listing.description}
            </p>
          </section>

          <section aria-labelledby="storefront-prices">
            <h2 id="storefront-prices" className={sectionHeadingClass}>
              {t.prices}
            </h2>
            <div className="mt-3">
              <PriceTable prices={listing.prices} featureLabels={listing.featureLabels} />
            </div>
          </section>

          {listing.features.length > 0 ? (
            <section aria-labelledby="storefront-features">
              <h2 id="storefront-features" className={sectionHeadingClass}>
                {t.features}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {listing.features.map((feature) => (
                  <li
                    key={feature}
                    className="rounded-full bg-marigold-50 px-3 py-1 text-sm text-stone-800 ring-1 ring-marigold-200"
                  >
                    {labelOf(listing.featureLabels, feature)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {videos.length > 0 ? (
            <section aria-labelledby="storefront-videos">
              <h2 id="storefront-videos" className={sectionHeadingClass}>
                {t.videos}
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {videos.map((video, index) => (
                  <li key={video.url}>
                    {/* biome-ignore lint/a11y/useMediaCaption: vendors upload their own films; no captions exist for them. */}
                    <video
                      controls
                      preload="none"
                      src={video.url}
                      width={video.width ?? 640}
                      height={video.height ?? 360}
                      aria-label={t.videoName(listing.firmName, index + 1)}
                      className="aspect-video w-full rounded-2xl bg-maroon-950"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="storefront-location">
            <h2 id="storefront-location" className={sectionHeadingClass}>
              {t.location}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
              <dt className="text-stone-500">{t.city}</dt>
              <dd>{listing.city}</dd>
              <dt className="text-stone-500">{t.district}</dt>
              <dd>{listing.district}</dd>
              <dt className="text-stone-500">{t.state}</dt>
              <dd>{listing.state}</dd>
              {listing.nearBy ? (
                <>
                  <dt className="text-stone-500">{t.nearby}</dt>
                  <dd>{listing.nearBy}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <HydrateLater>
            <Availability
              firmName={listing.firmName}
              bookedDates={listing.bookedDates}
              today={today}
              headingClassName={sectionHeadingClass}
            />
          </HydrateLater>

          <HydrateLater>
            <ReviewsSection
              key={`reviews-${listing.listingId}`}
              listing={listing}
              headingClassName={sectionHeadingClass}
            />
          </HydrateLater>

          <HydrateLater>
            <EnquirySection key={listing.listingId} listing={listing} today={today} />
          </HydrateLater>

          <HydrateLater>
            <ReportListing key={`report-${listing.listingId}`} listing={listing} />
          </HydrateLater>
        </div>
      </div>
    </article>
  );
}

/** 404: the helpful page. Anything else: say so and offer to try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <StorefrontNotFound />;
  if (isRouteErrorResponse(error) && error.status === 410) {
    const said: unknown = (error.data as { message?: unknown } | null)?.message;
    return <StorefrontNotFound suspendedMessage={typeof said === 'string' ? said : undefined} />;
  }
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <DocumentTitle>{t.somethingWentWrongTitle}</DocumentTitle>
      <h1 className="font-display text-3xl font-semibold text-maroon-900">{t.couldNotLoad}</h1>
      <p className="mt-4 text-stone-600">{t.tryAgainInMoment}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
          className={primaryButtonClass}
        >
          {t.tryAgain}
        </button>
        <Link to={paths.vendors} className={secondaryButtonClass}>
          {t.searchVendors}
        </Link>
      </div>
    </section>
  );
}
