// Every area of this language's catalogue, for the server (which speaks both languages at once)
// and the completeness check (../complete.ts). Browser code imports an area's file itself, so
// that a page carries only the messages it uses. One line per area file, in name order.
export * as language from './language';
export * as layout from './layout';
export * as locale from './locale';
export * as vendorAnalytics from './vendor-analytics';
export * as vendorAvailability from './vendor-availability';
export * as vendorBilling from './vendor-billing';
export * as vendorHome from './vendor-home';
export * as vendorListings from './vendor-listings';
export * as vendorPayment from './vendor-payment';
export * as vendorReviews from './vendor-reviews';
