// The search module's front door.

export { queryMix } from './query-mix';
export {
  createSearchLimit,
  SEARCH_WINDOW_MS,
  type SearchLimit,
} from './rate-limit';
export { type SearchRoutesOptions, searchPageListingIds, searchRoutes } from './routes';
export {
  createSearcher,
  listingCards,
  listingsVersion,
  runSearch,
  type Searcher,
  similarListings,
} from './service';
