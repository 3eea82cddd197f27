// Every area of this language's catalogue, for the server (which speaks both languages at once)
// and the completeness check (../complete.ts). Browser code imports an area's file itself, so
// that a page carries only the messages it uses. One line per area file, in name order.
export * as language from './language';
export * as layout from './layout';
export * as locale from './locale';
export * as publicDates from './public-dates';
export * as publicDirectory from './public-directory';
export * as publicHead from './public-head';
export * as publicHome from './public-home';
export * as publicRatings from './public-ratings';
export * as publicReviewForm from './public-review-form';
export * as publicReviews from './public-reviews';
export * as publicSearch from './public-search';
export * as publicSearchBox from './public-search-box';
export * as publicShortlist from './public-shortlist';
export * as publicShortlistList from './public-shortlist-list';
export * as publicStorefront from './public-storefront';
export * as publicUi from './public-ui';
export * as publicVendorsOnly from './public-vendors-only';
