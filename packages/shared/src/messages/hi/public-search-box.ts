// The search box and the result cards, which the home page, the search and the storefront share.

export const linkNotValid = 'यह खोज लिंक सही नहीं है।';
export const searchVendors = 'वेंडर खोजें';
export const whatLabel = 'आप क्या ढूँढ रहे हैं?';
export const whatPlaceholder = 'फ़ोटोग्राफ़र, मेहंदी, कैटरर...';
export const whereLabel = 'कहाँ?';
export const wherePlaceholder = 'शहर';
export const search = 'खोजें';
export const starHotel = (stars: number) => `${stars} स्टार होटल`;
export const features = 'सुविधाएँ';
export const moreFeatures = (more: number) => `+${more} और`;
export const popularCities = 'लोकप्रिय शहर';
export const vendorCategories = 'वेंडर श्रेणियाँ';
