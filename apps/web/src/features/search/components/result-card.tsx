import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import * as s from '@mandap/shared/messages/en/public-search-box';
import type { SearchResult } from '@mandap/shared/schemas/marketplace';
import { MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { FromPrice } from '@/components/ui/from-price';
import { categoryLabel } from '@/lib/categories';
import { type FeatureLabels, labelOf } from '@/lib/feature-labels';
import { placeLine } from '@/lib/format';
import { averageText, ratingAlternative, reviewCountText } from '@/lib/ratings';

interface ResultCardProps {
  result: SearchResult;
  /** Heading level of the firm name, below the section's own heading. */
  headingLevel?: 'h2' | 'h3';
  /**
   * The first cards on screen load their image at once, ahead of other images (one of them is the
   * page's largest paint); the rest when scrolled near.
   */
  eager?: boolean;
  /**
   * The shortlist heart, given by the page (the shortlist is a feature of its own), placed on
   * the photo's top corner.
   */
  shortlist?: ReactNode;
  /** The features' names in the page's language (its loader's). */
  featureLabels?: FeatureLabels;
}

const FEATURES_SHOWN = 3;

/**
 * One listing in search results and on the home page. The firm name is the link; it covers the
 * whole card, so the card is one tap target with a short accessible name. The shortlist heart
 * sits above that link on the photo's top-right corner, a tap target of its own.
 */
export function ResultCard({
  result,
  headingLevel: Heading = 'h3',
  eager = false,
  shortlist,
  featureLabels,
}: ResultCardProps) {
  const category = categoryBySlug(result.category);
  const more = result.features.length - FEATURES_SHOWN;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-maroon-100 bg-white shadow-sm transition focus-within:border-marigold-300 focus-within:ring-2 focus-within:ring-marigold-500 hover:-translate-y-0.5 hover:border-marigold-300 hover:shadow-md hover:shadow-marigold-200/50 motion-reduce:hover:translate-y-0">
      {/* One shape for every card (issue 31): the box keeps 4:3 whatever the photo's own shape
          (overflow-hidden stops a tall photo from stretching it), and the photo is cropped to fill. */}
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        {result.coverImageUrl ? (
          <img
            src={result.coverImageUrl}
            alt=""
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-maroon-300">
            {category ? <CategoryIcon icon={category.icon} className="size-12" /> : null}
          </div>
        )}
        <span className="absolute bottom-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-maroon-800 shadow-sm ring-1 ring-maroon-100">
          {categoryLabel(result.category)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Heading className="font-display text-lg leading-snug font-semibold text-stone-900">
          <Link
            to={result.url}
            translate="no"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-maroon-800 group-hover:text-maroon-800"
          >
            {result.firmName}
          </Link>
        </Heading>
        <p translate="no" className="flex items-center gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-marigold-700" />
          {placeLine(result.city, result.state)}
        </p>
        {result.ratingAverage !== null && result.ratingCount > 0 ? (
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <span aria-hidden="true" className="flex items-center gap-1">
              <span className="font-semibold text-stone-900">
                {averageText(result.ratingAverage)}
              </span>
              <Star className="size-4 fill-marigold-400 text-marigold-500" />
              <span className="text-stone-600">({reviewCountText(result.ratingCount)})</span>
            </span>
            <span className="sr-only">
              {ratingAlternative(result.ratingAverage, result.ratingCount)}
            </span>
          </p>
        ) : null}
        {result.starRating ? (
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <Star aria-hidden="true" className="size-4 fill-marigold-400 text-marigold-500" />
            {s.starHotel(result.starRating)}
          </p>
        ) : null}
        <FromPrice
          fromPricePaise={result.fromPricePaise}
          mrpPaise={result.mrpPaise}
          offPercent={result.offPercent}
          unit={result.priceUnit}
          className="mt-auto pt-2"
        />
        {result.features.length > 0 ? (
          <ul aria-label={s.features} className="flex flex-wrap gap-1.5 pt-1">
            {result.features.slice(0, FEATURES_SHOWN).map((feature) => (
              <li
                key={feature}
                className="rounded-full bg-marigold-50 px-2 py-0.5 text-xs text-stone-700 ring-1 ring-marigold-200"
              >
                {labelOf(featureLabels, feature)}
              </li>
            ))}
            {more > 0 ? (
              <li className="px-1 py-0.5 text-xs text-stone-500">{s.moreFeatures(more)}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {/* After the name in reading order; on the photo's corner on screen. */}
      {shortlist}
    </article>
  );
}
