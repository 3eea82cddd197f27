// server-marketplace: moved from the code that says them (issue 32).
export const noSuchServiceWasFound = 'ऐसी कोई सेवा नहीं मिली।';
export const storefrontNotFound =
  'यह वेंडर अभी Mandap पर लिस्टेड नहीं है। हो सकता है लिस्टिंग हटा दी गई हो या अभी प्रकाशित न हुई हो। दूसरे वेंडर मार्केटप्लेस में खोजें।';
export const category = 'ऐसी कोई सेवा श्रेणी नहीं है।';
export const city = 'शहर ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है।';
export const minPrice = 'दाम पूरे रुपयों में लिखें, जैसे 5000।';
export const features = 'हर ख़ासियत श्रेणी की ख़ासियतों में से एक होनी चाहिए, एक बार में ज़्यादा से ज़्यादा 20।';
export const stars = 'होटल के स्टार 2, 3, 4 या 5 होते हैं।';
export const eventDate = 'इवेंट की तारीख़ YYYY-MM-DD में लिखें, जैसे 2026-12-05।';
export const minRating = 'सबसे कम रेटिंग 1 से 5 के बीच पूरे स्टार में होनी चाहिए।';
export const page = 'पेज 1 से 1000 के बीच की पूरी संख्या होनी चाहिए।';
export const controlCharactersAreNotAllowed = 'कंट्रोल कैरेक्टर की अनुमति नहीं है।';
export const invalidValue = 'मान सही नहीं है';
export const first = 'कृपया खोज जाँचें।';
export const notShortlistable =
  'यह वेंडर अभी Mandap पर लिस्टेड नहीं है, इसलिए इसे शॉर्टलिस्ट नहीं किया जा सकता। दूसरे वेंडर मार्केटप्लेस में खोजें।';
