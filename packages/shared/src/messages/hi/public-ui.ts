// Generic parts of every screen: loading and error states, dialogs, the photo viewer, fields.

export const tryAgain = 'फिर से कोशिश करें';
export const close = 'बंद करें';
export const dismiss = 'बंद करें';
export const photosOf = (firmName: string) => `${firmName} की तस्वीरें`;
export const photoNumber = (n: number, count: number) => `${count} में से तस्वीर ${n}`;
/** A photo's alt text: 'Shaadi Studio, 5 में से तस्वीर 2'. */
export const photoAlt = (firmName: string, n: number, count: number) =>
  `${firmName}, ${count} में से तस्वीर ${n}`;
export const previousPhoto = 'पिछली तस्वीर';
export const nextPhoto = 'अगली तस्वीर';
export const removeFile = (name: string) => `${name} हटाएँ`;
export const pageNotFoundTitle = 'पेज नहीं मिला · Mandap';
export const pageNotFound = 'पेज नहीं मिला';
export const pageNotFoundText = 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।';
export const backToHome = 'होम पर वापस जाएँ';
export const browseVendors = 'वेंडर देखें';
export const pricesOnRequest = 'क़ीमत पूछने पर';
export const priceFrom = 'शुरुआती क़ीमत';
export const mrp = 'एमआरपी ';
export const percentOff = (percent: number) => `${percent}% छूट`;
export const email = 'ईमेल';
export const phone = 'फ़ोन';
export const phonePlaceholder = 'जैसे 98765 43210';
export const somethingWentWrongTitle = 'कुछ गड़बड़ हो गई · Mandap';
export const somethingWentWrong = 'कुछ गड़बड़ हो गई';
export const pageCouldNotBeShown =
  'यह पेज दिखाया नहीं जा सका। कृपया पेज दोबारा लोड करें, या थोड़ी देर बाद फिर कोशिश करें।';
export const reloadPage = 'पेज दोबारा लोड करें';
