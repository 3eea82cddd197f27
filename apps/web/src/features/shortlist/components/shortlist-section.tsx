import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import * as t from '@mandap/shared/messages/en/public-shortlist-list';
import { formatInr } from '@mandap/shared/money';
import { PRICE_UNIT_LABELS } from '@mandap/shared/price-units';
import { Heart, MapPin, Send, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { InlineLoadError, InlineLoading } from '@/components/ui/inline-states';
import { paths } from '@/config/paths';
import {
  useAddWantedListings,
  useShortlistQuery,
  useShortlistToggle,
} from '@/features/shortlist/api/shortlist';
import { refusalMessage } from '@/lib/api-client';
import { categoryLabel } from '@/lib/categories';

const buttonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition disabled:opacity-60';

/** The catalogue's title with a capital letter, as the marketplace's cards print it. */
function categoryName(slug: CategorySlug): string {
  const title = categoryLabel(slug);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * 'Your shortlist' on /profile for a signed-in user: the vendors they hearted, newest first, each
 * with its storefront, a way to enquire and a Remove button. Removing shows at once and comes
 * back, with a message, if the server refuses.
 */
export function ShortlistSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shortlist = useShortlistQuery();
  const toggle = useShortlistToggle();
  const [failure, setFailure] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  useAddWantedListings(() =>
    setFailure('A vendor you chose before signing in could not be added. Please try again.'),
  );

  let body: ReactNode;
  if (shortlist.isPending) {
    body = <InlineLoading>{t.loading}</InlineLoading>;
  } else if (shortlist.isError) {
    body = (
      <InlineLoadError
        onRetry={() => shortlist.refetch()}
        buttonClassName={`${buttonClass} mt-3 border border-maroon-200 bg-white text-maroon-800 hover:bg-maroon-50`}
      >
        {t.notLoaded}
      </InlineLoadError>
    );
  } else if (shortlist.data.items.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-maroon-200 px-5 py-8 text-center">
        <Heart aria-hidden="true" className="mx-auto size-8 text-maroon-300" />
        <p className="mt-3 font-medium text-stone-800">{t.empty}</p>
        <p className="mt-1 text-sm text-stone-600">{t.emptyHint}</p>
        <Link
          to={paths.vendors}
          className={`${buttonClass} mt-4 bg-maroon-800 text-ivory hover:bg-maroon-900`}
        >
          {t.searchVendors}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {shortlist.data.items.map((item) => (
          <li
            key={item.listingId}
            className="flex gap-3 rounded-2xl border border-maroon-100 bg-white p-3 shadow-sm sm:gap-4"
          >
            {item.coverImageUrl ? (
              <img
                src={item.coverImageUrl}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-20 shrink-0 rounded-xl bg-sand object-cover sm:size-24"
              />
            ) : (
              <div
                aria-hidden="true"
                className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-sand text-maroon-300 sm:size-24"
              >
                <Heart className="size-8" />
              </div>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-display text-lg leading-snug font-semibold text-stone-900">
                <Link to={item.url} className="hover:text-maroon-800 hover:underline">
                  {item.firmName}
                </Link>
              </h3>
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
                <span>{categoryName(item.category)}</span>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 text-marigold-700" />
                  {item.city}
                </span>
              </p>
              <p className="text-sm text-stone-800">
                {item.fromPricePaise === null ? (
                  t.pricesOnRequest
                ) : (
                  <>
                    {t.from}
                    <span className="font-semibold">{formatInr(item.fromPricePaise)}</span>
                    {item.priceUnit ? ` ${PRICE_UNIT_LABELS[item.priceUnit]}` : null}
                  </>
                )}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                <Link
                  to={`${item.url}#enquire`}
                  aria-label={t.enquireWith(item.firmName)}
                  className={`${buttonClass} bg-maroon-800 text-ivory hover:bg-maroon-900`}
                >
                  <Send aria-hidden="true" className="size-4" />
                  {t.enquire}
                </Link>
                <button
                  type="button"
                  aria-label={t.removeFrom(item.firmName)}
                  onClick={() => {
                    setFailure(null);
                    setRemoved(t.removed(item.firmName));
                    // The button goes with its card: keep the focus in the section.
                    heading.current?.focus();
                    toggle.mutate(
                      { listing: item, shortlisted: false },
                      {
                        onError: (error) => {
                          setRemoved(null);
                          setFailure(refusalMessage(error, t.couldNotRemove(item.firmName)));
                        },
                      },
                    );
                  }}
                  className={`${buttonClass} border border-red-200 text-red-800 hover:bg-red-50`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.remove}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-maroon-900 outline-none"
      >
        {t.yourShortlist}
      </h2>
      <div className="mt-2 min-h-0">
        <p role="status" className="text-sm text-stone-600 empty:hidden">
          {removed}
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
      <div className="mt-3">{body}</div>
    </section>
  );
}
