// Suspensions, removals, refunds and appeals (issue 28, decision 0066): the actions' fixed reasons,
// the replies, and the console's listing, account, finder and appeal screens (suspensions.ts takes
// SUSPENSION_REASONS, SUSPENSION_MESSAGES and SUSPENSION_CONSOLE from here).

const anotherReason = 'कोई और कारण (विवरण में बताएँ कि क्या)';
const governmentId = 'सरकारी पहचान पत्र या निजी दस्तावेज़ दिखते हैं';
const offensive = 'आपत्तिजनक या ग़ैरक़ानूनी सामग्री';

/** The fixed reasons of each action, by code. */
export const reasons = {
  suspend: {
    fake_or_scam: 'नक़ली, या धोखाधड़ी',
    offensive,
    wrong_category: 'ग़लत श्रेणी में लिस्ट की गई, या भ्रामक',
    government_id: governmentId,
    spam: 'स्पैम, या बार-बार डाली गई लिस्टिंग',
    abuse: 'Mandap पर दूसरे लोगों से गाली-गलौज या उन्हें परेशान करना',
    payment_outside: 'Mandap से बाहर भुगतान माँगना',
    other: anotherReason,
  },
  restore: {
    appeal_upheld: 'अपील मंज़ूर हुई',
    decided_in_error: 'ग़लती से निलंबित किया गया था',
    fixed: 'समस्या ठीक कर दी गई',
    other: anotherReason,
  },
  remove_media: {
    government_id: governmentId,
    offensive,
    not_theirs: 'वेंडर का अपना काम नहीं (कॉपी किया गया)',
    misleading: 'भ्रामक, या सेवा से कोई लेना-देना नहीं',
    other: anotherReason,
  },
  refund: {
    suspended_listing: 'Mandap ने लिस्टिंग निलंबित कर दी थी',
    vendor_request: 'वेंडर ने माँगा था',
    duplicate_payment: 'दो बार भुगतान हुआ, या ग़लती से भुगतान हुआ',
    goodwill: 'सद्भावना के तौर पर',
    other: anotherReason,
  },
  uphold_appeal: {
    still_breaks_rules: 'निलंबन बना रहेगा: समस्या अब भी मौजूद है',
    no_new_information: 'अपील में फ़ैसला बदलने की कोई वजह नहीं दी गई',
    other: anotherReason,
  },
} as const;

// ---- Replies (SUSPENSION_MESSAGES; the limits are SUSPENSION_LIMITS') ----
export const decidedElsewhere =
  'इस पर किसी और ने पहले ही कार्रवाई कर दी है, या आपके खोलने के बाद इसमें बदलाव हुआ है। पेज पर ' +
  'अब यह अपनी मौजूदा स्थिति में दिख रहा है: कार्रवाई करने से पहले दोबारा देख लें।';
export const reasonRequired = 'सूची में से कोई कारण चुनें।';
export const detailsRequired = 'कारण "कोई और कारण" है, इसलिए विवरण में वजह बताएँ।';
export const detailsTooLong = 'विवरण ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।';
export const noSuchListing = 'ऐसी कोई लिस्टिंग नहीं मिली।';
export const noSuchAccount = 'ऐसा कोई खाता नहीं मिला।';
export const noSuchMedia = 'इस लिस्टिंग पर ऐसी कोई फ़ोटो या वीडियो नहीं मिला।';
export const noSuchAppeal = 'ऐसी कोई अपील नहीं मिली।';
export const alreadySuspended = 'Mandap ने इसे पहले ही निलंबित कर रखा है।';
export const notSuspended = 'Mandap ने इसे निलंबित नहीं किया है, इसलिए वापस लाने को कुछ नहीं है।';
export const storefrontSuspended =
  'Mandap ने यह लिस्टिंग निलंबित कर दी है, इसलिए इसे दिखाया नहीं जा सकता।';
export const adminOnly = 'भुगतान का रिफ़ंड सिर्फ़ एडमिन कर सकते हैं।';
export const noPayment = 'इस लिस्टिंग का कोई भुगतान नहीं हुआ है जिसका रिफ़ंड किया जा सके।';
export const refundTooLarge = 'रिफ़ंड ज़्यादा से ज़्यादा उतना ही हो सकता है जितना भुगतान हुआ था।';
export const appealTooShort = 'कृपया कम से कम 20 अक्षरों में समझाएँ।';
export const appealTooLong = 'अपील ज़्यादा से ज़्यादा 2000 अक्षरों की हो सकती है।';
export const appealNotSuspended =
  'सिर्फ़ Mandap के किए निलंबन के ख़िलाफ़ अपील हो सकती है, और यह निलंबित नहीं है।';
