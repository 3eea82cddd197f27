// The notices of Mandap's suspensions, restores, media removals, refunds and appeal decisions
// (issue 28, decision 0066), in Hindi (issue 32).

/** A notice's title and body. */
type Notice = { title: string; body: string };

/** How a vendor appeals, as every notice of a suspension says it. */
export const appealHow = {
  listing:
    'अगर आपको लगता है कि यह ग़लत है, तो आप एक बार अपील कर सकते हैं: वेंडर पोर्टल में "आपकी सेवाएँ" ' +
    'खोलें, और लिस्टिंग के कार्ड पर "अपील करें" चुनें।',
  vendor:
    'अगर आपको लगता है कि यह ग़लत है, तो आप एक बार अपील कर सकते हैं: Mandap पर /hi/appeal खोलें और ' +
    'अपनी अपील लिखने के लिए वहाँ उसी ई-मेल और पासवर्ड से साइन इन करें।',
  user:
    'अगर आपको लगता है कि यह ग़लत है, तो शिकायत पेज (/hi/grievances, हर पेज के नीचे इसका लिंक है) ' +
    'से Mandap के शिकायत अधिकारी को लिखें।',
  media:
    'अगर आपको लगता है कि यह ग़लत है, तो शिकायत पेज (/hi/grievances, हर पेज के नीचे इसका लिंक है) ' +
    'से Mandap के शिकायत अधिकारी को लिखें और लिस्टिंग का नाम बताएँ।',
};

export const listingSuspended = (firmName: string, why: string): Notice => ({
  title: 'आपकी लिस्टिंग निलंबित कर दी गई',
  body:
    `Mandap ने आपकी लिस्टिंग ${firmName} निलंबित कर दी है: ${why}। अब यह न खोज में दिखती है, ` +
    `न अपने पेज पर। ${appealHow.listing}`,
});
export const listingRestored = (firmName: string, why: string): Notice => ({
  title: 'आपकी लिस्टिंग वापस आ गई है',
  body: `Mandap ने आपकी लिस्टिंग ${firmName} वापस चालू कर दी है (${why})। यह पहले की तरह दिखती है।`,
});
export const accountSuspended = (kind: 'vendor' | 'user', why: string): Notice => ({
  title: 'आपका खाता निलंबित कर दिया गया',
  body:
    `Mandap ने आपका खाता निलंबित कर दिया है: ${why}। आपको साइन आउट कर दिया गया है और निलंबन के ` +
    `दौरान आप साइन इन नहीं कर सकते${kind === 'vendor' ? ', और आपकी लिस्टिंग नहीं दिखतीं' : ''}। ` +
    `${appealHow[kind]}`,
});
export const accountRestored = (why: string): Notice => ({
  title: 'आपका खाता वापस चालू हो गया है',
  body: `Mandap ने आपका खाता वापस चालू कर दिया है (${why})। आप फिर से साइन इन कर सकते हैं।`,
});
export const mediaRemoved = (firmName: string, kind: 'image' | 'video', why: string): Notice => ({
  title: `आपकी लिस्टिंग से एक ${kind === 'image' ? 'फ़ोटो' : 'वीडियो'} हटाया गया`,
  body:
    `Mandap ने आपकी लिस्टिंग ${firmName} से एक ${kind === 'image' ? 'फ़ोटो' : 'वीडियो'} हटाया है: ` +
    `${why}। ${appealHow.media}`,
});
export const refunded = (firmName: string, amount: string, why: string): Notice => ({
  title: 'आपके प्लान के भुगतान का रिफ़ंड हो गया',
  body:
    `Mandap ने ${firmName} के प्लान के आपके भुगतान में से ${amount} का रिफ़ंड किया है (${why})। ` +
    `अब यह लिस्टिंग नहीं दिखती। ${appealHow.media}`,
});
/** What an appeal was about, as its decision's notice names it. */
export const yourListing = (firmName: string) => `आपकी लिस्टिंग ${firmName}`;
export const yourAccount = 'आपका खाता';
export const appealUpheld = (subject: string, why: string): Notice => ({
  title: 'आपकी अपील पर फ़ैसला हो गया: निलंबन बना रहेगा',
  body:
    `एक ऑपरेटर ने ${subject} के निलंबन पर आपकी अपील देखी और निलंबन बनाए रखा: ${why}। ` +
    'अपील एक ही बार होती है; आप अब भी शिकायत अधिकारी को लिख सकते हैं (/hi/grievances)।',
});
export const appealRestored = (subject: string): Notice => ({
  title: 'आपकी अपील मंज़ूर हो गई',
  body: `एक ऑपरेटर ने आपकी अपील देखी और ${subject} वापस चालू कर दिया।`,
});

/** The refusal of a right password on a suspended account: why, and how to appeal. */
export const signInSuspended = (kind: 'vendor' | 'user', why: string) =>
  kind === 'vendor'
    ? `Mandap ने आपका वेंडर अकाउंट निलंबित कर दिया है: ${why}। निलंबन रहते आप साइन इन नहीं कर ` +
      `सकते। ${appealHow.vendor}`
    : `Mandap ने आपका अकाउंट निलंबित कर दिया है: ${why}। निलंबन रहते आप साइन इन नहीं कर सकते। ` +
      `${appealHow.user}`;
