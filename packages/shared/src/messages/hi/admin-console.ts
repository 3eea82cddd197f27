// The operator console (issue 28): its frame, navigation, sign-in and set-up, dashboard, audit
// log and finder; the console's replies (operators.ts takes its OPERATOR_MESSAGES from here).

/** The browser tab's title of a console screen. */
export const documentTitle = (title: string) => `${title} · Mandap ऑपरेटर कंसोल`;
export const operatorConsole = 'ऑपरेटर कंसोल';
export const loading = 'लोड हो रहा है…';
export const recoveryCodesTitle = 'आपके रिकवरी कोड';
export const setUpAuthenticatorTitle = 'अपना ऑथेंटिकेटर सेट करें';
export const enterCodeTitle = 'अपना कोड डालें';
export const signInTitle = 'ऑपरेटर साइन-इन';
export const setUpAccountTitle = 'अपना ऑपरेटर खाता सेट करें';
export const signOut = 'साइन आउट करें';
/** An operator's role, as the console names it. */
export const roles = { moderator: 'मॉडरेटर', admin: 'एडमिन' } as const;
export const signedInAs = (email: string, role: string) => `${email} (${role})`;

/** The sections' titles, which the navigation names too. */
export const dashboard = 'डैशबोर्ड';
export const reportedReviews = 'रिपोर्ट की गई समीक्षाएँ';
export const reportedListings = 'रिपोर्ट की गई लिस्टिंग';
export const reportedMessages = 'रिपोर्ट किए गए संदेश';
export const auditLog = 'ऑडिट लॉग';
export const grievances = 'शिकायतें';
export const grievance = 'शिकायत';
export const grievanceTitle = (reference: string) => `शिकायत ${reference}`;
/** A listing's or an account's screen: its kind, then its id. */
export const objectTitle = (title: string, id: number) => `${title} ${id}`;
export const navLabel = 'कंसोल';

// ---- Replies and shared words (OPERATOR_MESSAGES) ----
/** The console's confirmation step of a decision. */
export const confirm = 'पुष्टि करें';
export const cancel = 'रद्द करें';
export const signInRequired = 'आगे बढ़ने के लिए कृपया ऑपरेटर कंसोल में साइन इन करें।';
export const adminOnly = 'इसे सिर्फ़ एडमिन देख सकते हैं।';
export const secondFactorFirst = 'साइन-इन पूरा करने के लिए अपने ऑथेंटिकेटर ऐप का कोड डालें।';
export const enrolFirst = 'अपना खाता सेट करना पूरा करने के लिए अपना ऑथेंटिकेटर ऐप सेट करें।';
export const invalidCredentials = 'ईमेल या पासवर्ड ग़लत है।';
export const invalidCode = 'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है। अपने ऐप से नया कोड डालें।';
export const setupLinkInvalid =
  'यह सेट-अप लिंक या तो एक्सपायर हो गया है या पहले ही इस्तेमाल हो चुका है। किसी एडमिन से नया लिंक माँगें (npm run operator -- create)।';
export const codeRequired = 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें, या कोई रिकवरी कोड।';
export const tokenRequired = 'सेट-अप लिंक अधूरा है। आपको जो पूरा लिंक मिला था, वही खोलें।';
export const network = 'कनेक्शन में दिक़्क़त है। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।';
export const recoveryCodesOnce =
  'ये रिकवरी कोड किसी सुरक्षित जगह रख लें। फ़ोन खो जाने पर हर कोड से एक बार साइन इन किया जा सकता है। ये सिर्फ़ अभी दिखाए जा रहे हैं।';

// ---- Sign-in and set-up ----
export const email = 'ईमेल';
export const password = 'पासवर्ड';
export const continueLabel = 'आगे बढ़ें';
export const authenticatorCode = 'ऑथेंटिकेटर कोड';
export const authenticatorCodeHint =
  'आपका ऑथेंटिकेटर ऐप Mandap के लिए जो 6 अंकों का कोड दिखाता है, या आपका कोई रिकवरी कोड।';
export const signIn = 'साइन इन करें';
export const newPassword = 'नया पासवर्ड';
export const setPassword = 'पासवर्ड सेट करें';
export const preparingAuthenticator = 'आपका ऑथेंटिकेटर तैयार हो रहा है…';
export const scanIntro =
  'इस QR कोड को किसी ऑथेंटिकेटर ऐप (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) से स्कैन करें, फिर ऐप में दिख रहा कोड डालें।';
export const qrAlt = (issuer: string, account: string) =>
  `ऑथेंटिकेटर ऐप के लिए ${issuer} (${account}) का QR कोड`;
