// The search module's front door.
export { type SearchRoutesOptions, searchPageListingIds, searchRoutes } from './routes';
export {
  createSearcher,
  listingCards,
  listingsVersion,
  runSearch,
  type Searcher,
  similarListings,
} from './service';
