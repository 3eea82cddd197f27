// billing-commission: बुकिंग पर कमीशन, जैसा वेंडर, जोड़े और ऑपरेटर पढ़ते हैं (decision 0075),
// commission.ts से यहाँ लाया गया (issue 32)। रक़में और तारीख़ें पहले से फ़ॉर्मैट होकर आती हैं।

export const percentText = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;
export const monthInWords = (monthStartDay: string) =>
  new Date(`${monthStartDay.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('hi-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const indianMoment = (at: Date) =>
  at
    .toLocaleString('hi-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    })
    .replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());

export const valueLabel = 'बुकिंग की क़ीमत (₹)';
export const valuePlaceholder = 'जैसे 1,50,000';
export const confirmBooking = 'बुकिंग की पुष्टि करें';
export const askedToConfirm = (coupleName: string) =>
  `${coupleName} से बुकिंग की पुष्टि करने को कहा जाएगा।`;
export const noCommissionUntil = (day: string) => `कोई कमीशन नहीं: आपकी मुफ़्त अवधि ${day} तक है।`;
export const commissionAfterFreePeriod = (rate: string, day: string) =>
  `${rate} कमीशन लगेगा: आपकी मुफ़्त अवधि ${day} को ख़त्म हो गई।`;
export const commissionApplies = (rate: string) => `इस बुकिंग पर ${rate} कमीशन लगेगा।`;
export const commissionOnValue = (rate: string, commission: string, value: string) =>
  `${rate} कमीशन लगेगा: ${value} पर ${commission}।`;
export const bookedFree = (value: string) =>
  `${value} में बुक हुआ, आपकी मुफ़्त अवधि के भीतर: कोई कमीशन नहीं।`;
export const bookedWithCommission = (value: string, rate: string, commission: string) =>
  `${value} में बुक हुआ: ${rate} कमीशन, ${commission}, आपके अगले मासिक स्टेटमेंट पर।`;

export const coupleAnswerLabels = {
  yes: 'जोड़े के अनुसार बुक हुआ',
  no: 'जोड़े के अनुसार बुक नहीं हुआ',
  none: 'जोड़े ने जवाब नहीं दिया',
};

export const bookingQuestion = (firmName: string, day: string) =>
  `क्या आपने ${day} के लिए ${firmName} को बुक किया?`;
export const answer = {
  yesButton: (firmName: string) => `हाँ, हमने ${firmName} को बुक किया`,
  noButton: (firmName: string) => `नहीं, हमने ${firmName} को बुक नहीं किया`,
  answeredYes: (firmName: string) => `धन्यवाद। आपने बताया कि आपने ${firmName} को बुक किया।`,
  answeredNo: (firmName: string) => `धन्यवाद। आपने बताया कि आपने ${firmName} को बुक नहीं किया।`,
  change: 'मेरा जवाब बदलें',
  why: 'आपके जवाब से मंडप को यह देखने में मदद मिलती है कि वेंडर अपनी बुकिंग सही बताएँ। आपका जवाब वेंडर को दिखाया जाता है।',
  invalidLink:
    'इस लिंक की अवधि ख़त्म हो गई है या यह मान्य नहीं है। Mandap में लॉग इन करें और वेंडर के साथ अपनी बातचीत खोलकर वहीं जवाब दें।',
  noToken: 'यह पेज हमारे ई-मेल के लिंक से खुलता है। कृपया ई-मेल में दिया लिंक इस्तेमाल करें।',
  notBooked:
    'इस वेंडर ने आपकी पूछताछ को बुक नहीं बताया है (या बाद में बदल दिया है), इसलिए अभी जवाब देने को कुछ नहीं है।',
  failed: 'आपका जवाब सेव नहीं हुआ। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  pageTitle: 'आपकी बुकिंग',
};

export const disputeReasonLabels = {
  cancelled: 'बुकिंग रद्द हो गई थी',
  not_genuine: 'लीड असली नहीं थी',
  wrong_value: 'क़ीमत ग़लत है',
};

export const noteRequired = 'बताएँ कि क्या हुआ, कम से कम 5 अक्षरों में।';
export const noteTooLong = 'कृपया ज़्यादा से ज़्यादा 1000 अक्षर लिखें।';
export const windowClosed = (until: string, then: string) =>
  `इस स्टेटमेंट पर आपत्ति का समय ${until} (भारत के समय) को ख़त्म हो गया। ${then}`;
export const decisionNoteRequired = 'वेंडर के लिए टिप्पणी लिखें, कम से कम 5 अक्षर।';
export const monthNotOver = (label: string, startsOn: string) =>
  `${label} अभी ख़त्म नहीं हुआ है (भारत के समय): इसके स्टेटमेंट ${startsOn} से बनेंगे।`;

export const statementIssuedTitle = (month: string) => `${month} का आपका कमीशन स्टेटमेंट`;
export const statementIssuedBody = (lines: number, commission: string, until: string) =>
  `मुफ़्त अवधि के बाद ${lines} बुकिंग, ${commission} कमीशन। कृपया इसे जाँच लें: आप ` +
  `${until} (भारत के समय) तक किसी लाइन पर आपत्ति कर सकते हैं।`;
export const disputeAcceptedTitle = (enquiryId: number) =>
  `पूछताछ ${enquiryId} पर आपकी आपत्ति मान ली गई`;
export const disputeRejectedTitle = (enquiryId: number) =>
  `पूछताछ ${enquiryId} पर आपकी आपत्ति नहीं मानी गई`;
export const disputeAcceptedBody = (enquiryId: number, month: string, note: string) =>
  `आपके ${month} के स्टेटमेंट पर पूछताछ ${enquiryId} की लाइन ठीक कर दी गई है। Mandap की टिप्पणी: ${note}`;
export const disputeRejectedBody = (enquiryId: number, month: string, note: string) =>
  `आपके ${month} के स्टेटमेंट पर पूछताछ ${enquiryId} की लाइन बनी रहेगी। Mandap की टिप्पणी: ${note}`;
