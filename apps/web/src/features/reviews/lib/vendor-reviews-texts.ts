import { reviews } from '@mandap/shared/messages/en/vendor-reviews';

/** The words of the vendor's Reviews screen (issue 31), in one place: the catalogue's. */
export const VENDOR_REVIEWS_TEXTS = reviews;
