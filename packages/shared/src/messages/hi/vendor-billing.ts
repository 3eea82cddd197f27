// The Billing screen, a tax document's page, commission due and the commission statements.
// Amounts, days and months come formatted ('₹1,25,000', '14 February 2027', 'March 2027').

export const documentTitle = 'बिलिंग · Mandap';
export const vendorPortal = 'वेंडर पोर्टल';
export const withSite = (title: string) => `${title} · Mandap`;

/** The Billing screen and the document page. */
export const billing = {
  heading: 'बिलिंग',
  intro: 'आपकी बिलिंग की जानकारी, Mandap के जारी किए टैक्स इनवॉइस और क्रेडिट नोट, और आपका कमीशन।',
  detailsHeading: 'बिलिंग की जानकारी',
  detailsIntro:
    'Mandap के इनवॉइस किसके नाम बनें। टैक्स आपके राज्य से तय होता है: Mandap के राज्य के भीतर CGST और ' +
    'SGST, दूसरे राज्यों से IGST। बदलाव अब से जारी होने वाले दस्तावेज़ों पर लागू होंगे।',
  noDetails: 'अभी बिलिंग की कोई जानकारी नहीं है: इनवॉइस आपके नाम और आपकी सेवा के पते पर बनते हैं।',
  savedAt: (when: string) => `${when} को सेव किया गया।`,
  gstinSaved: (gstin: string) => `GSTIN ${gstin}।`,
  legalName: 'क़ानूनी नाम',
  legalNameHint: 'जैसा आपके GST रजिस्ट्रेशन या PAN पर है, जैसे आपकी फ़र्म का नाम।',
  address: 'बिलिंग का पता',
  addressHint: 'पूरा पता, शहर और पिनकोड के साथ।',
  state: 'राज्य',
  chooseState: 'राज्य चुनें',
  gstin: 'GSTIN (ज़रूरी नहीं)',
  gstinHint: 'अगर आप GST में रजिस्टर्ड नहीं हैं तो इसे ख़ाली छोड़ दें।',
  save: 'बिलिंग की जानकारी सेव करें',
  saving: 'सेव हो रहा है...',
  saved: 'आपकी बिलिंग की जानकारी सेव हो गई है।',
  saveFailed: 'हम आपकी बिलिंग की जानकारी सेव नहीं कर सके। कृपया फिर से कोशिश करें।',
  detailsLoadFailed: 'हम आपकी बिलिंग की जानकारी लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है...',
  planInvoicesHeading: 'प्लान के इनवॉइस',
  noPlanInvoices: 'अभी प्लान का कोई इनवॉइस नहीं है। आप जिस भी प्लान का भुगतान करेंगे, उसका एक इनवॉइस बनेगा।',
  creditNotesHeading: 'क्रेडिट नोट',
  noCreditNotes: 'अभी कोई क्रेडिट नोट नहीं है। हर रिफ़ंड का एक क्रेडिट नोट बनता है।',
  documentsLoadFailed: 'हम आपके दस्तावेज़ लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
  columns: { number: 'नंबर', date: 'तारीख़', amount: 'रक़म', actions: 'दस्तावेज़' },
  view: 'देखें',
  viewLabel: (number: string) => `${number} देखें`,
  downloadPdf: 'PDF डाउनलोड करें',
  downloadPdfLabel: (number: string) => `${number} की PDF डाउनलोड करें`,
  csvHeading: 'आपके अकाउंटेंट के लिए',
  csvIntro: 'हर दस्तावेज़ और कमीशन की हर लाइन एक CSV फ़ाइल में, रक़म रुपयों में, तारीख़ें भारत के समय में।',
  downloadCsv: 'CSV डाउनलोड करें',
  backToBilling: 'बिलिंग पर वापस',
  print: 'प्रिंट करें',
  documentLoading: 'दस्तावेज़ लोड हो रहा है...',
  documentNotFound: 'यह दस्तावेज़ आपके दस्तावेज़ों में नहीं मिला।',
  documentLoadFailed: 'हम यह दस्तावेज़ लोड नहीं कर सके। कृपया फिर से कोशिश करें।',
};

