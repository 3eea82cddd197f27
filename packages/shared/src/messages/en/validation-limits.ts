// The messages of the length and size limits (issue 32). The numbers are written out so the
// server can find each message's Hindi by its English (translate.ts); validation-limits.test.ts
// checks them against the limits themselves.

export const priceTooHigh = 'Please enter a price of at most ₹10,00,00,000';
export const grievanceNameTooLong = 'Your name can be at most 100 characters.';
export const reviewTitleTooLong = 'The title can be at most 120 characters.';
export const reviewBodyTooLong = 'A review can be at most 2000 characters.';
export const reviewReplyTooLong = 'A reply can be at most 2000 characters.';
export const reviewReportReasonTooLong = 'The reason can be at most 500 characters.';
export const guestsTooMany = 'The number of guests can be at most 100000.';
export const budgetTooHigh = 'The budget can be at most ₹10,00,00,000.';
export const messageTooLong = 'A message can be at most 2000 characters.';
export const tickAtMostVendors = 'Tick at most 5 vendors.';
export const searchTextTooLong = 'Search text can be at most 200 characters.';
export const searchTooManyWords = 'Search for at most 10 words at once.';
export const searchWordTooLong = 'Each word of a search can be at most 40 characters.';
export const reportDetailsTooLong = 'The details can be at most 1000 characters.';
