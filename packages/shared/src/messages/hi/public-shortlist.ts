// The shortlist's heart on a vendor's card and page (the list on My Account: public-shortlist-list).

export const vendorNote =
  'शॉर्टलिस्ट दूल्हा-दुल्हन के लिए है। वेंडर शॉर्टलिस्ट करने के लिए उपयोगकर्ता अकाउंट से साइन इन करें।';
export const couldNotAdd = (firm: string) =>
  `${firm} को आपकी शॉर्टलिस्ट में नहीं जोड़ा जा सका। कृपया फिर कोशिश करें।`;
export const couldNotRemove = (firm: string) =>
  `${firm} को आपकी शॉर्टलिस्ट से नहीं हटाया जा सका। कृपया फिर कोशिश करें।`;
export const removeFrom = (firm: string) => `${firm} को शॉर्टलिस्ट से हटाएँ`;
export const add = (firm: string) => `${firm} को शॉर्टलिस्ट करें`;
export const dismiss = 'बंद करें';
