// चैट, वेंडर का पूछताछ इनबॉक्स, सूचना केंद्र और बुकिंग के सवाल का पेज (issue 15, issue 31)।

const plural = (n: number) => new Intl.PluralRules('hi').select(n) === 'one';

export const statusLabels = {
  new: 'नया',
  replied: 'जवाब दिया गया',
  booked: 'बुक्ड',
  declined: 'मना किया',
};
export const coupleStatusLabels = {
  new: 'भेजी गई',
  replied: 'जवाब दिया गया',
  booked: 'बुक्ड',
  declined: 'मना किया',
};

// चैट
export const chatTitle = 'चैट · Mandap';
export const chatHeading = 'चैट';
export const yourConversations = 'आपकी बातचीत';
export const loadingConversations = 'आपकी बातचीत लोड हो रही है...';
export const conversationsFailed =
  'हम आपकी बातचीत लोड नहीं कर सके। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const noConversations = 'अभी कोई बातचीत नहीं';
export const noConversationsVendor =
  'जब कोई कपल आपकी किसी सेवा के लिए पूछताछ भेजेगा, तो उससे बातचीत यहाँ शुरू होगी।';
export const noConversationsCouple = 'किसी वेंडर के पेज से पूछताछ भेजें, उनसे आपकी बातचीत यहाँ दिखेगी।';
export const searchVendors = 'वेंडर खोजें';
export const conversation = 'बातचीत';
export const backToChat = 'चैट पर वापस जाएँ';
export const conversationNotFound = 'यह बातचीत नहीं मिली।';
export const chooseConversation = 'पढ़ने और जवाब देने के लिए कोई बातचीत चुनें।';
export const conversations = 'बातचीत';
export const eventDayShort = (day: string) => `समारोह ${day}`;
export const youWrote = (body: string) => `आप: ${body}`;
export const unreadCount = (n: number) => `${n} अपठित`;

// एक बातचीत
export const loadingConversation = 'बातचीत लोड हो रही है...';
export const conversationElsewhere =
  'हो सकता है यह किसी दूसरे अकाउंट से खोली गई हो। उस व्यक्ति के अकाउंट से साइन इन करें जिसे यह भेजी गई थी या जिसने भेजी थी।';
export const conversationFailed = 'हम यह बातचीत लोड नहीं कर सके। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const newMessageFrom = (name: string, text: string) => `${name} का नया संदेश: ${text}`;
export const newMessagesFrom = (n: number, name: string, text: string) =>
  `${name} के ${n} नए संदेश। सबसे नया: ${text}`;
export const olderLoaded = (n: number) =>
  `ऊपर ${n} ${plural(n) ? 'पुराना संदेश लोड हुआ' : 'पुराने संदेश लोड हुए'}।`;
export const startOfConversation = ' बातचीत यहीं से शुरू हुई थी।';
export const olderFailed = 'पुराने संदेश लोड नहीं हो सके। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const eventOn = (day: string) => `समारोह ${day} को`;
export const noMessages = 'अभी कोई संदेश नहीं।';
export const loadingOlder = 'पुराने संदेश लोड हो रहे हैं...';
export const olderFailedRetry = 'पुराने संदेश लोड नहीं हो सके। दोबारा कोशिश करें';
export const loadOlder = 'पुराने संदेश लोड करें';
export const messages = 'संदेश';
export const you = 'आप';

// जवाब का बॉक्स, और ऑफ़लाइन होने पर वह क्या कहता है (decision 0078)
export const sendFailed = 'आपका संदेश नहीं भेजा गया। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const offline = 'आप ऑफ़लाइन हैं। आपके भेजे संदेश इंटरनेट वापस आने पर अपने-आप चले जाएँगे।';
export const waitingOffline = 'आप ऑफ़लाइन हैं। इंटरनेट वापस आने पर आपका संदेश भेज दिया जाएगा।';
export const writeMessage = 'संदेश लिखें।';
export const replyTo = (name: string) => `${name} को जवाब दें`;
export const replyPlaceholder = 'अपना संदेश लिखें। फ़ोन नंबर और लिंक भेज सकते हैं।';
export const charactersLeft = (left: string, max: string) => `${max} में से ${left} अक्षर बाक़ी`;
export const charactersOver = (over: string, max: string) => `${max} की सीमा से ${over} अक्षर ज़्यादा`;
export const ctrlEnterSends = ' · Ctrl+Enter से भेजें';
export const waitingToSend = 'भेजे जाने का इंतज़ार...';
export const sending = 'भेजा जा रहा है...';
export const send = 'भेजें';

// पूछताछ का विवरण
export const enquiryDetails = 'पूछताछ का विवरण';
export const sentAt = (when: string) => `भेजी गई: ${when}`;
export const service = 'सेवा';
export const couple = 'कपल';
export const eventDate = 'समारोह की तारीख़';
export const eventType = 'समारोह का प्रकार';
export const city = 'शहर';
export const guests = 'मेहमान';
export const budget = 'बजट';
export const phone = 'फ़ोन';
export const email = 'ईमेल';
export const notGiven = 'नहीं बताया';

