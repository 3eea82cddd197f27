// The marketplace search (/Vendors): its page, head, filters, results and search box.

/** 'Photographers in Jaipur'. */
export const inCity = (what: string, city: string) => `${city} में ${what}`;

// The page.
export const linkNotRead = 'यह खोज लिंक पढ़ा नहीं जा सका।';
export const seeAllVendors = 'सभी वेंडर देखें';
export const tooManySearches = 'बहुत ज़्यादा खोजें';
export const filters = 'फ़िल्टर';
export const hideFilters = 'फ़िल्टर छिपाएँ';
export const activeFilters = (count: number) => ` (${count} लागू)`;
export const clearAll = 'सब हटाएँ';
export const categories = 'श्रेणियाँ';
export const cities = 'शहर';
/** 'N वेंडर', `shown` being N with its digits grouped. */
export const vendorCount = (_total: number, shown: string) => `${shown} वेंडर`;
export const showVendors = (_total: number, shown: string) => `${shown} वेंडर दिखाएँ`;
export const updating = 'नतीजे अपडेट हो रहे हैं...';
export const searchTitle = 'खोज · Mandap';
export const unavailable = 'खोज अभी उपलब्ध नहीं है';
export const unavailableText = 'वेंडर अभी लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।';
export const tryingAgain = 'फिर से कोशिश हो रही है...';
export const tryAgain = 'फिर से कोशिश करें';

// Results.
export const showingResultsFor = 'इसके नतीजे दिखाए जा रहे हैं:';
export const vendors = 'वेंडर';
export const noVendorsFound = 'कोई वेंडर नहीं मिला';
export const tryOtherWords =
  'दूसरे शब्द, कोई और शहर या बड़ी क़ीमत सीमा आज़माएँ, या सभी वेंडर देखने के लिए फ़िल्टर हटा दें।';
export const noVendorsYet = 'अभी कोई वेंडर नहीं जुड़ा है। कृपया जल्द ही फिर देखें।';
export const clearAllFilters = 'सभी फ़िल्टर हटाएँ';
/** A facet's name: 'जयपुर (12 वेंडर)'. */
export const facetName = (label: string, count: number) => `${label} (${count} वेंडर)`;
export const pagination = 'पेज';
export const previous = 'पिछला';
export const next = 'अगला';
export const pageNumber = (page: number) => `पेज ${page}`;
export const pageOf = (page: number, count: number) => `${count} में से पेज ${page}`;

// Sorting.
export const sortBy = 'क्रम';
export const sortBestMatch = 'सबसे सटीक';
export const sortNewest = 'सबसे नए';
export const sortPriceAsc = 'क़ीमत: कम से ज़्यादा';
export const sortPriceDesc = 'क़ीमत: ज़्यादा से कम';
export const sortRating = 'सबसे ऊँची रेटिंग';

// Filters.
export const category = 'श्रेणी';
export const allCategories = 'सभी श्रेणियाँ';
export const price = 'क़ीमत (₹)';
export const minPrice = 'कम से कम क़ीमत';
export const maxPrice = 'ज़्यादा से ज़्यादा क़ीमत';
export const any = 'कोई भी';
export const applyPrice = 'क़ीमत लागू करें';
export const rating = 'रेटिंग';
export const starsAndUp = (stars: number) => `${stars} स्टार और उससे ऊपर`;
export const hotelStarRating = 'होटल की स्टार रेटिंग';
export const stars = (stars: number) => `${stars} स्टार`;
export const categoryFeatures = (category: string) => `${category} की सुविधाएँ`;
export const eventDate = 'समारोह की तारीख़';
export const eventDateNote = 'जो वेंडर उस दिन बुक हैं, वे नहीं दिखाए जाते।';
export const clearDate = 'तारीख़ हटाएँ';
/** '4★ और ऊपर', seen; starsAndUp is heard. */
export const starsUpShort = (stars: number) => `${stars}★ और ऊपर`;
