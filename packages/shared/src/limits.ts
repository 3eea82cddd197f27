const MB = 1024 * 1024;

/** Sizes, lengths and timings of spec 9 and R8. */
export const LIMITS = {
  registrationImageBytes: 5 * MB,
  registrationVideoBytes: 50 * MB,
  editMediaImageBytes: 2 * MB,
  editMediaVideoBytes: 10 * MB,
  phoneDigits: 10,
  pincodeDigits: 6,
  passwordMinLength: 8,
  nameMinLength: 2,
  directorySearchMinChars: 3,
  sessionLifetimeMs: 10 * 24 * 60 * 60 * 1000,
  /** A session unused this long ends, even within its lifetime (issue 14). */
  sessionIdleMs: 2 * 24 * 60 * 60 * 1000,
  submitTimeoutMs: 60_000,
  redirectAfterSubmitMs: 2_000,
  redirectAfterRegistrationMs: 2_000,
  pricingSavedFlagMs: 2_000,
  toastMs: 3_000,
  paymentCountdownSeconds: 5,
  videoFrameAtSeconds: 1,
  navRevealTopPx: 10,
  descriptionMaxLength: 5000,
  maxImagesPerListing: 10,
  maxVideosPerListing: 3,
  /** The highest price a listing may ask: ₹10 crore (in paise; above a 32-bit integer). */
  maxPricePaise: 10_000_000_000,
  /** Images larger than this many pixels are refused before they are decoded (about 40 MP). */
  maxImagePixels: 40_000_000,
  /** Uploads (registration or Edit Media) one vendor may have under way at once. */
  maxConcurrentUploadsPerVendor: 2,
  /** Enquiries one user may send in 24 hours, similar vendors included (issue 15). */
  enquiriesPerUserPerDay: 20,
  /** Enquiries sent from one client address in 24 hours, all its accounts together (issue 27). */
  enquiriesPerAddressPerDay: 60,
  /** The longest chat message or enquiry message. */
  messageMaxLength: 2000,
  /** Chat messages one person (a user or a vendor) may send in a minute (issue 27, decision 0055). */
  messagesPerMinute: 10,
  /** Chat messages one person may send in 24 hours (issue 27, decision 0055). */
  messagesPerDay: 200,
  /** The messages a conversation answers at once: the newest, then older ones on request. */
  messagesPerPage: 50,
  /** Similar vendors offered after an enquiry. */
  similarVendors: 5,
  maxEnquiryGuests: 100_000,
  /** Months of booked dates a storefront shows, this one included. */
  availabilityMonths: 6,
} as const;

/** Text-recognition languages for the government-ID guard (spec 9). */
export const OCR_LANGUAGES = ['eng', 'hin', 'tel'] as const;

export const CURRENCY = 'INR';
