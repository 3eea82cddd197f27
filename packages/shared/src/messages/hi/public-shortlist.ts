// The shortlist: the heart on a vendor's card and page, and the list on My Account.

export const vendorNote =
  'शॉर्टलिस्ट दूल्हा-दुल्हन के लिए है। वेंडर शॉर्टलिस्ट करने के लिए यूज़र खाते से साइन इन करें।';
export const couldNotAdd = (firm: string) =>
  `${firm} को आपकी शॉर्टलिस्ट में नहीं जोड़ा जा सका। कृपया फिर कोशिश करें।`;
export const couldNotRemove = (firm: string) =>
  `${firm} को आपकी शॉर्टलिस्ट से नहीं हटाया जा सका। कृपया फिर कोशिश करें।`;
export const removeFrom = (firm: string) => `${firm} को शॉर्टलिस्ट से हटाएँ`;
export const add = (firm: string) => `${firm} को शॉर्टलिस्ट करें`;
export const dismiss = 'हटाएँ';
export const loading = 'आपकी शॉर्टलिस्ट लोड हो रही है...';
export const notLoaded = 'आपकी शॉर्टलिस्ट लोड नहीं हो सकी।';
export const empty = 'आपकी शॉर्टलिस्ट ख़ाली है।';
export const emptyHint = 'किसी वेंडर को यहाँ रखने के लिए उसके कार्ड या पेज पर दिल का निशान दबाएँ।';
export const searchVendors = 'वेंडर खोजें';
export const pricesOnRequest = 'क़ीमत पूछने पर';
export const from = 'शुरुआती क़ीमत ';
export const enquireWith = (firm: string) => `${firm} से पूछताछ करें`;
export const enquire = 'पूछताछ करें';
export const removed = (firm: string) => `${firm} को आपकी शॉर्टलिस्ट से हटा दिया गया।`;
export const remove = 'हटाएँ';
export const yourShortlist = 'आपकी शॉर्टलिस्ट';
