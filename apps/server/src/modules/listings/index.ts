// The listings module's front door. Listings owns the listings table and its features and
// media rows: payments and pricing move and read a listing through these functions.
export {
  activateDemoListings,
  insertDemoFeatures,
  insertDemoImages,
  insertDemoListings,
} from './demo-seed';
export { type ListingRoutesOptions, vendorListingRoutes } from './routes';
export {
  activateListing,
  findListing,
  findVendorListing,
  listingFeatures,
  listingParts,
  listingsNeedingAttention,
  type RemovedMedia,
  removeListingMedia,
  suspendListing,
} from './service';
