// A vendor's public page (the storefront): its sections, calendar, prices and contact box.

export const breadcrumb = 'आप यहाँ हैं';
export const home = 'होम';
export const starHotel = (stars: number) => `${stars} स्टार होटल`;
export const highlights = 'ख़ास बातें';
export const contactAndDetails = 'संपर्क और जानकारी';
export const sendEnquiry = 'पूछताछ भेजें';
export const category = 'श्रेणी';
export const listedSince = 'मंडप पर कब से';
export const about = 'बारे में';
export const prices = 'क़ीमतें';
export const features = 'सुविधाएँ';
export const videos = 'वीडियो';
export const videoName = (firmName: string, n: number) => `${firmName}, वीडियो ${n}`;
export const location = 'पता';
export const city = 'शहर';
export const district = 'ज़िला';
export const state = 'राज्य';
export const nearby = 'आसपास';
export const somethingWentWrongTitle = 'कुछ गड़बड़ हो गई · Mandap';
export const couldNotLoad = 'इस वेंडर का पेज लोड नहीं हो सका';
export const tryAgainInMoment = 'कृपया थोड़ी देर बाद फिर कोशिश करें।';
export const tryAgain = 'फिर से कोशिश करें';
export const searchVendors = 'वेंडर खोजें';

// The page of a vendor that is gone or not active.
export const notAvailableTitle = 'वेंडर उपलब्ध नहीं · Mandap';
export const notAvailable = 'यह वेंडर उपलब्ध नहीं है';
export const otherVendorsWaiting = 'कई और वेंडर आपसे बात करने का इंतज़ार कर रहे हैं।';
export const notAvailableText =
  'हो सकता है वेंडर ने यह लिस्टिंग हटा दी हो, या यह अभी सक्रिय न हो। कई और वेंडर आपसे बात करने का इंतज़ार कर रहे हैं।';
export const searchSimilar = 'मिलते-जुलते वेंडर खोजें';
export const seeAllVendors = 'सभी वेंडर देखें';
export const goHome = 'होम पेज पर जाएँ';

// The photos.
export const noPhotos = 'अभी कोई तस्वीर नहीं';
export const photos = 'तस्वीरें';
export const viewFullScreen = (n: number, count: number) =>
  `${count} में से तस्वीर ${n} पूरी स्क्रीन पर देखें`;
export const previousPhoto = 'पिछली तस्वीर';
export const nextPhoto = 'अगली तस्वीर';
export const fullScreen = 'पूरी स्क्रीन';
export const showPhoto = (n: number) => `तस्वीर ${n} दिखाएँ`;

// Availability.
export const availability = 'उपलब्धता';
export const noneBooked = (months: number, firmName: string) =>
  `अगले ${months} महीनों में कोई तारीख़ बुक नहीं दिखाई गई है। अपनी तारीख़ के बारे में ${firmName} से पूछें।`;
export const bookedCrossedOut = (firmName: string) =>
  `जिन दिनों को ${firmName} ने बुक बताया है, वे कटे हुए हैं। बाक़ी दिन शायद ख़ाली हों: अपनी तारीख़ के बारे में पूछें।`;
export const booked = 'बुक्ड';
export const previousMonth = 'पिछला महीना';
export const nextMonth = 'अगला महीना';
/** A month's calendar's name: 'मार्च 2026 · 2 दिन बुक'. */
export const monthBooked = (month: string, count: number) =>
  `${month} · ${count === 0 ? 'कोई दिन बुक नहीं' : `${count} दिन बुक`}`;

// Prices.
export const noPrices = 'इस वेंडर ने अभी क़ीमतें नहीं बताई हैं। उनसे कोटेशन माँगें।';
export const priceList = 'क़ीमतों की सूची';
export const specification = 'विकल्प';
export const mrp = 'एमआरपी';
export const offerPrice = 'ऑफ़र क़ीमत';
export const off = 'छूट';
export const noMrp = 'कोई एमआरपी नहीं';
export const percentOff = (percent: number) => `${percent}% छूट`;
export const noDiscount = 'कोई छूट नहीं';

// The contact box.
export const contact = 'संपर्क';
export const signInToSee = (firmName: string) =>
  `${firmName} का फ़ोन नंबर और ईमेल देखने, और उन्हें कॉल या WhatsApp पर मैसेज करने के लिए उपयोगकर्ता के रूप में साइन इन करें।`;
export const signInToSeeContact = 'संपर्क जानकारी देखने के लिए साइन इन करें';
export const newToMandap = 'मंडप पर नए हैं?';
export const createAccount = 'अकाउंट बनाएँ';
export const loadingContact = 'संपर्क जानकारी लोड हो रही है...';
export const contactNotLoaded = 'संपर्क जानकारी लोड नहीं हो सकी।';
export const contactForCouples =
  'संपर्क जानकारी सिर्फ़ उपयोगकर्ता अकाउंट से साइन इन किए दूल्हा-दुल्हन को दिखाई जाती है।';
export const signInAsUser = 'उपयोगकर्ता के रूप में साइन इन करें';
export const phone = 'फ़ोन';
export const email = 'ईमेल';
export const call = 'कॉल करें';
export const photoNumber = (n: number, count: number) => `${count} में से तस्वीर ${n}`;
export const allPhotos = 'सभी तस्वीरें';
