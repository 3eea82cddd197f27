// The shortlist on My Account.

export const couldNotRemove = (firm: string) =>
  `${firm} को आपकी शॉर्टलिस्ट से नहीं हटाया जा सका। कृपया फिर कोशिश करें।`;
export const removeFrom = (firm: string) => `${firm} को शॉर्टलिस्ट से हटाएँ`;
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
