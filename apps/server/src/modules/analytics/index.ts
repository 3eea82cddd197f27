// The analytics module's front door. Analytics owns listing_daily_stats and the storefront
// views: other modules count through these functions, and never write those tables.
export { type Counting, createCounting, type Shown, type Visit } from './counting';
export { type AnalyticsRoutesOptions, vendorAnalyticsRoutes } from './routes';
export {
  countEnquiries,
  countShortlistAddition,
  dailyViews,
  vendorPeriodCounts,
} from './service';
export { forgetOldVisitors } from './views';