/** Commission invoices on the Billing screen (COLLECTION_TEXTS). */
export const collection = {
  sectionTitle: 'बकाया कमीशन',
  sectionIntro:
    'हर महीने के बाद, जो बुकिंग बनी रहती हैं उनके कमीशन का एक टैक्स इनवॉइस बनता है, जिसे 30 दिनों के भीतर चुकाना होता है।',
  loading: 'कमीशन के इनवॉइस लोड हो रहे हैं...',
  loadFailed: 'कमीशन के इनवॉइस लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  none: 'अभी कमीशन का कोई इनवॉइस नहीं है।',
  nothingDue: 'कुछ भी बकाया नहीं है।',
  totalDue: (amount: string) => `कुल बकाया: ${amount}`,
  unpaidTitle: 'चुकाना है',
  paidTitle: 'भुगतान हो चुका',
  invoiceLabel: (number: string) => `कमीशन इनवॉइस ${number}`,
  forMonth: (month: string, bookings: number) => `${month}, ${bookings} बुकिंग`,
  amount: 'रक़म',
  dueBy: 'आख़िरी तारीख़',
  paidOn: 'भुगतान की तारीख़',
  overdue: 'समय-सीमा पार',
  due: 'बकाया',
  paid: 'भुगतान हो चुका',
  pay: (number: string) => `${number} का भुगतान करें`,
  waiting: (month: string) =>
    `${month} का आपका स्टेटमेंट आपकी आपत्ति पर Mandap के फ़ैसले का इंतज़ार कर रहा है। उस पर हर आपत्ति का फ़ैसला होते ही उसका इनवॉइस बनेगा।`,
  hiddenListings: (number: string) =>
    `कमीशन इनवॉइस ${number} की आख़िरी तारीख़ निकल गई है, इसलिए आपकी सेवाएँ खोज में नहीं दिख रही हैं। इसका भुगतान करें, सेवाएँ फिर से दिखने लगेंगी।`,
};

/** The commission statements and a statement's page. */
export const statement = {
  cancel: 'रद्द करें',
  statementsHeading: 'कमीशन स्टेटमेंट',
  statementsLoading: 'आपके स्टेटमेंट लोड हो रहे हैं...',
  statementsFailed: 'हम आपके स्टेटमेंट लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  statementsEmpty:
    'अभी कोई स्टेटमेंट नहीं है। मुफ़्त अवधि के बाद आप जो बुकिंग मार्क करेंगे, वे अगले महीने की 1 तारीख़ को स्टेटमेंट में आएँगी।',
  statementsList: 'स्टेटमेंट, सबसे नए पहले',
  statementTitle: (month: string) => `${month} का स्टेटमेंट`,
  statementSummary: (lines: number, commission: string) => `${lines} बुकिंग · कमीशन ${commission}`,
  disputesUntil: (when: string) => `${when} तक आपत्ति कर सकते हैं`,
  waiting: (n: number) => `${n} ${n === 1 ? 'आपत्ति' : 'आपत्तियाँ'} Mandap के फ़ैसले के इंतज़ार में`,
  pageTitle: 'कमीशन स्टेटमेंट',
  backToBilling: 'बिलिंग',
  statementLoading: 'स्टेटमेंट लोड हो रहा है...',
  statementFailed: 'हम यह स्टेटमेंट लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  facts: {
    status: 'स्थिति',
    issued: 'जारी हुआ',
    bookings: 'बुकिंग',
    value: 'बनी हुई बुकिंग की कुल क़ीमत',
    commission: 'कमीशन',
    commissionIssued: 'जारी होते समय का कमीशन',
    disputesUntil: 'आपत्ति की आख़िरी तारीख़',
    bookedOn: 'बुकिंग की तारीख़',
    lineValue: 'क़ीमत',
    lineCommission: (percent: string) => `कमीशन (${percent})`,
    coupleAnswer: 'जोड़े का जवाब',
    yourDispute: 'आपकी आपत्ति',
    mandapNote: 'Mandap की टिप्पणी',
  },
  was: (now: string, was: string) => `${now} (पहले ${was})`,
  undecidedNotice: (n: number) =>
    `${n} ${n === 1 ? 'आपत्ति' : 'आपत्तियाँ'} Mandap के फ़ैसले के इंतज़ार में ${n === 1 ? 'है' : 'हैं'}। जब तक हर आपत्ति पर फ़ैसला नहीं हो जाता, कोई इनवॉइस नहीं बनेगा।`,
  openNotice: (until: string) =>
    `अगर कोई लाइन ग़लत है, तो ${until} (भारत के समय) तक उस पर आपत्ति करें: बुकिंग रद्द हो गई थी, लीड असली नहीं थी, या उसकी क़ीमत ग़लत है।`,
  linesList: 'इस स्टेटमेंट की बुकिंग',
  lineHeading: (enquiryId: number, coupleFirstName: string, eventDay: string) =>
    `पूछताछ ${enquiryId}: ${coupleFirstName}, ${eventDay}`,
  disputeButton: (enquiryId: number) => `पूछताछ ${enquiryId} पर आपत्ति करें`,
  reasonLabel: 'क्या ग़लत है?',
  chooseReason: 'कारण चुनें',
  rightValueLabel: 'सही क़ीमत (₹)',
  noteLabel: 'Mandap के लिए टिप्पणी',
  sendDispute: 'आपत्ति भेजें',
  disputeFailed: 'आपकी आपत्ति नहीं भेजी जा सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  disputeSent: (enquiryId: number) =>
    `पूछताछ ${enquiryId} पर आपकी आपत्ति भेज दी गई है। Mandap इस पर फ़ैसला करेगा।`,
};

