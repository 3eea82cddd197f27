// The marketplace module's front door: the public storefront, and what the server rendering of
// the public pages needs to know of them.

export { type PublicPagesOptions, publicPages } from './public-pages';
export { type MarketplaceOptions, publicMarketplaceRoutes } from './routes';
