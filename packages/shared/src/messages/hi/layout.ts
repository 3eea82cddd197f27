// The chrome around every screen: navbar, footer, bottom bar.

export const footerTagline = 'पूरे भारत के शादी और समारोह के वेंडर';
export const footerLegal = 'क़ानूनी जानकारी';
export const privacyPolicy = 'निजता नीति';
export const termsOfService = 'सेवा की शर्तें';
export const grievances = 'शिकायतें';
export const allRightsReserved = (year: number) => `© ${year} Mandap. सर्वाधिकार सुरक्षित।`;

export const skipToContent = 'मुख्य सामग्री पर जाएँ';
export const mainNavigation = 'मुख्य';
export const home = 'होम';
export const findVendors = 'वेंडर खोजें';
export const vendorProfile = 'वेंडर प्रोफ़ाइल';
export const forVendors = 'वेंडरों के लिए';
export const chat = 'चैट';
export const notifications = 'सूचनाएँ';
export const myAccount = 'मेरा अकाउंट';
export const login = 'लॉग इन';
export const register = 'रजिस्टर करें';
/** A link's name with its unread count: 'चैट, 3 नए'. */
export const unreadName = (label: string, count: number) => `${label}, ${count} नए`;
export const quickLinks = 'त्वरित लिंक';
export const search = 'खोजें';
export const profile = 'प्रोफ़ाइल';
export const signIn = 'साइन इन करें';
export const signInAsCouple = 'दूल्हा-दुल्हन के रूप में साइन इन करें';
export const vendorLogin = 'वेंडर लॉग इन';
export const categories = 'श्रेणियाँ';
export const vendorCategories = 'वेंडर श्रेणियाँ';
export const seeAllVendors = 'सभी वेंडर देखें';
export const listYourServices = 'क्या आप वेंडर हैं? अपनी सेवाएँ जोड़ें';
export const share = 'शेयर करें';
export const linkCopied = 'लिंक कॉपी हो गया';
export const couldNotCopyLink = 'लिंक कॉपी नहीं हो सका';
/** The description of a page without one of its own. */
export const siteDescription = 'मंडप: पूरे भारत के शादी और समारोह के वेंडर, सब एक ही जगह।';

/** index.html's line for a browser without JavaScript (the Hindi build writes the Hindi one). */
export const noScript = 'मंडप चलाने के लिए JavaScript चालू करें।';
