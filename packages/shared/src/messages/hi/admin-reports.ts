// Reported listings and chat messages (issue 28, decision 0065): the reasons people report with,
// the reasons an operator dismisses with, and the console's queues (reports.ts takes its lists and
// REPORT_QUEUE_MESSAGES from here).

const somethingElse = 'कुछ और (विवरण में बताएँ कि क्या)';

/** Why a listing is reported, by code. */
export const listingReportReasons = {
  fake_or_scam: 'नक़ली या धोखाधड़ी',
  offensive: 'आपत्तिजनक',
  wrong_category: 'ग़लत श्रेणी में है',
  government_id: 'कोई सरकारी पहचान पत्र दिख रहा है',
  other: somethingElse,
} as const;

/** Why a chat message is reported, by code. */
export const messageReportReasons = {
  spam: 'स्पैम',
  harassment: 'उत्पीड़न',
  payment_outside: 'Mandap के बाहर भुगतान माँगता है',
  other: somethingElse,
} as const;

/** Why an operator dismisses the open reports, by code. */
export const dismissReasons = {
  no_violation: 'यह किसी नियम को नहीं तोड़ता',
  not_enough: 'कार्रवाई के लिए काफ़ी नहीं',
  duplicate: 'पहले की एक रिपोर्ट पर फ़ैसला हो चुका है',
  other: 'कोई और कारण (विवरण में बताएँ कि क्या)',
} as const;

// ---- Replies (REPORT_QUEUE_MESSAGES) ----
export const decidedElsewhere =
  'इन रिपोर्टों पर किसी और ने पहले ही फ़ैसला कर दिया है, या आपके खोलने के बाद कोई नई रिपोर्ट ' +
  'आई है। क़तार में अब ये अपनी मौजूदा स्थिति में दिख रही हैं: फ़ैसला करने से पहले दोबारा देख लें।';
export const nothingOpen = 'यहाँ खारिज करने के लिए कोई खुली रिपोर्ट नहीं है।';
export const noSuchListing = 'ऐसी कोई लिस्टिंग नहीं मिली।';
export const noSuchMessage = 'ऐसा कोई संदेश नहीं मिला।';
export const reasonRequired = 'सूची में से कोई कारण चुनें।';
export const detailsRequired = 'कारण "कोई और कारण" है, इसलिए विवरण में वजह बताएँ।';
/** REPORT_LIMITS.decisionDetailsMaxLength. */
export const detailsTooLong = 'विवरण ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।';
export const emptyListings = 'कोई रिपोर्ट की गई लिस्टिंग बाक़ी नहीं है।';
export const emptyMessages = 'कोई रिपोर्ट किया गया संदेश बाक़ी नहीं है।';
export const confirmDismiss =
  'खुली रिपोर्टें खारिज करें? कंटेंट बना रहेगा और हर रिपोर्ट करने वाले को बता दिया जाएगा।';
export const dismissed = 'रिपोर्टें खारिज कर दी गईं। रिपोर्ट करने वालों को बता दिया गया है।';

// ---- The queues ----
export const history = (h: {
  made: { reports: number; dismissed: number; actioned: number };
  received: { reports: number; dismissed: number; actioned: number };
}) =>
  `${h.made.reports} रिपोर्टें कीं (${h.made.dismissed} खारिज, ${h.made.actioned} पर कार्रवाई); ` +
  `${h.received.reports} रिपोर्टें मिलीं (${h.received.dismissed} खारिज, ${h.received.actioned} पर कार्रवाई)`;
export const accountKinds = { user: 'यूज़र', vendor: 'वेंडर' } as const;
export const openReports = 'खुली रिपोर्टें';
export const reportedBy = 'रिपोर्ट करने वाला';
export const owner = 'मालिक';
export const sentBy = 'भेजने वाला';
export const dismissTheReports = 'रिपोर्टें खारिज करें';
export const reason = 'कारण';
export const chooseReason = 'कारण चुनें';
export const detailsOptional = 'विवरण (“कोई और कारण” न हो तो ज़रूरी नहीं)';
export const waiting = (n: number, first: string) =>
  `${n} खुली ${new Intl.PluralRules('hi').select(n) === 'one' ? 'रिपोर्ट' : 'रिपोर्टें'}, पहली ${first} को`;
export const listingHeading = (id: number, firmName: string) => `लिस्टिंग ${id}: ${firmName}`;
export const openListingPage = 'लिस्टिंग का पेज खोलें';
export const listingMedia = (firmName: string) => `${firmName} की फ़ोटो और वीडियो`;
export const attachmentAlt = (firmName: string, n: number) => `${firmName}, अटैचमेंट ${n}`;
export const videoN = (n: number) => `वीडियो ${n}`;
export const messageHeading = (id: number, enquiryId: number, firmName: string) =>
  `बातचीत ${enquiryId} (${firmName}) में संदेश ${id}`;
export const conversationAround = 'इसके आसपास की बातचीत';
export const couple = 'कपल';
export const vendor = 'वेंडर';
export const reportedMark = ' (रिपोर्ट किया गया)';
export const loadingListings = 'रिपोर्ट की गई लिस्टिंग लोड हो रही हैं…';
export const loadingMessages = 'रिपोर्ट किए गए संदेश लोड हो रहे हैं…';
export const countWaiting = (n: number) => `${n} बाक़ी, सबसे पुरानी रिपोर्ट पहले।`;
