// किसी लिस्टिंग या चैट संदेश की रिपोर्ट (issue 28, decision 0065)।

export const listingReasons = {
  fake_or_scam: 'नक़ली या धोखाधड़ी',
  offensive: 'आपत्तिजनक',
  wrong_category: 'ग़लत श्रेणी में है',
  government_id: 'कोई सरकारी पहचान पत्र दिख रहा है',
  other: 'कुछ और (विवरण में बताएँ कि क्या)',
};
export const messageReasons = {
  spam: 'स्पैम',
  harassment: 'उत्पीड़न',
  payment_outside: 'Mandap के बाहर भुगतान माँगता है',
  other: 'कुछ और (विवरण में बताएँ कि क्या)',
};

export const reportListing = 'इस लिस्टिंग की रिपोर्ट करें';
export const signInToReport = 'इस लिस्टिंग की रिपोर्ट करने के लिए साइन इन करें।';
export const reportMessage = 'रिपोर्ट करें';
export const reportMessageFrom = (name: string) => `${name} के इस संदेश की रिपोर्ट करें`;

export const reasonRequired = 'सूची में से कोई कारण चुनें।';
export const detailsRequired = 'विवरण में बताएँ कि क्या ग़लत है, क्योंकि कारण "कुछ और" है।';
export const detailsTooLong = 'विवरण ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।';
export const tooMany =
  'आप पिछले एक घंटे में 20 रिपोर्ट भेज चुके हैं, जो हमारी सीमा है। कृपया थोड़ी देर बाद दोबारा कोशिश करें।';
export const noSuchListing = 'ऐसी कोई लिस्टिंग नहीं मिली।';
export const ownListing = 'आप अपनी ही लिस्टिंग की रिपोर्ट नहीं कर सकते।';
export const noSuchMessage = 'इस बातचीत में ऐसा कोई संदेश नहीं मिला।';
export const listingDialogTitle = 'इस लिस्टिंग की रिपोर्ट करें';
export const messageDialogTitle = 'इस संदेश की रिपोर्ट करें';
export const reasonLegend = 'क्या ग़लत है?';
export const detailsLabel = 'विवरण ("कुछ और" के लिए ज़रूरी)';
export const send = 'रिपोर्ट भेजें';
export const cancel = 'रद्द करें';
export const close = 'बंद करें';
export const sending = 'भेजा जा रहा है…';
export const thanks = 'धन्यवाद। हमारे मॉडरेटर आपकी रिपोर्ट देखेंगे; नतीजा हम आपको सूचनाओं में और ई-मेल से बताएँगे।';
export const network = 'रिपोर्ट नहीं भेजी जा सकी। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
