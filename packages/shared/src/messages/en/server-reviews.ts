// server-reviews: moved from the code that says them (issue 32).
export const noSuchListing =
  'This vendor is not listed on Mandap right now, so it cannot be reviewed. Search the marketplace for other vendors.';
export const noSuchReview = 'No such review was found.';
export const sendEnquiryFirst =
  'You can review a vendor after your event with them: send an enquiry first.';
export const alreadyReviewed =
  'You have already reviewed this vendor. You can edit your review instead.';
export const alreadyReplied = 'You have already replied to this review. A reply is given once.';
export const reviewRemoved = 'Your review of this vendor was removed by our moderators.';
export const samePersonAsVendor =
  "You cannot review this vendor: your account shares an e-mail address or phone number with the vendor's account or listing. Reviews on Mandap come from couples, not from vendors themselves.";
export const awaitingVendorAnswer =
  'You can review this vendor once they have answered your enquiry. Their reply will appear in your inbox; you can also send them a message there.';
export const enquiryTooLate =
  'Reviews come from enquiries sent before the event: yours was sent on or after its event date, so it cannot lead to a review. Send an enquiry for your next event ahead of its date.';
export const reason =
  'You have reviewed this vendor. Reviews can be edited for 30 days after they are written.';
export const addPhotosInThePhotos = 'Add photos in the photos field.';
export const choosePhotosToRemoveFrom = 'Choose photos to remove from those of this review.';