export const statementStatusLabels = {
  open: 'आपत्ति के लिए खुला',
  invoiced: 'इनवॉइस बन गया',
  nothing_due: 'कुछ बकाया नहीं',
};
export const lineStateLabels = {
  stands: 'बनी हुई है',
  disputed: 'आपत्ति की गई: Mandap के फ़ैसले का इंतज़ार',
  dropped: 'आपत्ति मानी गई: हटा दी गई',
  corrected: 'आपत्ति मानी गई: क़ीमत ठीक की गई',
  upheld: 'आपत्ति नहीं मानी गई: बनी हुई है',
};
export const coupleAnswerLabels = {
  yes: 'जोड़े के अनुसार बुक हुआ',
  no: 'जोड़े के अनुसार बुक नहीं हुआ',
  none: 'जोड़े ने जवाब नहीं दिया',
};
export const disputeReasonLabels = {
  cancelled: 'बुकिंग रद्द हो गई थी',
  not_genuine: 'लीड असली नहीं थी',
  wrong_value: 'क़ीमत ग़लत है',
};

/** What a tax document prints (TAX_DOCUMENT_TEXTS; the PDF, made by the server, stays English). */
export const taxDocument = {
  titles: {
    plan_invoice: 'टैक्स इनवॉइस',
    commission_invoice: 'टैक्स इनवॉइस',
    credit_note: 'क्रेडिट नोट',
  },
  subtitles: {
    plan_invoice: 'लिस्टिंग प्लान',
    commission_invoice: 'बुकिंग पर कमीशन',
    credit_note: 'रिफ़ंड',
  },
  specimen: 'नमूना',
  specimenNote:
    'Mandap की जानकारी की जगह डेवलपमेंट के अस्थायी विवरण के साथ जारी: यह एक नमूना है, मान्य टैक्स दस्तावेज़ नहीं।',
  supplier: 'आपूर्तिकर्ता',
  recipient: 'बिल पाने वाला',
  gstin: 'GSTIN',
  state: 'राज्य',
  unregistered: 'रजिस्टर्ड नहीं',
  number: {
    plan_invoice: 'इनवॉइस नंबर',
    commission_invoice: 'इनवॉइस नंबर',
    credit_note: 'क्रेडिट नोट नंबर',
  },
  date: 'तारीख़',
  placeOfSupply: 'आपूर्ति का स्थान',
  reverseCharge: 'रिवर्स चार्ज पर देय टैक्स',
  reverseChargeAnswer: 'नहीं',
  refersTo: 'इनवॉइस के सामने',
  lineNumber: '#',
  description: 'विवरण',
  sac: 'SAC',
  taxableValue: 'कर योग्य मूल्य',
  cgst: (percent: number) => `CGST @ ${percent}%`,
  sgst: (percent: number) => `SGST @ ${percent}%`,
  igst: (percent: number) => `IGST @ ${percent}%`,
  total: 'कुल',
  totalInWords: 'कुल रक़म शब्दों में',
  footer: 'यह कंप्यूटर से बना दस्तावेज़ है; इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};
