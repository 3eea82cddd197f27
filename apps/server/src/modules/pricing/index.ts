// The pricing module's front door.
export { insertDemoPrices } from './demo-seed';
export { type PricingRoutesOptions, vendorPricingRoutes } from './routes';
