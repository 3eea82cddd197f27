// The vendor's home (issue 31, decision 0077), and the wording of waits and reply times that
// ../../vendor-home.ts measures (the server words them in English, the home in its language).

export const title = 'वेंडर होम';
export const documentTitle = 'वेंडर होम · वेंडर पोर्टल · Mandap';
export const vendorPortal = 'वेंडर पोर्टल';
export const logoutFailed = 'लॉग आउट नहीं हो सका। कृपया फिर से कोशिश करें।';
export const intro = 'आज आपके लिए क्या-क्या इंतज़ार कर रहा है, और आपकी सेवाएँ कैसी चल रही हैं।';
export const loading = 'आपका होम लोड हो रहा है...';
export const loadError = 'आपका होम लोड नहीं हो सका। कृपया फिर से कोशिश करें।';
export const retry = 'फिर से कोशिश करें';
export const enquiriesHeading = 'आपके जवाब का इंतज़ार करती नई पूछताछ';
export const enquiriesEmpty = 'अभी कुछ बाकी नहीं है — नई पूछताछ यहाँ दिखेगी।';
export const enquiriesMore = (n: number) => `और ${n} पूछताछ, पूछताछ वाले पेज पर`;
export const bookingsHeading = 'बुकिंग';
export const thisWeek = 'इस हफ़्ते';
export const upcoming = 'आने वाली';
export const bookingsEmpty = 'अभी कोई बुकिंग नहीं — जिन पूछताछ को आप बुक्ड मार्क करेंगे, वे यहाँ दिखेंगी।';
export const reviewsHeading = 'आपके जवाब का इंतज़ार करती समीक्षाएँ';
export const reviewsEmpty = 'किसी समीक्षा का जवाब बाकी नहीं है।';
export const reviewsLink = 'समीक्षाओं में जवाब दें';
export const ratingOutOf5 = (rating: number) => `5 में से ${rating}`;
export const listingsHeading = 'जिन सेवाओं में कुछ करना बाकी है';
export const listingsEmpty = 'कुछ ठीक करने को नहीं है — आपकी सेवाओं में सब कुछ है।';
export const noListings = 'अभी आपकी कोई सेवा नहीं है।';
export const addService = 'सेवा जोड़ें';
export const needs = {
  payment: 'भुगतान बाकी',
  photos: 'कोई तस्वीर नहीं',
  prices: 'कोई दाम नहीं',
};
export const freeEnding = (day: string) => `मुफ़्त अवधि ${day} को ख़त्म`;
export const needsAction = {
  payment: 'अभी भुगतान करें',
  photos: 'तस्वीरें जोड़ें',
  prices: 'दाम तय करें',
  freeEnding: 'बिलिंग देखें',
};
/** A need's link, read out: "Pay now: Annapurna Caterers, payment pending". */
export const needLinkLabel = (action: string, firmName: string, need: string) =>
  `${action}: ${firmName}, ${need}`;
export const monthHeading = 'इस महीने';
export const monthViews = 'स्टोरफ़्रंट व्यूज़';
export const monthEnquiries = 'पूछताछ';
export const lastMonth = (n: number) => `पिछले महीने ${n}`;
export const analyticsLink = 'एनालिटिक्स देखें';
export const responseHeading = 'आपके जवाब (पिछले 30 दिन)';
export const responseRate = 'जवाब देने की दर';
export const answered = (replied: number, received: number) =>
  `${received} में से ${replied} पूछताछ का जवाब दिया`;
export const badgesLabel = 'मिले हुए बैज';
export const replyTime = 'जवाब देने का आम समय';
export const noEnquiriesYet = 'पिछले 30 दिनों में अभी तक कोई पूछताछ नहीं आई।';
export const notShownYet = (n: number) =>
  `30 दिनों में ${n} पूछताछ आने के बाद जोड़ों को आपके स्टोरफ़्रंट पर आपके जवाब देने का समय दिखेगा।`;
export const shownOnStorefront = 'जोड़ों को यह आपके स्टोरफ़्रंट पर दिखता है।';
export const repliesFast = 'जल्दी जवाब देते हैं';
/** The badges the server names, in this language. */
export const badgeNames: Readonly<Record<string, string>> = { 'Replies fast': 'जल्दी जवाब देते हैं' };

const UNITS = { minutes: 'मिनट', hours: 'घंटे', days: 'दिन' } as const;
/** A reply time: "40 मिनट में", "एक घंटे में", "3 घंटे में", "एक दिन में". */
export const within = (count: number, unit: 'minutes' | 'hours' | 'days') =>
  `${count === 1 ? 'एक' : count} ${UNITS[unit]} में`;
/** "आम तौर पर 2 घंटे में जवाब देते हैं" (`within` one of the above). */
export const usuallyReplies = (within: string) => `आम तौर पर ${within} जवाब देते हैं`;
/** How long an enquiry has waited: "3 घंटे से इंतज़ार", "1 दिन से इंतज़ार"; 0 for under a minute. */
export const waiting = (count: number, unit: 'minute' | 'hour' | 'day') =>
  count === 0
    ? 'अभी-अभी आई'
    : `${count} ${unit === 'minute' ? 'मिनट' : unit === 'hour' ? 'घंटे' : 'दिन'} से इंतज़ार`;
