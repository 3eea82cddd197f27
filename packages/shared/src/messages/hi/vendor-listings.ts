// The vendor's services (listings): the list, prices, media, details and suspension notes.

export const serviceDetails = 'सेवा का विवरण';
export const titleSuffix = (title: string) => `${title} · Mandap`;
export const back = 'वापस';
export const backToDashboard = 'डैशबोर्ड पर वापस जाएँ';
export const missingListingId = 'कोई सेवा नहीं चुनी गई। कृपया यह पेज अपनी सेवाओं की सूची से खोलें।';

// The list (/services)
export const loadingServiceDetails = 'सेवाओं का विवरण लोड हो रहा है...';
export const noServiceData = 'सेवा की कोई जानकारी उपलब्ध नहीं है।';
export const checkBackLater =
  'थोड़ी देर बाद फिर देखें, या अगर आपको लगता है कि यह कोई गड़बड़ी है तो सहायता टीम से संपर्क करें।';
export const statusLabels = {
  pending_payment: 'भुगतान बाकी',
  active: 'सक्रिय',
  suspended: 'निलंबित',
  expired: 'अवधि ख़त्म',
};
export const statusHints = {
  pending_payment: 'इस सेवा को Mandap पर दिखाने के लिए इसका भुगतान करें।',
  active: 'जोड़े यह सेवा देख सकते हैं। दाम तय करें और तस्वीरें जोड़ें, ताकि वे देख सकें कि आप क्या-क्या देते हैं।',
  suspended: 'यह सेवा जोड़ों को नहीं दिखाई जाती।',
  expired: 'यह सेवा जोड़ों को नहीं दिखाई जाती।',
};
export const paidNextSteps =
  'आगे क्या करें: दाम तय करें और तस्वीरें जोड़ें ताकि जोड़े देख सकें कि आप क्या-क्या देते हैं, फिर अपना स्टोरफ़्रंट देखें।';
export const dismissPaymentMessage = 'भुगतान का संदेश हटाएँ';
export const paidNoListing = 'भुगतान हो गया! आपकी सेवा अब सक्रिय है।';
export const paidActive = (firmName: string) => `भुगतान हो गया! ${firmName} अब सक्रिय है।`;
export const paidFor = (firmName: string) => `${firmName} का भुगतान हो गया।`;
export const serviceNumber = (id: number) => `सेवा #${id}`;
export const details = 'विवरण';
export const serviceId = 'सेवा ID';
export const category = 'श्रेणी';
export const vendorId = 'वेंडर ID';
export const email = 'ईमेल';
export const phone = 'फ़ोन';
export const status = 'स्थिति';
export const editServices = 'सेवाएँ बदलें';
export const editDetails = 'विवरण बदलें';
export const bookedDates = 'बुक की गई तारीख़ें';
export const nextStepsFor = (firmName: string) => `${firmName} के लिए आगे के क़दम`;
export const payNow = 'अभी भुगतान करें';
export const setPrices = 'दाम तय करें';
export const addPhotos = 'तस्वीरें जोड़ें';
export const viewStorefront = 'स्टोरफ़्रंट देखें';

// A suspension by Mandap on a listing's card, and its appeal
export const suspendedByMandap = 'Mandap द्वारा निलंबित';
export const appealButton = 'अपील करें';
export const appealMessageLabel = 'आपकी अपील: Mandap इसे फिर से क्यों चालू करे?';
export const appealLengthHint = (min: number, max: number) =>
  `${min} से ${max} अक्षरों के बीच। अपील सिर्फ़ एक बार की जा सकती है।`;
export const appealSend = 'अपील भेजें';
export const appealSending = 'भेजा जा रहा है…';
export const appealCancel = 'रद्द करें';
export const appealPendingSince = (date: string) => `अपील ${date} को भेजी गई, फ़ैसले का इंतज़ार है।`;
export const appealNetwork = 'अपील नहीं भेजी जा सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const appealSent =
  'आपकी अपील भेज दी गई है। इसका फ़ैसला वह ऑपरेटर करेगा जिसने इसे निलंबित नहीं किया था, और आपको बता दिया जाएगा।';
export const appealPending = 'अपील भेज दी गई है: फ़ैसले का इंतज़ार है।';
export const appealUpheld = 'अपील पर फ़ैसला हो गया: निलंबन बना रहेगा।';

// Prices (/ServiceDetails)
export const loadingPrices = 'दाम लोड हो रहे हैं...';
export const firmLabel = 'फ़र्म:';
export const vendorIdLabel = 'वेंडर ID:';
export const serviceIdLabel = 'सेवा ID:';
export const priceExample = 'जैसे 1,50,000';
export const pricingSaved = 'दाम सेव हो गए।';
export const pricingIntroUpdate = 'पहले से जोड़े गए विकल्पों के दाम बदलें या नए विकल्प जोड़ें।';
export const pricingIntroNew =
  'विकल्प जोड़ें और हर एक का दाम तय करें। इस सेवा के लिए आप कई विकल्प जोड़ सकते हैं।';
