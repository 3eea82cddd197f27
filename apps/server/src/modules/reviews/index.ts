// The reviews module's front door.

export {
  decideOnReview,
  openReviewReports,
  type ReviewDecisionDone,
  reviewModerationQueue,
  reviewReportHistories,
  reviewReportsMadeSince,
} from './moderation';
export {
  publicReviewRoutes,
  type ReviewRoutesOptions,
  reviewReportRoutes,
  userReviewRoutes,
  vendorReviewRoutes,
} from './routes';
export { storefrontReviews, unansweredReviews } from './service';