export const appealedAlready = 'आप इस निलंबन के ख़िलाफ़ पहले ही अपील कर चुके हैं; दूसरी अपील नहीं ली जाती।';
export const appealDecided = 'इस अपील पर पहले ही फ़ैसला हो चुका है।';
export const appealSameOperator =
  'इसे आपने निलंबित किया था, इसलिए अपील पर फ़ैसला कोई दूसरा ऑपरेटर करेगा: फ़ैसले को ' +
  'किसी और की नज़र से भी गुज़रना चाहिए।';
export const accountNotSuspended = 'यह खाता निलंबित नहीं है, इसलिए अपील करने को कुछ नहीं है।';
export const emptyAppeals = 'कोई अपील बाक़ी नहीं है।';
export const searchEmpty = 'कुछ नहीं मिला। लिस्टिंग ID, वेंडर ID (जैसे VND-…) या ईमेल से खोजें।';
export const suspendedByMandap = 'Mandap द्वारा निलंबित';
export const appealSent =
  'आपकी अपील भेज दी गई है। इसका फ़ैसला वह ऑपरेटर करेगा जिसने इसे निलंबित नहीं किया था, और आपको बता दिया जाएगा।';
export const appealPending = 'अपील भेज दी गई है: फ़ैसले का इंतज़ार है।';
export const appealUpheldLabel = 'अपील पर फ़ैसला हो गया: निलंबन बना रहेगा।';
export const confirmAction = {
  suspendListing: 'यह लिस्टिंग निलंबित करें? यह तुरंत सर्च और अपने पेज से हट जाएगी; वेंडर को बता दिया जाएगा।',
  restoreListing: 'यह लिस्टिंग वापस लाएँ? यह पहले की तरह फिर से दिखेगी; वेंडर को बता दिया जाएगा।',
  suspendAccount:
    'यह खाता निलंबित करें? इसके सभी सेशन तुरंत ख़त्म होंगे और साइन-इन रोक दिया जाएगा; खाताधारक को बता दिया जाएगा।',
  restoreAccount: 'यह खाता वापस चालू करें? इससे फिर से साइन इन हो सकेगा; खाताधारक को बता दिया जाएगा।',
  removeMedia: 'यह फ़ाइल हटाएँ? यह स्टोरेज से हमेशा के लिए मिट जाएगी; वेंडर को बता दिया जाएगा।',
  refund: 'इस भुगतान का रिफ़ंड करें? लिस्टिंग निलंबित हो जाएगी; वेंडर को बता दिया जाएगा।',
  uphold: 'निलंबन बनाए रखें? वेंडर को बताया जाएगा कि अपील मंज़ूर नहीं हुई।',
  restoreAppeal: 'अपील पर वापस लाएँ? वेंडर को बता दिया जाएगा।',
} as const;
export const actionDone = {
  suspend: 'निलंबित कर दिया गया।',
  restore: 'वापस ला दिया गया।',
  remove_media: 'फ़ाइल हटा दी गई।',
  refund: 'रिफ़ंड हो गया, और लिस्टिंग निलंबित कर दी गई।',
  uphold_appeal: 'अपील पर फ़ैसला हो गया: निलंबन बना रहेगा।',
} as const;

// ---- The console's screens (SUSPENSION_CONSOLE) ----
export const titles = {
  listing: 'लिस्टिंग',
  vendor: 'वेंडर अकाउंट',
  user: 'यूज़र अकाउंट',
  find: 'खोजें',
  appeals: 'अपीलें',
} as const;
export const buttons = {
  suspendListing: 'लिस्टिंग निलंबित करें',
  restoreListing: 'लिस्टिंग वापस लाएँ',
  suspendAccount: 'खाता निलंबित करें',
  restoreAccount: 'खाता वापस चालू करें',
  removeMedia: 'हटाएँ',
  refund: 'रिफ़ंड',
  uphold: 'निलंबन बनाए रखें',
  restoreAppeal: 'वापस लाएँ',
  cancel: 'रद्द करें',
  find: 'खोजें',
} as const;
export const reasonLabel = 'कारण';
export const chooseReason = 'कारण चुनें';
export const detailsLabel = 'विवरण (“कोई और कारण” के लिए ज़रूरी)';
export const amountLabel = 'रिफ़ंड की रक़म, रुपयों में';
export const amountHint = (quote: string, paid: string) =>
  `शर्तों के हिसाब से ${paid} के भुगतान में से ${quote} लौटाए जा सकते हैं; आप इसे बदल सकते हैं, पर भुगतान की रक़म से ज़्यादा नहीं।`;
