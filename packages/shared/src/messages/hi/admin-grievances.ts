// Grievances in the console (issue 28, decisions 0062 and 0064): what a grievance is about, how it
// ended, the deadlines' badges, the queue and a grievance's screen (grievances.ts takes its
// subjects' words, GRIEVANCE_OUTCOMES and GRIEVANCE_CONSOLE_MESSAGES from here).

/** What a grievance is about, by code: the public form's choices and the console's words. */
export const subjectLabels = {
  listing: 'कोई लिस्टिंग',
  review: 'कोई समीक्षा',
  vendor: 'कोई वेंडर',
  payment: 'कोई भुगतान या रिफ़ंड',
  account: 'मेरा अकाउंट या मेरा डेटा',
  other: 'कुछ और',
} as const;

/** How a grievance ended, by code (the words are e-mailed to the sender). */
export const outcomes = {
  resolved: 'सुलझ गई: समस्या ठीक कर दी गई है',
  content_changed: 'लिस्टिंग या समीक्षा बदल दी गई या हटा दी गई',
  refunded: 'रिफ़ंड कर दिया गया',
  no_breach: 'जाँच की गई: Mandap की शर्तों या क़ानून का कोई उल्लंघन नहीं मिला',
  outside_mandap:
    'यह Mandap के फ़ैसले के दायरे से बाहर है (आपके और वेंडर के बीच का मामला, या किसी दूसरे प्राधिकरण का)',
  withdrawn: 'आपके कहने पर वापस ली गई',
  duplicate: 'पहले की एक शिकायत जैसी ही है, जिसका जवाब वहीं दिया गया',
  other: 'कोई और नतीजा (विवरण में बताएँ कि क्या)',
} as const;

// ---- Replies (GRIEVANCE_CONSOLE_MESSAGES; the limits are GRIEVANCE_LIMITS') ----
export const changedElsewhere =
  'आपके खोलने के बाद इस शिकायत पर किसी और ने पहले ही कार्रवाई कर दी है (स्वीकार किया, जवाब दिया ' +
  'या बंद किया)। अब यह अपनी मौजूदा स्थिति में दिख रही है: कार्रवाई करने से पहले इसे दोबारा पढ़ लें।';
export const alreadyAcknowledged = 'यह शिकायत पहले ही स्वीकार की जा चुकी है।';
export const closed = 'यह शिकायत बंद हो चुकी है; इसमें बदलाव नहीं हो सकता।';
export const noSuchGrievance = 'इस रेफ़रेंस की कोई शिकायत नहीं है।';
export const outcomeRequired = 'सूची में से कोई नतीजा चुनें।';
export const detailsRequired = 'नतीजा "कोई और नतीजा" है, इसलिए विवरण में बताएँ कि नतीजा क्या रहा।';
export const detailsTooLong = 'विवरण ज़्यादा से ज़्यादा 1800 अक्षरों का हो सकता है।';
export const replyRequired = 'जवाब लिखें।';
export const replyTooLong = 'जवाब ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है।';
export const emptyOpen = 'कोई शिकायत खुली नहीं है। बढ़िया!';
export const emptyClosed = 'अभी तक कोई शिकायत बंद नहीं हुई है।';
export const confirmClose =
  'यह शिकायत बंद करें? नतीजा भेजने वाले को ईमेल किया जाएगा और उसके बाद शिकायत में बदलाव नहीं हो सकेगा।';
export const done = {
  acknowledge: 'शिकायत स्वीकार कर ली गई।',
  reply: 'जवाब भेज दिया गया। यह भेजने वाले को ईमेल किया जाएगा।',
  close: 'शिकायत बंद कर दी गई। नतीजा भेजने वाले को ईमेल किया जाएगा।',
} as const;
/** The due badges of the queue and the detail view. */
export const badge = {
  acknowledgeBy: (when: string) => `${when} तक स्वीकार करें`,
  resolveBy: (when: string) => `${when} तक सुलझाएँ`,
  overdue: 'समय-सीमा पार',
  closed: (when: string) => `${when} को बंद हुई`,
} as const;
export const overdueBy = (duration: string) => `समय-सीमा पार: ${duration} की देरी`;