export const specifications = 'विकल्प';
export const addAnotherSpecification = 'एक और विकल्प जोड़ें';
export const saving = 'सेव हो रहा है...';
export const savePricing = 'दाम सेव करें';
export const specificationNumber = (n: number) => `विकल्प ${n}`;
export const percentOff = (percent: number) => `${percent}% की छूट`;
export const specification = 'विकल्प';
export const selectSpecification = 'कोई विकल्प चुनें';
export const mrpRupees = 'MRP (₹)';
export const offerPriceRupees = 'ऑफ़र दाम (₹)';
export const priceIs = 'दाम किसका है';
export const removeSpecification = (n: number) => `विकल्प ${n} हटाएँ`;
export const remove = 'हटाएँ';

// Media (/editMedia)
export const editMedia = 'तस्वीरें और वीडियो';
export const somethingWrong = 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।';
export const imageHint = (mb: number) =>
  `JPG या PNG, ${mb}MB तक। इससे बड़ी तस्वीर अपने-आप छोटी कर दी जाती है।`;
export const videoHint = (mb: number) => `MP4, ${mb}MB तक।`;
export const listingNotFound = 'सेवा नहीं मिली। हो सकता है वह हटा दी गई हो, या वह आपकी न हो।';
export const mediaLoadFailed = 'इस सेवा की तस्वीरें और वीडियो लोड नहीं हो सके। कृपया फिर से कोशिश करें।';
export const loadingMedia = 'तस्वीरें और वीडियो लोड हो रहे हैं...';
export const chooseImage = 'कृपया अपलोड करने के लिए एक फ़ोटो चुनें।';
export const mediaUploaded = 'अपलोड हो गया।';
export const uploadMedia = 'तस्वीर या वीडियो अपलोड करें';
export const image = 'तस्वीर';
export const videoOptional = 'वीडियो (ज़रूरी नहीं)';
export const uploading = 'अपलोड हो रहा है...';
export const upload = 'अपलोड करें';
export const imageDeleted = 'तस्वीर हटा दी गई।';
export const videoDeleted = 'वीडियो हटा दिया गया।';
export const deleteImageFailed = 'तस्वीर नहीं हटाई जा सकी।';
export const deleteVideoFailed = 'वीडियो नहीं हटाया जा सका।';
/** 'image 1', 'video 2': an item as its Delete button and the dialog name it. */
export const mediaItemName = (kind: 'image' | 'video', n: number) =>
  `${kind === 'image' ? 'तस्वीर' : 'वीडियो'} ${n}`;
export const deleteItem = (name: string) => `${name} हटाएँ`;
export const deleteLabel = 'हटाएँ';
export const yourMedia = 'आपकी तस्वीरें और वीडियो';
export const noMedia = 'इस सेवा की कोई तस्वीर या वीडियो नहीं मिला।';
export const images = 'फ़ोटो';
export const noImages = 'अभी कोई तस्वीर नहीं है।';
export const videos = 'वीडियो';
export const noVideos = 'अभी कोई वीडियो नहीं है।';
export const galleryItem = (n: number) => `गैलरी की तस्वीर ${n}`;
export const videoNumber = (n: number) => `वीडियो ${n}`;
export const deleteQuestion = (name: string) => `${name} हटाएँ?`;
export const deleteMediaMessage = 'यह आपके स्टोरफ़्रंट से हट जाएगी। इसे वापस नहीं लाया जा सकता।';
export const deleting = 'हटाया जा रहा है...';
export const keep = 'रहने दें';

// The media picker (edit media and registration)
export const shrunkNote = (name: string, from: string, to: string, renamed: string) =>
  `${name} ${from} की थी; इसे छोटा करके ${to} कर दिया गया${renamed ? ` (${renamed})` : ''}।`;
export const shrinkTooLarge = (tooLarge: string, name: string) =>
  `${tooLarge} ${name} को इतना छोटा नहीं किया जा सका।`;
export const shrinkUnreadable = (tooLarge: string, name: string) =>
  `${tooLarge} ${name} को छोटा करने के लिए पढ़ा नहीं जा सका।`;
export const shrinking = (name: string, size: string) => `${name} (${size}) छोटी की जा रही है...`;
export const checkingFiles = 'फ़ाइलें जाँची जा रही हैं...';
export const previewOf = (label: string) => `${label} की झलक`;
export const previewOfFile = (name: string) => `${name} की झलक`;
export const previewOfImage = 'तस्वीर की झलक';

// The details form (edit details, edit services)
export const unsavedChanges = 'आपके बदलाव अभी सेव नहीं हुए हैं और खो जाएँगे।';
export const serviceCategory = 'सेवा की श्रेणी';
export const submit = 'सबमिट करें';