// वेंडर के स्टेटस बटन
export const statusFailed = 'स्टेटस नहीं बदला। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const markBooked = 'बुक्ड मार्क करें';
export const markingAlsoBooks = (day: string, firmName: string) =>
  `बुक्ड मार्क करने पर ${firmName} के लिए ${day} भी बुक्ड हो जाएगा, ताकि कपल देख सकें कि यह तारीख़ ले ली गई है।`;
export const cancel = 'रद्द करें';
export const decline = 'मना करें';
export const markedBooked = (day: string, firmName: string) =>
  `बुक्ड मार्क हो गया। ${firmName} के लिए ${day} अब बुक्ड है। `;
export const seeBookedDates = 'बुक्ड तारीख़ें देखें';
export const declined = (coupleName: string) => `मना कर दिया। ${coupleName} को बता दिया गया है।`;
export const bookTitle = 'इस पूछताछ को बुक्ड मार्क करें?';
export const bookMessage = (day: string, firmName: string, askedToConfirm: string) =>
  `इससे आपके कैलेंडर पर ${day} ब्लॉक हो जाएगा: कपल देखेंगे कि उस दिन ${firmName} बुक्ड है। ${askedToConfirm}`;
export const bookConfirm = 'हाँ, बुक्ड मार्क करें';
export const bookBusy = 'बुक्ड मार्क हो रहा है...';
export const declineTitle = 'इस पूछताछ को मना करें?';
export const declineMessage = (coupleName: string) =>
  `${coupleName} को बताया जाएगा कि आप यह काम नहीं ले सकते। इसे वापस नहीं बदला जा सकता।`;
export const declineConfirm = 'हाँ, मना करें';
export const declineBusy = 'मना किया जा रहा है...';
export const keep = 'अभी नहीं';
export const actionsLabel = 'पूछताछ का स्टेटस';

// बुकिंग के सवाल का पेज (decision 0075)
export const loadingBooking = 'आपकी बुकिंग लोड हो रही है...';
export const answeredBefore = (answer: 'yes' | 'no', wanted: 'yes' | 'no' | null) =>
  `आपने पहले जवाब दिया था: ${answer === 'yes' ? 'हाँ' : 'नहीं'}। ${
    wanted === null ? 'दोबारा जवाब देने' : `“${wanted === 'yes' ? 'हाँ' : 'नहीं'}” जवाब देने`
  } के लिए बटन दबाएँ।`;

// वेंडर का पूछताछ इनबॉक्स
export const enquiriesTitle = 'पूछताछ · Mandap';
export const vendorPortal = 'वेंडर पोर्टल';
export const enquiriesHeading = 'पूछताछ';
export const allEnquiries = 'सभी पूछताछ';
export const filterEnquiries = 'पूछताछ फ़िल्टर करें';
export const allServices = 'सभी सेवाएँ';
export const serviceNumber = (id: number) => `सेवा #${id}`;
export const status = 'स्थिति';
export const allStatuses = 'सभी स्टेटस';
export const loadingEnquiries = 'आपकी पूछताछ लोड हो रही हैं...';
export const enquiriesFailed = 'हम आपकी पूछताछ लोड नहीं कर सके। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const noMatches = 'इन फ़िल्टर से कोई पूछताछ नहीं मिलती।';
export const showAll = 'सभी पूछताछ दिखाएँ';
export const noEnquiries = 'अभी कोई पूछताछ नहीं';
export const noEnquiriesHint = 'जब कपल आपकी सेवाओं के लिए पूछताछ भेजेंगे, तो वे यहाँ दिखेंगी।';
export const manageServices = 'सेवाएँ मैनेज करें';
export const enquiriesNewestFirst = 'पूछताछ, सबसे नई पहले';
export const enquiry = 'पूछताछ';
export const backToEnquiries = 'पूछताछ पर वापस जाएँ';
export const chooseEnquiry = 'विवरण देखने और जवाब देने के लिए कोई पूछताछ चुनें।';
export const guestCount = (n: string) => `${n} मेहमान`;
export const budgetOf = (amount: string) => `बजट ${amount}`;

// सूचना केंद्र
export const notificationsTitle = 'सूचनाएँ · Mandap';
export const notificationsHeading = 'सूचनाएँ';
export const allCaughtUp = 'सब पढ़ लिया गया है।';
export const markAllRead = 'सभी को पढ़ा हुआ मार्क करें';
export const markReadFailed = 'आपकी सूचनाएँ पढ़ी हुई मार्क नहीं हुईं। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const yourNotifications = 'आपकी सूचनाएँ';
export const loadingNotifications = 'आपकी सूचनाएँ लोड हो रही हैं...';
export const notificationsFailed =
  'हम आपकी सूचनाएँ लोड नहीं कर सके। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
export const noNotifications = 'अभी कोई सूचना नहीं';
export const noNotificationsHint = 'नई पूछताछ, जवाब और बुकिंग की ख़बरें यहाँ दिखेंगी।';
export const notificationsNewestFirst = 'सूचनाएँ, सबसे नई पहले';
export const unreadPrefix = 'अपठित: ';
