// The reviews module's front door.
export {
  publicReviewRoutes,
  type ReviewRoutesOptions,
  reviewReportRoutes,
  userReviewRoutes,
  vendorReviewRoutes,
} from './routes';
export { storefrontReviews } from './service';
