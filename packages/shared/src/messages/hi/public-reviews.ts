// Reviews on a vendor's page: ratings, the list, reporting and replying, and the write-a-review form.

/** '12 समीक्षाएँ', '1 समीक्षा'; `shown` is the count with its digits grouped. */
export const reviewCount = (count: number, shown: string) =>
  `${shown} ${new Intl.PluralRules('hi').select(count) === 'one' ? 'समीक्षा' : 'समीक्षाएँ'}`;
/** '5 में से 4.6 (12 समीक्षाएँ)': what a screen reader hears for a rating. */
export const ratingAlternative = (average: string, reviews: string) =>
  `5 में से ${average} (${reviews})`;
/** '1 स्टार', '4 स्टार'. */
export const starsText = (stars: number) => `${stars} स्टार`;
export const starsOutOf5 = (stars: string) => `5 में से ${stars}`;
export const outOf5 = '/ 5';
/** After a bar's count, for screen readers. */
export const reviewsWord = (count: number) =>
  new Intl.PluralRules('hi').select(count) === 'one' ? 'समीक्षा' : 'समीक्षाएँ';

export const reviews = 'समीक्षाएँ';
export const noReviewsYet = 'अभी कोई समीक्षा नहीं।';
export const onlyCouplesWhoEnquired = (firmName: string) =>
  `सिर्फ़ वही जोड़े ${firmName} की समीक्षा लिख सकते हैं जिन्होंने मंडप के ज़रिए उन्हें पूछताछ भेजी हो, और वह भी अपने कार्यक्रम के बाद।`;
export const signInToWrite = 'समीक्षा लिखने के लिए साइन इन करें';
export const sortReviews = 'समीक्षाओं का क्रम';
export const sortNewest = 'सबसे नई';
export const sortHighest = 'सबसे ऊँची रेटिंग';
export const reviewsOf = (firmName: string) => `${firmName} की समीक्षाएँ`;
export const loadingReviews = 'समीक्षाएँ लोड हो रही हैं...';
export const reviewsNotLoaded = 'समीक्षाएँ लोड नहीं हो सकीं।';
export const tryAgain = 'फिर से कोशिश करें';
export const showMore = 'और समीक्षाएँ दिखाएँ';
export const reviewsByStars = 'स्टार के हिसाब से समीक्षाएँ';
export const checkingEligibility = (firmName: string) =>
  `देखा जा रहा है कि क्या आप ${firmName} की समीक्षा लिख सकते हैं...`;
export const eligibilityNotChecked = 'यह जाँचा नहीं जा सका कि आप समीक्षा लिख सकते हैं या नहीं।';
export const editYourReview = 'अपनी समीक्षा बदलें';
export const writeReviewOf = (firmName: string) => `${firmName} की समीक्षा लिखें`;
export const loadingForm = 'फ़ॉर्म लोड हो रहा है...';
export const changesSaved = 'आपके बदलाव सहेज लिए गए।';
export const published = 'धन्यवाद: आपकी समीक्षा प्रकाशित हो गई है।';
export const reviewedCanEdit = 'आप इस वेंडर की समीक्षा लिख चुके हैं। लिखने के 30 दिन तक आप इसे बदल सकते हैं।';
export const reviewedEditOver = 'आप इस वेंडर की समीक्षा लिख चुके हैं। इसे बदलने का समय निकल चुका है।';
export const writeReview = 'समीक्षा लिखें';
export const cannotReviewYet = 'आप अभी इस वेंडर की समीक्षा नहीं लिख सकते।';

// One review.
export const unreachable = 'मंडप से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।';
export const ownerReview = (author: string) => `${author} की समीक्षा`;
export const verifiedEnquiry = (month: string) => `पुष्ट पूछताछ · ${month}`;
export const event = (month: string) => `कार्यक्रम · ${month}`;
export const photosIn = (owner: string) => `${owner} की तस्वीरें`;
export const openPhoto = (n: number, count: number, owner: string) =>
  `${owner} की ${count} में से तस्वीर ${n} खोलें`;
export const replyFrom = (firmName: string) => `${firmName} का जवाब`;
export const reportedThanks = 'रिपोर्ट हो गई। धन्यवाद: हमारी टीम इसे देखेगी।';
export const replyPublicly = 'सबके सामने जवाब दें';
export const reportOwner = (owner: string) => `${owner} की रिपोर्ट करें`;
export const report = 'रिपोर्ट करें';
export const sending = 'भेजा जा रहा है...';
export const cancel = 'रद्द करें';
export const checkField = 'कृपया यह फ़ील्ड जाँचें।';
export const whyReport = 'आप इस समीक्षा की रिपोर्ट क्यों कर रहे हैं?';
export const reportHint = (max: number) =>
  `जैसे: यह इस वेंडर के बारे में नहीं है, या इसमें अपशब्द हैं। ज़्यादा से ज़्यादा ${max} अक्षर।`;
export const sendReport = 'रिपोर्ट भेजें';
export const reportFailed = 'आपकी रिपोर्ट अभी भेजी नहीं जा सकी। कृपया फिर कोशिश करें।';
export const yourPublicReply = 'आपका सार्वजनिक जवाब';
export const replyHint = 'इसे समीक्षा के नीचे सब पढ़ सकते हैं। आप एक ही बार जवाब दे सकते हैं।';
export const sendReply = 'जवाब भेजें';
export const replyFailed = 'आपका जवाब अभी भेजा नहीं जा सका। कृपया फिर कोशिश करें।';

// The write-a-review form.
export const unreachableSendAgain = 'मंडप से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से भेजें।';
export const changesNotSaved = 'आपके बदलाव अभी सहेजे नहीं जा सके। कृपया फिर कोशिश करें।';
export const reviewNotSent = 'आपकी समीक्षा अभी भेजी नहीं जा सकी। कृपया फिर कोशिश करें।';
export const yourRating = 'आपकी रेटिंग';
export const title = 'शीर्षक';
export const titlePlaceholder = 'जैसे: बहुत सुंदर तस्वीरें और हमेशा समय पर';
export const yourReview = 'आपकी समीक्षा';
export const bodyPlaceholder = (firmName: string) =>
  `${firmName} के साथ काम करना कैसा रहा? क्या अच्छा रहा, और क्या बेहतर हो सकता था?`;
/** '2,000 में से 120 अक्षर (कम से कम 30)।', the counts' digits grouped. */
export const bodyCount = (length: string, max: string, min: number) =>
  `${max} में से ${length} अक्षर (कम से कम ${min})।`;
export const photosOptional = 'तस्वीरें (ज़रूरी नहीं)';
export const photosInYourReview = 'आपकी समीक्षा की तस्वीरें';
export const yourReviewPhoto = (n: number, count: number) => `आपकी समीक्षा, ${count} में से तस्वीर ${n}`;
export const removeYourPhoto = (n: number) => `अपनी समीक्षा की तस्वीर ${n} हटाएँ`;
export const addPhotos = 'तस्वीरें जोड़ें';
export const photosHint = (max: number) =>
  `अपने कार्यक्रम की ज़्यादा से ज़्यादा ${max} तस्वीरें, हर एक 5MB से कम।`;
export const checkingPhotos = 'तस्वीरें जाँची जा रही हैं...';
export const photosToAdd = 'जोड़ी जाने वाली तस्वीरें';
export const saveChanges = 'बदलाव सहेजें';
export const sendReview = 'समीक्षा भेजें';
export const tooManyPhotos = (max: number) => `एक समीक्षा में ज़्यादा से ज़्यादा ${max} तस्वीरें हो सकती हैं।`;