/** How long ago, or how late, in words: '45 minutes', '5 hours', '3 days 4 hours'. */
export const minutes = (n: number) => `${n} मिनट`;
export const hours = (n: number) => `${n} घंटे`;
export const days = (n: number) => `${n} दिन`;

// ---- The queue ----
export const fromLine = (name: string, received: string, age: string, status: string) =>
  `${name} से, ${received} को मिली (${age} पहले)${status}।`;
export const acknowledgedMark = ', स्वीकार की गई';
export const notAcknowledgedMark = ', अभी स्वीकार नहीं की गई';
export const whichGrievances = 'कौन-सी शिकायतें';
export const open = 'खुली';
export const closedFilter = 'बंद';
export const loadingGrievances = 'शिकायतें लोड हो रही हैं…';
export const countOpen = (total: number, overdue: number) =>
  `${total} खुली, ${overdue} की समय-सीमा पार। पहले समय-सीमा पार वाली, फिर सबसे पुरानी।`;
export const countClosed = (total: number) => `${total} बंद, सबसे हाल में बंद हुई पहले।`;
export const pagesLabel = 'शिकायतों के पेज';
export const previousPage = 'पिछला पेज';
export const nextPage = 'अगला पेज';
export const pageOf = (page: number, pages: number) => `पेज ${page} / ${pages}`;

// ---- A grievance ----
export const noLink = 'भेजने वाले ने कोई लिंक नहीं दिया।';
export const linkGiven = 'दिया गया लिंक:';
export const listing = 'लिस्टिंग';
export const listingId = 'लिस्टिंग ID';
export const listingIdValue = (id: number, vendorId: number) => `${id} (वेंडर ${vendorId})`;
export const categoryAndCity = 'श्रेणी और शहर';
export const listingStatus = 'लिस्टिंग की स्थिति';
export const noListing = 'इस लिंक की ID वाली कोई लिस्टिंग अब नहीं है।';
export const reviewLine = (id: number, rating: number, status: string) =>
  `समीक्षा ${id}: 5 में से ${rating} स्टार, ${status}`;
export const noReview = 'इस लिंक की ID वाली कोई समीक्षा अब नहीं है।';
export const noReply = 'अभी तक कोई जवाब नहीं भेजा गया है।';
export const emailedAt = (when: string) => `${when} को ईमेल किया गया`;
export const waitingToEmail = 'ईमेल होना बाक़ी';
export const acknowledge = 'स्वीकार करें';
export const replyTo = (name: string, email: string) => `${name} को जवाब (${email} पर ईमेल होगा)`;
export const sendReply = 'जवाब भेजें';
export const outcome = 'नतीजा';
export const chooseOutcome = 'नतीजा चुनें';
export const detailsForSender =
  'भेजने वाले के लिए विवरण (नतीजे के साथ ईमेल होगा; “कोई और नतीजा” के लिए ज़रूरी)';
export const closeGrievance = 'शिकायत बंद करें…';
export const back = 'शिकायतों पर वापस जाएँ';
export const loadingGrievance = 'शिकायत लोड हो रही है…';
export const notSignedIn = 'साइन इन नहीं था';
export const accountKinds = { user: 'यूज़र', vendor: 'वेंडर' } as const;
export const whatSenderWrote = 'भेजने वाले ने क्या लिखा';
export const about = 'विषय';
export const from = 'किससे';
export const account = 'खाता';
export const received = 'मिली';
export const receivedValue = (when: string, age: string) => `${when} (${age} पहले)`;
export const acknowledged = 'स्वीकार की गई';
export const notYet = 'अभी नहीं';
export const whatItIsAbout = 'यह किस बारे में है';
export const replies = 'जवाब';
export const closedSection = 'बंद';
export const closedAt = (when: string) => `${when} को बंद हुई: `;
export const acknowledgeSection = 'स्वीकार करें';
export const acknowledgeHint = 'पढ़ लेने के बाद स्वीकार करें; जवाब भेजने से भी शिकायत स्वीकार हो जाती है।';
export const reply = 'जवाब';
export const close = 'बंद करें';
