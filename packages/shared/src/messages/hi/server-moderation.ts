// server-moderation: moved from the code that says them (issue 32).
export const reasonRequired = 'सूची में से कोई कारण चुनें।';
export const noSuchListing = 'ऐसी कोई लिस्टिंग नहीं मिली।';
export const detailsRequired2 = 'विवरण में बताएँ कि क्या ग़लत है, क्योंकि कारण "कुछ और" है।';
export const ownListing = 'आप अपनी ही लिस्टिंग की रिपोर्ट नहीं कर सकते।';
export const noSuchMessage = 'इस बातचीत में ऐसा कोई संदेश नहीं मिला।';
export const listingDialogTitle = 'इस लिस्टिंग की रिपोर्ट करें';
export const messageDialogTitle = 'इस संदेश की रिपोर्ट करें';
export const reasonLegend = 'क्या ग़लत है?';
export const detailsLabel = 'विवरण ("कुछ और" के लिए ज़रूरी)';
export const send = 'रिपोर्ट भेजें';
export const cancel = 'रद्द करें';
export const close = 'बंद करें';
export const thanks = 'धन्यवाद। हमारे मॉडरेटर आपकी रिपोर्ट देखेंगे; नतीजा हम आपको सूचनाओं में और ई-मेल से बताएँगे।';
export const network = 'रिपोर्ट नहीं भेजी जा सकी। अपना कनेक्शन जाँचें और दोबारा कोशिश करें।';
