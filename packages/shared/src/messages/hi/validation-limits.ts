// The messages of the length and size limits (issue 32). The numbers are written out so the
// server can find each message's Hindi by its English (translate.ts); validation-limits.test.ts
// checks them against the limits themselves.

export const priceTooHigh = 'कृपया ज़्यादा से ज़्यादा ₹10,00,00,000 की क़ीमत डालें';
export const grievanceNameTooLong = 'आपके नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।';
export const reviewTitleTooLong = 'शीर्षक में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं।';
export const reviewBodyTooLong = 'समीक्षा में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं।';
export const reviewReplyTooLong = 'जवाब में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं।';
export const reviewReportReasonTooLong = 'कारण में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं।';
export const guestsTooMany = 'मेहमानों की संख्या ज़्यादा से ज़्यादा 100000 हो सकती है।';
export const budgetTooHigh = 'बजट ज़्यादा से ज़्यादा ₹10,00,00,000 हो सकता है।';
export const messageTooLong = 'संदेश में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं।';
export const tickAtMostVendors = 'ज़्यादा से ज़्यादा 5 वेंडर चुनें।';
export const searchTextTooLong = 'खोज में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं।';
export const searchTooManyWords = 'एक बार में ज़्यादा से ज़्यादा 10 शब्द खोजें।';
export const searchWordTooLong = 'खोज के हर शब्द में ज़्यादा से ज़्यादा 40 अक्षर हो सकते हैं।';
export const reportDetailsTooLong = 'विवरण ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।';