export const amountInvalid = 'रुपयों में रक़म डालें, शून्य से ज़्यादा और भुगतान की रक़म से ज़्यादा नहीं।';
export const noRefund = 'रिफ़ंड के लिए कोई भुगतान नहीं हुआ है।';
export const findLabel = 'लिस्टिंग ID, वेंडर ID (VND-…) या ईमेल';
export const findHint = 'जो पता है वह लिखें, फिर खोजें दबाएँ।';
export const loadingScreen = {
  listing: 'लिस्टिंग लोड हो रही है…',
  account: 'खाता लोड हो रहा है…',
  appeals: 'अपीलें लोड हो रही हैं…',
  find: 'खोज रहे हैं…',
} as const;
export const empty = {
  media: 'कोई फ़ोटो या वीडियो नहीं।',
  details: 'कोई विवरण नहीं दिया गया।',
  prices: 'कोई क़ीमत तय नहीं।',
  payments: 'कोई भुगतान नहीं।',
  actions: 'पहले कोई कार्रवाई नहीं हुई।',
  listings: 'कोई लिस्टिंग नहीं।',
  suspensions: 'कभी निलंबित नहीं हुआ।',
} as const;
export const suspendedBecause = (reason: string) => `Mandap द्वारा निलंबित: ${reason}`;
export const suspendedBy = (operator: number | null, at: string) =>
  `${operator === null ? '' : `ऑपरेटर ${operator} ने `}${at} को निलंबित किया`;
export const notSuspendedStatus = 'निलंबित नहीं।';

// ---- Listing and account screens ----
export const restoredOn = (at: string, reason: string | null) =>
  `; ${at} को वापस लाया गया${reason ? ` (${reason})` : ''}`;
export const appealOf = (at: string) => `${at} की अपील`;
export const appealOutcomes = { upheld: 'निलंबन बना रहा', restored: 'वापस लाया गया' } as const;
export const appealWaiting = 'फ़ैसला बाक़ी';
export const actionBy = (actor: string) => `— ${actor}`;
export const photoN = (n: number) => `फ़ोटो ${n}`;
export const videoN = (n: number) => `वीडियो ${n}`;
/** The button that removes a photo or video: 'Remove photo 2'. */
export const removeMedia = (name: string) => `${name} हटाएँ`;
export const mediaAlt = (firmName: string, name: string) => `${firmName}, ${name}`;
export const listingId = 'लिस्टिंग ID';
export const category = 'श्रेणी';
export const city = 'शहर';
export const status = 'स्थिति';
export const suspensionDetails = 'निलंबन का विवरण';
export const plan = 'प्लान';
export const created = 'बनाई गई';
export const actions = 'कार्रवाइयाँ';
export const photosAndVideos = 'फ़ोटो और वीडियो';
export const details = 'विवरण';
export const email = 'ईमेल';
export const phone = 'फ़ोन';
export const features = 'सुविधाएँ';
export const highlights = 'ख़ास बातें';
export const prices = 'क़ीमतें';
export const price = 'क़ीमत';
export const owner = 'मालिक';
export const vendorN = (id: number) => `वेंडर ${id}`;
export const vendorLower = (id: number) => `वेंडर ${id}`;
export const payments = 'भुगतान';
export const paymentPaid = (at: string) => `, ${at} को भुगतान हुआ`;
export const paymentRefunded = (amount: string) => `, ${amount} रिफ़ंड हुए`;
export const suspensions = 'निलंबन';
export const earlierActions = 'पिछली कार्रवाइयाँ';
export const kind = 'प्रकार';
export const accountKinds = { vendor: 'वेंडर', user: 'यूज़र' } as const;
/** A listing or an account without a name: 'vendor 12'. */
export const objectKinds = { listing: 'लिस्टिंग', vendor: 'वेंडर', user: 'यूज़र' } as const;
export const id = 'ID';
export const joined = 'जुड़े';
export const listings = 'लिस्टिंग';
export const listingLine = (id: number, category: string, status: string) =>
  `(लिस्टिंग ${id}, ${category}, ${status})`;

// ---- Appeals ----
export const appealHeading = (id: number, listing: boolean, label: string) =>
  `अपील ${id}: ${listing ? 'लिस्टिंग' : 'वेंडर अकाउंट'} ${label}`;
export const appealSentBy = (at: string, name: string, email: string) =>
  `${name} (${email}) ने ${at} को भेजी`;
export const suspendedLabel = 'निलंबित';
export const reason = 'कारण';
export const whoAndWhen = 'किसने और कब';
export const vendor = 'वेंडर';
export const vendorLink = (name: string, id: number) => `${name} (वेंडर ${id})`;
