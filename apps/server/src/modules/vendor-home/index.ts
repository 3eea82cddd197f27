// The vendor home module's front door (issue 31): the home's route, and what a storefront says
// of its vendor's replies.
export { type VendorHomeRoutesOptions, vendorHomeRoutes } from './routes';
export { storefrontResponsiveness } from './service';
