// The vendor category directory (/VendorList, spec 2.2).

export const title = 'वेंडर · Mandap';
export const description =
  'अपने ख़ास दिन के लिए सबसे अच्छे वेंडर खोजें, सब एक ही जगह: मंडप पर शादी और समारोह के वेंडरों की हर श्रेणी, और हर श्रेणी में रजिस्टर करने का फ़ॉर्म।';
export const heading = 'वेंडर';
export const intro = 'अपने ख़ास दिन के लिए सबसे अच्छे वेंडर खोजें। सब एक ही जगह।';
export const lookingForVendors = 'वेंडर ढूँढ रहे हैं?';
export const searchTheMarketplace = 'मार्केटप्लेस में खोजें';
export const searchVendors = 'वेंडर खोजें';
export const searchPlaceholder = 'वेंडर खोजें...';
export const category = 'श्रेणी';
export const allCategories = 'सभी श्रेणियाँ';
export const vendorCategories = 'वेंडर श्रेणियाँ';
export const noMatch = 'आपकी खोज से मेल खाता कोई वेंडर नहीं मिला';
export const showAll = 'सभी वेंडर दिखाएँ';
