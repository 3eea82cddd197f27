// The pricing module's front door.
export { type PricingRoutesOptions, vendorPricingRoutes } from './routes';