export const cannotScan = 'स्कैन नहीं हो रहा? इसकी जगह ऐप में यह की डालें:';
export const codeFromApp = 'ऐप का कोड';
export const codeFromAppHint = '6 अंक; हर 30 सेकंड में नया कोड।';
export const recoveryCodes = 'रिकवरी कोड';
export const keptThem = 'मैंने इन्हें सँभाल लिया है: कंसोल खोलें';

// ---- Dashboard ----
export const loadingDashboard = 'डैशबोर्ड लोड हो रहा है…';
export const todayIs = (today: string, weekStart: string) =>
  `आज ${today} है; यह हफ़्ता ${weekStart} को शुरू हुआ (भारतीय समय)।`;
export const listings = 'लिस्टिंग';
export const waitingForPayment = 'भुगतान बाक़ी';
export const active = 'सक्रिय';
export const suspended = 'निलंबित';
export const openReports = 'खुली रिपोर्टें';
export const reportedReviewsWaiting = 'रिपोर्ट की गई समीक्षाएँ, बाक़ी';
export const reportedListingsWaiting = 'रिपोर्ट की गई लिस्टिंग, बाक़ी';
export const reportedMessagesWaiting = 'रिपोर्ट किए गए संदेश, बाक़ी';
export const allOpenReports = 'सभी खुली रिपोर्टें';
export const oldestReported = (ago: string) => `सबसे पुरानी रिपोर्ट ${ago}`;
export const oldestReceived = (ago: string) => `सबसे पुरानी ${ago} मिली`;
export const openGrievances = 'खुली शिकायतें';
export const overdueGrievances = 'समय-सीमा पार शिकायतें';
export const enquiriesAndReviews = 'पूछताछ और समीक्षाएँ';
export const enquiriesToday = 'आज की पूछताछ';
export const enquiriesThisWeek = 'इस हफ़्ते की पूछताछ';
export const reviewsToday = 'आज की समीक्षाएँ';
export const reviewsThisWeek = 'इस हफ़्ते की समीक्षाएँ';
export const paymentsThisWeek = 'इस हफ़्ते के भुगतान';
export const paymentsReceived = 'मिले भुगतान';
export const refundsMade = 'किए गए रिफ़ंड';
/** How long ago: '3 hours ago', '2 days ago'. */
export const minutesAgo = (n: number) => `${n} मिनट पहले`;
export const hoursAgo = (n: number) => `${n} घंटे पहले`;
export const daysAgo = (n: number) => `${n} दिन पहले`;

// ---- Audit log ----
export const auditModeratorNote =
  'मॉडरेटर सिर्फ़ समीक्षाओं, लिस्टिंग, चैट संदेशों और शिकायतों से जुड़ी एंट्री देखते हैं।';
export const objectType = 'ऑब्जेक्ट का प्रकार';
export const objectId = 'ऑब्जेक्ट ID';
export const actorKind = 'करने वाले का प्रकार';
export const actorId = 'करने वाले की ID';
export const any = 'कोई भी';
/** The kinds of object and actor an audit entry names (the filters' choices and the table). */
export const auditKinds = {
  vendor: 'वेंडर',
  user: 'यूज़र',
  operator: 'ऑपरेटर',
  system: 'सिस्टम',
  address: 'पता',
  listing: 'लिस्टिंग',
  payment: 'भुगतान',
  media: 'मीडिया',
  review: 'समीक्षा',
  grievance: 'शिकायत',
  message: 'संदेश',
  commission_line: 'कमीशन लाइन',
} as const;
export const showEntries = 'एंट्री दिखाएँ';
export const downloadCsv = 'ये एंट्री CSV में डाउनलोड करें';
export const loadingAudit = 'ऑडिट लॉग लोड हो रहा है…';
export const noEntries = 'कोई एंट्री मेल नहीं खाती।';
export const auditEntries = 'ऑडिट एंट्री';
export const auditCaption = 'ऑडिट एंट्री, सबसे नई पहले';
export const timeIndia = 'समय (भारत)';
export const actor = 'करने वाला';
export const action = 'कार्रवाई';
export const object = 'ऑब्जेक्ट';
export const reason = 'कारण';
export const beforeAfter = 'पहले → बाद में';
export const newerEntries = 'नई एंट्री';
export const olderEntries = 'पुरानी एंट्री';

// ---- Finder ----
export const results = 'नतीजे';
/** What a result is, beside its id: '(listing 12)'. */
export const resultKinds = { listing: 'लिस्टिंग', vendor: 'वेंडर', user: 'यूज़र' } as const;
