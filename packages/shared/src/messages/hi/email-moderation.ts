// The notices of an operator's decision on a review and on reported listings and chat messages,
// in Hindi (issue 32).

/** A notice's title and body. */
type Notice = { title: string; body: string };

/** How a person appeals a decision on a review, as every notice says it. */
export const reviewAppeal = (days: number, reviewId: number) =>
  `अगर आपको लगता है कि यह फ़ैसला ग़लत है, तो आप ${days} दिनों के अंदर अपील कर सकते हैं: शिकायत ` +
  `पेज (/hi/grievances, हर पेज के नीचे इसका लिंक है) से Mandap के शिकायत अधिकारी को लिखें और ` +
  `समीक्षा ${reviewId} का ज़िक्र करें।`;

/** To a review's author and its reporters; `appeal` is reviewAppeal's text. */
export const authorHidden = (firmName: string, reason: string, appeal: string): Notice => ({
  title: 'आपकी समीक्षा छिपा दी गई',
  body:
    `हमारे मॉडरेटरों ने ${firmName} की आपकी समीक्षा छिपा दी है: ${reason}। अब यह न दिखती है, ` +
    `न वेंडर की रेटिंग में गिनी जाती है। ${appeal}`,
});
export const authorRestored = (firmName: string, reason: string): Notice => ({
  title: 'आपकी समीक्षा फिर से दिख रही है',
  body: `हमारे मॉडरेटरों ने ${firmName} की आपकी समीक्षा वापस ला दी है (${reason})। यह फिर से दिखती है और वेंडर की रेटिंग में गिनी जाती है।`,
});
export const reporterHidden = (firmName: string, reason: string): Notice => ({
  title: 'आपकी रिपोर्ट की गई समीक्षा छिपा दी गई',
  body: `आपकी रिपोर्ट के लिए धन्यवाद। आपने ${firmName} की जिस समीक्षा की रिपोर्ट की थी, उसे हमारे मॉडरेटरों ने छिपा दिया है: ${reason}।`,
});
export const reporterDismissed = (firmName: string, reason: string, appeal: string): Notice => ({
  title: 'आपकी रिपोर्ट की गई समीक्षा बनी रहेगी',
  body:
    `आपकी रिपोर्ट के लिए धन्यवाद। आपने ${firmName} की जिस समीक्षा की रिपोर्ट की थी, उसे हमारे ` +
    `मॉडरेटरों ने देखा और रहने दिया: ${reason}। ${appeal}`,
});

/** How a reporter may ask again, as the notices of reports say it. */
export const reportAppeal =
  'अगर आपको लगता है कि यह ग़लत है, तो शिकायत पेज (/hi/grievances, हर पेज के नीचे इसका लिंक है) ' +
  'से Mandap के शिकायत अधिकारी को लिख सकते हैं।';

/** The notices a reporter gets when their report of a listing or a message is closed. */
export const listingDismissed = (firmName: string, reason: string): Notice => ({
  title: 'आपकी रिपोर्ट की गई लिस्टिंग बनी रहेगी',
  body:
    `आपकी रिपोर्ट के लिए धन्यवाद। आपने जिस लिस्टिंग ${firmName} की रिपोर्ट की थी, उसे हमारे ` +
    `मॉडरेटरों ने देखा और रहने दिया: ${reason}। ${reportAppeal}`,
});
export const listingActioned = (firmName: string): Notice => ({
  title: 'आपकी रिपोर्ट की गई लिस्टिंग हटा दी गई',
  body: `आपकी रिपोर्ट के लिए धन्यवाद। आपने जिस लिस्टिंग ${firmName} की रिपोर्ट की थी, उस पर हमारे मॉडरेटरों ने कार्रवाई की है।`,
});
export const messageDismissed = (reason: string): Notice => ({
  title: 'आपकी रिपोर्ट किया गया संदेश देखा गया',
  body:
    'आपकी रिपोर्ट के लिए धन्यवाद। आपने चैट के जिस संदेश की रिपोर्ट की थी, उसे हमारे मॉडरेटरों ने ' +
    `देखा और कोई कार्रवाई नहीं की: ${reason}। ${reportAppeal}`,
});
export const messageActioned = (): Notice => ({
  title: 'आपकी रिपोर्ट किए गए संदेश पर कार्रवाई हुई',
  body: 'आपकी रिपोर्ट के लिए धन्यवाद। आपने चैट के जिस संदेश की रिपोर्ट की थी, उसे भेजने वाले खाते पर हमारे मॉडरेटरों ने कार्रवाई की है।',
});
