import { categoryBySlug } from '@mandap/shared/catalogue/categories';
import { isKnownCity } from '@mandap/shared/catalogue/readable-paths';
import { pathPrefix } from '@mandap/shared/messages/en/locale';
import * as s from '@mandap/shared/messages/en/public-search';
import type { SearchQuery, SearchResponse } from '@mandap/shared/schemas/marketplace';
import { CircleAlert, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { NotFound } from '@/components/ui/not-found';
import { primaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { searchListings } from '@/features/search/api/search';
import { EmptyResults } from '@/features/search/components/empty-results';
import { FacetList } from '@/features/search/components/facet-list';
import { FiltersPanel } from '@/features/search/components/filters-panel';
import { InterpretedAs } from '@/features/search/components/interpreted-as';
import { Pagination } from '@/features/search/components/pagination';
import { ResultCard } from '@/features/search/components/result-card';
import { SearchForm } from '@/features/search/components/search-form';
import { SortSelect } from '@/features/search/components/sort-select';
import { useSearchNavigation } from '@/features/search/hooks/use-search-navigation';
import {
  activeFilterCount,
  changeQuery,
  hasFilters,
  loadSearchSchema,
  pathOfQuery,
  placeQuery,
  readSearchParams,
  readSearchPlace,
} from '@/features/search/lib/search-params';
import { ShortlistHeart } from '@/features/shortlist/components/shortlist-heart';
import { ApiError } from '@/lib/api-client';
import { categoryLabel } from '@/lib/categories';
import { type FeatureLabels, featureLabels } from '@/lib/feature-labels';
import { groupDigits } from '@/lib/format';
import { HydrateLater } from '@/lib/ssr/hydrate-later';
import { searchHead, searchIntro, searchSubject } from './search-head';

interface SearchData {
  query: SearchQuery;
  /** Null when the URL could not be read as a search. */
  response: SearchResponse | null;
  /** Why the URL is not a search, in words a person can act on. */
  invalid: string | null;
  /** The server's words when this address has searched too often in a minute (429). */
  limited?: string | null;
  /** The page's origin: the head's JSON-LD links the storefronts by absolute URL. */
  origin: string;
  /** The results' and the category's features in the page's language (issue 32). */
  featureLabels?: FeatureLabels;
}

/** Not a page: a readable path whose words name no city or category (a 404). */
function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A search that has a readable path is answered there, and a readable path is spelled one way
 * (decision 0038): any other spelling of this search is a permanent redirect to its own.
 */
function canonicalRedirect(url: URL, query: SearchQuery): void {
  const canonical = pathOfQuery(query);
  const canonicalPathname = canonical.split('?', 1)[0] ?? paths.vendors;
  // The router's own path: a Hindi page's URL starts with /hi (the router's basename).
  const pathname = url.pathname.slice(pathPrefix.length).replace(/(.)\/+$/, '$1');
  const readable = canonicalPathname !== paths.vendors;
  const elsewhere = readable
    ? pathname !== canonicalPathname ||
      url.searchParams.has('city') ||
      url.searchParams.has('category')
    : pathname.toLowerCase() !== paths.vendors.toLowerCase();
  if (elsewhere) throw redirect(canonical, 301);
}

/**
 * Reads the search from the URL (a readable path's city and category, and the parameters) with
 * the shared schema and asks the API. A URL the schema (or the server) refuses answers 400 with
 * the reason on the page; words of a readable path that name nothing answer 404; a server that
 * cannot answer is the error boundary's.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const place = readSearchPlace(params);
  if (place === null) notFound();
  await loadSearchSchema();
  const parsed = readSearchParams(url.searchParams, place);
  if (!parsed.ok) {
    return data<SearchData>(
      { query: parsed.query, response: null, invalid: parsed.message, origin: url.origin },
      { status: 400 },
    );
  }
  canonicalRedirect(url, parsed.query);
  try {
    const response = await searchListings(context, parsed.query, request.signal);
    if (place && unknownCity(parsed.query, response)) notFound();
    const category = parsed.query.category ? categoryBySlug(parsed.query.category) : undefined;
    return data<SearchData>({
      query: parsed.query,
      response,
      invalid: null,
      origin: url.origin,
      featureLabels: await featureLabels([
        ...response.results.flatMap((result) => result.features),
        ...(category?.features ?? []),
      ]),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return data<SearchData>(
        { query: parsed.query, response: null, invalid: error.message, origin: url.origin },
        { status: 400 },
      );
    }
    // Too many searches from this address (issue 27): say so and how long to wait, keep the box.
    if (error instanceof ApiError && error.status === 429) {
      return data<SearchData>(
        {
          query: parsed.query,
          response: null,
          invalid: null,
          limited: error.message,
          origin: url.origin,
        },
        { status: 429 },
      );
    }
    throw error;
  }
}

/**
 * A readable path's city is unknown when search does not know it by name and no active listing
 * is there in any category. Only a search of the place alone can tell: with text or other
 * filters, nothing found is an empty page, not a missing one.
 */
function unknownCity(query: SearchQuery, response: SearchResponse): boolean {
  if (!query.city || isKnownCity(query.city)) return false;
  if (activeFilterCount(query) !== (query.category ? 2 : 1) || query.q) return false;
  // The category facet counts the city's listings of every category.
  return response.facets.categories.every(({ count }) => count === 0);
}

export const handle = {
  head: (loaderData: unknown) => {
    const { query, response, invalid, origin } = loaderData as SearchData;
    return searchHead(query, response, invalid === null, origin);
  },
};

/**
 * /Vendors: the public search of active listings (R12, issue 12); also a city's page and a
 * category's in a city, at their readable paths (`/Vendors/in/jaipur/photographers`, issue 17).
 */
export function Component() {
  const {
    query,
    response,
    invalid,
    limited,
    featureLabels: labels,
  } = useLoaderData<typeof loader>();
  const { apply, updating } = useSearchNavigation(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const filterCount = activeFilterCount(query);
  const intro = response && response.total > 0 ? searchIntro(query, response.total) : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
      <HydrateLater>
        <header>
          <h1 className="font-display text-3xl font-semibold text-balance text-maroon-900 sm:text-4xl">
            {searchSubject(query)}
          </h1>
          {intro ? <p className="mt-2 max-w-3xl text-pretty text-stone-700">{intro}</p> : null}
          <div className="mt-4">
            <SearchForm key={pathOfQuery(query)} query={query} />
          </div>
        </header>
      </HydrateLater>

      {invalid ? (
        <div
          role="alert"
          className="mt-6 flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-4 text-red-900 ring-1 ring-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{s.linkNotRead}</p>
            <p className="mt-1 text-sm">{invalid}</p>
            <Link to={paths.vendors} className={`${textLinkClass} mt-2 inline-block text-sm`}>
              {s.seeAllVendors}
            </Link>
          </div>
        </div>
      ) : null}

      {limited ? (
        <div
          role="alert"
          className="mt-6 flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-4 text-red-900 ring-1 ring-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{s.tooManySearches}</p>
            <p className="mt-1 text-sm">{limited}</p>
          </div>
        </div>
      ) : null}

      {response ? (
        <>
          <InterpretedAs interpreted={response.interpretedAs} />
          <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <HydrateLater>
              <div>
                <button
                  type="button"
                  aria-expanded={filtersOpen}
                  aria-controls={`${id}-filters`}
                  onClick={() => setFiltersOpen((open) => !open)}
                  aria-label={`${filtersOpen ? s.hideFilters : s.filters}${
                    filterCount > 0 ? s.activeFilters(filterCount) : ''
                  }`}
                  className="mb-4 inline-flex w-full items-center justify-center gap-2 rounded-full border border-maroon-200 bg-white px-4 py-2.5 font-medium text-maroon-800 shadow-sm md:hidden"
                >
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  {filtersOpen ? s.hideFilters : s.filters}
                  {filterCount > 0 ? (
                    // The count is drawn from data-count: the name says it in words (axe's
                    // label-content-name-mismatch counts a visible number as part of the label).
                    <span
                      aria-hidden="true"
                      data-count={filterCount}
                      className="rounded-full bg-maroon-800 px-2 text-xs text-ivory before:content-[attr(data-count)]"
                    />
                  ) : null}
                </button>
                <aside
                  id={`${id}-filters`}
                  aria-labelledby={`${id}-filters-heading`}
                  className={`${filtersOpen ? 'block' : 'hidden'} mb-6 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm md:mb-0 md:block`}
                >
                  <div className="mb-4 flex items-center justify-between gap-2">
                    <h2
                      id={`${id}-filters-heading`}
                      className="font-display text-xl font-semibold text-maroon-900"
                    >
                      {s.filters}
                    </h2>
                    {hasFilters(query) ? (
                      <Link
                        to={paths.vendors}
                        className="text-sm font-medium text-maroon-800 underline"
                      >
                        {s.clearAll}
                      </Link>
                    ) : null}
                  </div>
                  <FiltersPanel query={query} onChange={apply} featureLabels={labels} />
                  <div className="mt-6 flex flex-col gap-6 border-t border-maroon-100 pt-5">
                    <FacetList
                      heading={s.categories}
                      items={response.facets.categories.map(({ slug, count }) => ({
                        key: slug,
                        label: categoryLabel(slug),
                        count,
                        selected: query.category === slug,
                        to: pathOfQuery(
                          changeQuery(query, {
                            category: query.category === slug ? undefined : slug,
                          }),
                        ),
                      }))}
                    />
                    <FacetList
                      heading={s.cities}
                      names
                      items={response.facets.cities.map(({ city, count }) => {
                        const selected = query.city?.toLowerCase() === city.toLowerCase();
                        return {
                          key: city,
                          label: city,
                          count,
                          selected,
                          to: pathOfQuery(
                            changeQuery(query, { city: selected ? undefined : city }),
                          ),
                        };
                      })}
                    />
                  </div>
                  {/* On a phone the open panel pushes the results far down: this goes back to them. */}
                  <button
                    type="button"
                    onClick={() => {
                      setFiltersOpen(false);
                      resultsHeading.current?.focus();
                    }}
                    className={`${primaryButtonClass} mt-6 w-full md:hidden`}
                  >
                    {s.showVendors(response.total, groupDigits(response.total))}
                  </button>
                </aside>
              </div>
            </HydrateLater>

            <section aria-labelledby={`${id}-results`} aria-busy={updating}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2
                  ref={resultsHeading}
                  id={`${id}-results`}
                  tabIndex={-1}
                  aria-live="polite"
                  className="scroll-mt-24 text-base font-semibold text-stone-800 outline-none"
                >
                  {s.vendorCount(response.total, groupDigits(response.total))}
                </h2>
                <SortSelect value={query.sort} onChange={(sort) => apply({ sort })} />
              </div>
              {updating ? (
                <p role="status" className="mt-3 flex items-center gap-2 text-sm text-stone-600">
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-marigold-300 border-t-maroon-700"
                  />
                  {s.updating}
                </p>
              ) : null}
              <div className={`mt-4 transition-opacity ${updating ? 'opacity-60' : 'opacity-100'}`}>
                {response.results.length === 0 ? (
                  <EmptyResults filtered={hasFilters(query)} />
                ) : (
                  <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-3">
                    {response.results.map((result, index) => (
                      <HydrateLater key={result.listingId}>
                        <li>
                          <ResultCard
                            result={result}
                            featureLabels={labels}
                            eager={index < 2}
                            shortlist={
                              <ShortlistHeart
                                listing={result}
                                className="absolute inset-x-2 top-2 z-10"
                              />
                            }
                          />
                        </li>
                      </HydrateLater>
                    ))}
                  </ul>
                )}
              </div>
              <Pagination
                page={response.page}
                pageCount={Math.ceil(response.total / response.pageSize)}
                pathOf={(page) => pathOfQuery({ ...query, page })}
              />
            </section>
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * A readable path that names nothing is the 404 page. Otherwise the search service could not
 * answer: keep the search box, say so, offer to try again.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <SearchUnavailable />;
}

function SearchUnavailable() {
  const [searchParams] = useSearchParams();
  const place = readSearchPlace(useParams());
  // The readable path's search at first (the server's HTML and hydration agree on it: the schema
  // is not part of the first view), then the whole URL's once the schema is loaded.
  const [schemaLoaded, setSchemaLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void loadSearchSchema().then(() => {
      if (current) setSchemaLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);
  const query = schemaLoaded
    ? readSearchParams(searchParams, place ?? undefined).query
    : placeQuery(place);
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
      <DocumentTitle>{s.searchTitle}</DocumentTitle>
      <h1 className="font-display text-3xl font-semibold text-maroon-900 sm:text-4xl">
        {searchSubject(query)}
      </h1>
      <div className="mt-4">
        <SearchForm key={pathOfQuery(query)} query={query} />
      </div>
      <div
        role="alert"
        className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-2xl border border-dashed border-maroon-200 bg-white px-6 py-10 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-10 text-maroon-300" />
        <h2 className="mt-4 text-lg font-semibold text-stone-800">{s.unavailable}</h2>
        <p className="mt-1 text-stone-600">{s.unavailableText}</p>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
          className={`${primaryButtonClass} mt-6`}
        >
          {revalidator.state === 'loading' ? s.tryingAgain : s.tryAgain}
        </button>
      </div>
    </div>
  );
}
