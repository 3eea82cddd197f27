import * as t from '@mandap/shared/messages/en/public-home';
import type { SearchResponse } from '@mandap/shared/schemas/marketplace';
import { ArrowRight, Store } from 'lucide-react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/styles';
import { paths, searchPath } from '@/config/paths';
import { searchListings } from '@/features/search/api/search';
import { CategoryTiles } from '@/features/search/components/category-tiles';
import { CityLinks } from '@/features/search/components/city-links';
import { ResultCard } from '@/features/search/components/result-card';
import { SearchForm } from '@/features/search/components/search-form';
import { POPULAR_CITIES } from '@/features/search/lib/cities';
import { EMPTY_QUERY } from '@/features/search/lib/search-params';
import { type FeatureLabels, featureLabels } from '@/lib/feature-labels';
import { HydrateLater } from '@/lib/ssr/hydrate-later';
import { homeHead } from './head';

const NEWEST_COUNT = 8;
const CITIES_SHOWN = 12;

interface HomeData {
  /** Null when the search could not be asked: the rest of the page still works. */
  newest: SearchResponse['results'] | null;
  cities: readonly string[];
  /** The newest listings' features in the page's language (issue 32). */
  featureLabels?: FeatureLabels;
}

/** A listing with a photo and a price: the only kind "Newly listed" shows (issue 31). */
function isComplete(result: SearchResponse['results'][number]): boolean {
  return result.coverImageUrl !== null && result.fromPricePaise !== null;
}

/**
 * The newest complete active listings (search without text puts complete listings first, newest
 * first among them; an incomplete one that still comes back, when there are too few complete
 * ones, is left out), and the cities with the most listings (from the same reply's
 * facets) while there are enough of them to be worth showing; else the largest cities.
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<HomeData> {
  try {
    const reply = await searchListings(
      context,
      { ...EMPTY_QUERY, sort: 'relevance', pageSize: NEWEST_COUNT },
      request.signal,
    );
    const busiest = [...reply.facets.cities]
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
      .slice(0, CITIES_SHOWN)
      .map((c) => c.city);
    const newest = reply.results.filter(isComplete);
    return {
      newest,
      cities: busiest.length >= 6 ? busiest : POPULAR_CITIES,
      featureLabels: await featureLabels(newest.flatMap((result) => result.features)),
    };
  } catch {
    return { newest: null, cities: POPULAR_CITIES };
  }
}

export const handle = { head: () => homeHead() };

const sectionHeadingClass = 'font-display text-2xl font-semibold text-maroon-900 sm:text-3xl';

/** The marketplace front page (R12): search, categories, cities and the newest vendors. */
export function Component() {
  const { newest, cities, featureLabels: labels } = useLoaderData<typeof loader>();
  return (
    <div className="pb-14">
      <HydrateLater>
        <section className="relative overflow-hidden bg-maroon-900 px-4 pt-10 pb-12 text-ivory sm:px-6 sm:pt-16 sm:pb-20">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-marigold-400/15 blur-2xl"
          />
          <div className="relative mx-auto max-w-4xl text-center">
            <p className="text-sm font-semibold tracking-wide text-marigold-300">{t.tagline}</p>
            <h1 className="mt-2 font-display text-4xl font-semibold text-balance sm:text-5xl">
              {t.heading}
            </h1>
            <p className="mx-auto mt-3 max-w-2xl text-base text-maroon-100 sm:text-lg">{t.intro}</p>
            <div className="mt-8 text-left">
              <SearchForm variant="hero" />
            </div>
          </div>
        </section>
      </HydrateLater>

      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 pt-10 sm:px-6 sm:pt-14">
        <HydrateLater>
          <section aria-labelledby="home-categories">
            <h2 id="home-categories" className={sectionHeadingClass}>
              {t.browseByCategory}
            </h2>
            <div className="mt-5">
              <CategoryTiles />
            </div>
          </section>
        </HydrateLater>

        <HydrateLater>
          <section aria-labelledby="home-cities">
            <h2 id="home-cities" className={sectionHeadingClass}>
              {t.popularCities}
            </h2>
            <div className="mt-5">
              <CityLinks cities={cities} />
            </div>
          </section>
        </HydrateLater>

        <HydrateLater>
          <section aria-labelledby="home-newest">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="home-newest" className={sectionHeadingClass}>
                {t.newlyListed}
              </h2>
              <Link
                to={searchPath({ sort: 'newest' })}
                className="inline-flex items-center gap-1 font-semibold text-maroon-800 hover:text-maroon-950"
              >
                {t.seeAllVendors}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            {newest === null ? (
              <p className="mt-5 rounded-2xl border border-dashed border-maroon-200 bg-white px-5 py-8 text-center text-stone-600">
                {t.newestNotLoaded}
              </p>
            ) : newest.length === 0 ? (
              <p className="mt-5 rounded-2xl border border-dashed border-maroon-200 bg-white px-5 py-8 text-center text-stone-600">
                {t.noVendorsYet}
              </p>
            ) : (
              <ul className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
                {newest.map((result) => (
                  <li key={result.listingId}>
                    <ResultCard result={result} featureLabels={labels} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </HydrateLater>

        <HydrateLater>
          <section
            aria-labelledby="home-vendors"
            className="flex flex-col items-start gap-4 rounded-3xl border border-marigold-200 bg-marigold-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div className="flex items-start gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-maroon-700 ring-1 ring-marigold-200">
                <Store aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2
                  id="home-vendors"
                  className="font-display text-xl font-semibold text-maroon-900"
                >
                  {t.areYouVendor}
                </h2>
                <p className="mt-1 text-stone-700">{t.listOnMandap}</p>
              </div>
            </div>
            {/* A vendor signs in (or registers, then signs in) and lands on their home (issue 31). */}
            <Link to={paths.vendorLogin} className={`${secondaryButtonClass} shrink-0`}>
              {t.listYourServices}
            </Link>
          </section>
        </HydrateLater>
      </div>
    </div>
  );
}
