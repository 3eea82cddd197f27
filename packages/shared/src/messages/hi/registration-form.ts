// 17 कैटेगरी का लिस्टिंग रजिस्ट्रेशन फ़ॉर्म (spec 2.7) और दो एडिट स्क्रीन।

export const formIntro =
  'जोड़ों को अपने कारोबार के बारे में बताइए, प्लान चुनिए और सबमिट कीजिए। उसके बाद पेमेंट होगा।';

export const firmNameLabels: Partial<Record<string, string>> = {
  band: 'बैंड का नाम',
  corporate: 'कॉर्पोरेट का नाम',
};

export const addressDetails = 'पते की जानकारी';
export const tickEverything = 'आप जो कुछ भी देते हैं, सब पर टिक करें।';

export const hotelCategoryLegend = 'होटल कैटेगरी और क़ीमत';
export const hotelCategoryIntro = 'आपके होटल की कैटेगरी से लिस्टिंग की क़ीमत तय होती है।';
export const starOption = (stars: number, price: string) => `${stars} स्टार — ${price}`;

export const priceLegend = 'क़ीमत';
export const priceIntroHotel =
  'क़ीमत आपके होटल की कैटेगरी से तय होती है; प्लान से तय होता है कि आप कितने समय तक बिना कमीशन मंडप इस्तेमाल करेंगे।';
export const priceIntro = (percent: number) =>
  `अपनी सेवा लिस्ट करने के लिए एक बार पेमेंट करें। मुफ़्त अवधि के बाद ${percent}% का फ़्लैट कमीशन लगता है।`;
export const chosenPlan = (title: string, duration: string) => `${title} प्लान · ${duration}`;

export const mediaUpload = 'फ़ोटो और वीडियो अपलोड';
export const images = 'फ़ोटो';
export const videos = 'वीडियो';
export const chooseImages = 'फ़ोटो चुनें';
export const chooseVideos = 'वीडियो चुनें';
export const imageLimit = (max: number) => `ज़्यादा से ज़्यादा ${max} फ़ोटो, हर एक 5MB से कम।`;
export const videoLimit = (max: number) => `ज़्यादा से ज़्यादा ${max} वीडियो, हर एक 50MB से कम।`;
export const checkingFiles = 'फ़ाइलें जाँची जा रही हैं...';
export const chosenImages = 'चुनी गई फ़ोटो';
export const chosenVideos = 'चुने गए वीडियो';
export const removeFile = (name: string) => `${name} हटाएँ`;

export const submitSection = 'सबमिट करें';
export const amountDue = (amount: string) => `देय राशि: ${amount}`;
export const returnHome = 'होम पर वापस जाएँ';
export const submitting = 'आपकी सेवा की जानकारी सबमिट हो रही है...';
export const submitService = 'सेवा सबमिट करें';
export const submissionProgress = 'सबमिट होने की प्रगति';
export const stagePreparing = 'आपकी जानकारी तैयार हो रही है...';
export const stageUploading = 'फ़ाइलें अपलोड हो रही हैं...';
export const stageProcessing = 'सबमिशन प्रोसेस हो रहा है...';
export const stageAlmostDone = 'बस होने ही वाला है...';
export const submitGenericError =
  'आपकी सेवा सबमिट करते समय कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर से कोशिश करें।';
export const submitFallbackError = 'सेवा सबमिट नहीं हो सकी';
export const submitSuccess = 'सेवा सफलतापूर्वक सबमिट हो गई!';

export const draftRestored = 'आपकी बिना सेव की गई जानकारी वापस भर दी गई है';
export const discardDraft = 'वापस भरी गई जानकारी हटाएँ';
export const leaveTitle = 'यह फ़ॉर्म छोड़ें?';
export const leave = 'छोड़ें';
export const stay = 'इसी पेज पर रहें';
export const leaveMessage =
  'यह सेवा अभी सबमिट नहीं हुई है। आपकी लिखी जानकारी इस ब्राउज़र में ड्राफ़्ट के रूप में रहेगी, लेकिन आपकी चुनी हुई फ़ोटो और वीडियो हट जाएँगे।';

export const submitYourService = 'अपनी सेवा सबमिट करें';
export const editingBefore = 'आप ';
export const editingAfter = ' में बदलाव कर रहे हैं: इसकी जानकारी और ख़ास बातें, और ज़्यादा फ़ोटो व वीडियो।';
export const editSubmitError = 'फ़ॉर्म सबमिट करते समय कोई गड़बड़ी हुई।';
export const noData = 'कोई जानकारी उपलब्ध नहीं है।';
export const fetchError = 'जानकारी लाने में गड़बड़ी हुई।';
export const loading = 'लोड हो रहा है...';
export const backToDashboard = 'डैशबोर्ड पर वापस जाएँ';
export const submittingShort = 'सबमिट हो रहा है...';
export const editService = 'सेवा में बदलाव करें';
export const withError = (message: string) => `गड़बड़ी: ${message}`;
export const noServiceDetails = 'गड़बड़ी: सेवा की कोई जानकारी नहीं मिली';
export const fetchServiceFailed = 'गड़बड़ी: सेवा की जानकारी नहीं लाई जा सकी';
export const updateFailed = 'अपडेट नहीं हो सका।';
export const updating = 'अपडेट हो रहा है...';
export const serviceUpdated = 'सेवा सफलतापूर्वक अपडेट हो गई!';
