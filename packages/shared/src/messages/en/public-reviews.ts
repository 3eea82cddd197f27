// Reviews on a vendor's page: ratings, the list, reporting and replying, and the write-a-review form.

export const reviews = 'Reviews';
export const noReviewsYet = 'No reviews yet.';
export const onlyCouplesWhoEnquired = (firmName: string) =>
  `Only couples who sent ${firmName} an enquiry through Mandap can review them, after their event.`;
export const signInToWrite = 'Sign in to write a review';
export const sortReviews = 'Sort reviews';
export const sortNewest = 'Newest';
export const sortHighest = 'Highest rated';
export const reviewsOf = (firmName: string) => `Reviews of ${firmName}`;
export const loadingReviews = 'Loading reviews...';
export const reviewsNotLoaded = 'Reviews could not be loaded.';
export const tryAgain = 'Try again';
export const showMore = 'Show more reviews';
export const reviewsByStars = 'Reviews by stars';
export const checkingEligibility = (firmName: string) =>
  `Checking whether you can review ${firmName}...`;
export const eligibilityNotChecked = 'Whether you can write a review could not be checked.';
export const editYourReview = 'Edit your review';
export const writeReviewOf = (firmName: string) => `Write a review of ${firmName}`;
export const loadingForm = 'Loading the form...';
export const changesSaved = 'Your changes are saved.';
export const published = 'Thank you: your review is published.';
export const reviewedCanEdit =
  'You have reviewed this vendor. You can edit your review for 30 days after writing it.';
export const reviewedEditOver =
  'You have reviewed this vendor. The time to edit your review has passed.';
export const writeReview = 'Write a review';
export const cannotReviewYet = 'You cannot review this vendor yet.';

// One review.
export const unreachable = 'Mandap could not be reached. Check your connection and try again.';
export const ownerReview = (author: string) => `${author}'s review`;
export const verifiedEnquiry = (month: string) => `Verified enquiry · ${month}`;
export const event = (month: string) => `Event · ${month}`;
export const photosIn = (owner: string) => `Photos in ${owner}`;
export const openPhoto = (n: number, count: number, owner: string) =>
  `Open photo ${n} of ${count} from ${owner}`;
export const replyFrom = (firmName: string) => `Reply from ${firmName}`;
export const reportedThanks = 'Reported. Thank you: our team will look at it.';
export const replyPublicly = 'Reply publicly';
export const reportOwner = (owner: string) => `Report ${owner}`;
export const report = 'Report';
export const sending = 'Sending...';
export const cancel = 'Cancel';
export const checkField = 'Please check this field.';
export const whyReport = 'Why are you reporting this review?';
export const reportHint = (max: number) =>
  `For example: it is not about this vendor, or it is abusive. Up to ${max} characters.`;
export const sendReport = 'Send report';
export const reportFailed = 'Your report could not be sent just now. Please try again.';
export const yourPublicReply = 'Your public reply';
export const replyHint = 'Everyone can read it under the review. You can reply once.';
export const sendReply = 'Send reply';
export const replyFailed = 'Your reply could not be sent just now. Please try again.';
