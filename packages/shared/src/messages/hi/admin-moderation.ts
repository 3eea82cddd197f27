// The console's reported reviews (issue 28, decision 0063): the decisions' fixed reasons, the
// queue's words and the replies (moderation.ts takes its lists and MODERATION_MESSAGES from here).

const anotherReason = 'कोई और कारण (विवरण में बताएँ कि क्या)';

/** The fixed reasons of each decision, by code. */
export const reviewDecisionReasons = {
  dismiss: {
    no_violation: 'समीक्षा, समीक्षा के किसी नियम को नहीं तोड़ती',
    opinion: 'सेवा के बारे में ईमानदार राय, भले ही नकारात्मक हो',
    duplicate: 'पहले की एक रिपोर्ट पर फ़ैसला हो चुका है',
    other: anotherReason,
  },
  hide: {
    abusive: 'गाली-गलौज, नफ़रत या धमकी भरी भाषा',
    personal_information: 'किसी की निजी जानकारी साझा करती है',
    not_genuine: 'असली अनुभव नहीं (नक़ली, पैसे देकर लिखवाई गई, या वेंडर ने ख़ुद लिखी)',
    off_topic: 'विषय से हटकर या विज्ञापन',
    unlawful: 'ग़ैरक़ानूनी सामग्री',
    other: anotherReason,
  },
  restore: {
    appeal_upheld: 'अपील मंज़ूर हुई',
    decided_in_error: 'ग़लती से छिपाई गई थी',
    edited: 'समस्या ठीक कर दी गई',
    other: anotherReason,
  },
} as const;

// ---- Replies (MODERATION_MESSAGES) ----
export const decidedElsewhere =
  'इस समीक्षा पर किसी और ने पहले ही फ़ैसला कर दिया है, या आपके खोलने के बाद इसमें बदलाव हुआ है ' +
  '(नई रिपोर्ट या एडिट)। क़तार में अब यह अपनी मौजूदा स्थिति में दिख रही है: फ़ैसला करने से पहले दोबारा देख लें।';
export const notReported = 'इस समीक्षा पर खारिज करने के लिए कोई खुली रिपोर्ट नहीं है।';
export const notHidden = 'यह समीक्षा छिपी हुई नहीं है, इसलिए इसे वापस नहीं लाया जा सकता।';
export const alreadyHidden = 'यह समीक्षा पहले से छिपी हुई है।';
export const noSuchReview = 'ऐसी कोई समीक्षा नहीं मिली।';
export const reasonRequired = 'सूची में से कोई कारण चुनें।';
export const detailsRequired = 'कारण "कोई और कारण" है, इसलिए विवरण में वजह बताएँ।';
/** MODERATION_LIMITS.detailsMaxLength. */
export const detailsTooLong = 'विवरण ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।';
export const auditContentOnly =
  'मॉडरेटर सिर्फ़ कंटेंट (समीक्षाएँ, लिस्टिंग और चैट संदेश) और शिकायतों से जुड़ी ऑडिट एंट्री देखते हैं।';
export const emptyQueue = 'कोई रिपोर्ट की गई समीक्षा बाक़ी नहीं है। बढ़िया!';
export const emptyHidden = 'कोई समीक्षा छिपी हुई नहीं है।';
export const confirmDecision = {
  dismiss: 'रिपोर्टें खारिज करें? समीक्षा दिखती रहेगी और रिपोर्ट करने वालों को बता दिया जाएगा।',
  hide: 'यह समीक्षा छिपाएँ? यह तुरंत रेटिंग और सर्च से हट जाएगी; लिखने वाले और रिपोर्ट करने वालों को बता दिया जाएगा।',
  restore:
    'यह समीक्षा वापस लाएँ? यह तुरंत फिर से दिखेगी और रेटिंग में गिनी जाएगी; लिखने वाले को बता दिया जाएगा।',
} as const;
export const decisionDone = {
  dismiss: 'रिपोर्टें खारिज कर दी गईं। समीक्षा दिखती रहेगी।',
  hide: 'समीक्षा छिपा दी गई।',
  restore: 'समीक्षा वापस ला दी गई।',
} as const;

// ---- The queue ----
export const decisionLabels = {
  dismiss: 'रिपोर्टें खारिज करें',
  hide: 'समीक्षा छिपाएँ',
  restore: 'समीक्षा वापस लाएँ',
} as const;
export const reasonLabel = 'कारण';
export const chooseReason = 'कारण चुनें';
export const detailsOptional = 'विवरण (“कोई और कारण” न हो तो ज़रूरी नहीं)';
export const whichReviews = 'कौन-सी समीक्षाएँ';
export const reportedWaiting = 'रिपोर्ट की गईं, बाक़ी';
export const hidden = 'छिपाई गईं';
export const loadingReviews = 'समीक्षाएँ लोड हो रही हैं…';
export const countReported = (n: number) => `${n} बाक़ी, सबसे पुरानी रिपोर्ट पहले।`;
export const countHidden = (n: number) => `${n} छिपाई गईं, सबसे नई पहले।`;
export const reviewHeading = (id: number, firmName: string, rating: number) =>
  `${firmName} की समीक्षा ${id}: 5 में से ${rating} स्टार`;
export const hiddenOn = (when: string, reason: string) => `${when} को छिपाई गई: ${reason}`;
export const openReportsSince = (n: number, first: string) =>
  `${n} खुली ${new Intl.PluralRules('hi').select(n) === 'one' ? 'रिपोर्ट' : 'रिपोर्टें'}, पहली ${first} को`;
export const reviewPhotos = 'समीक्षा की फ़ोटो';
export const attachmentAlt = (reviewId: number, n: number) => `समीक्षा ${reviewId}, अटैचमेंट ${n}`;
export const writtenBy = (name: string, userId: number, when: string, history: string) =>
  `${name} (यूज़र ${userId}) ने ${when} को लिखी: ${history}।`;
export const reportsHeading = 'रिपोर्टें';
/** A report's line: who, when, how it ended, and their record. */
export const reporterLine = (who: string, when: string, outcome: string | null, history: string) =>
  `${who}, ${when}${outcome ? `, ${outcome}` : ''}: ${history}।`;
/** A person's record: reports they made, or reports on their reviews. */
export const history = (h: { reports: number; hidden: number; dismissed: number }, made: boolean) =>
  `${made ? 'की गई रिपोर्टें' : 'उनकी समीक्षाओं पर रिपोर्टें'}: ${h.reports} (${h.hidden} छिपाई गईं, ${h.dismissed} खारिज)`;
/** How a report ended. */
export const reportOutcomes = { dismissed: 'खारिज', hidden: 'छिपाई गई' } as const;
/** Who reported: 'user', 'vendor'. */
export const accountKinds = { user: 'यूज़र', vendor: 'वेंडर' } as const;
